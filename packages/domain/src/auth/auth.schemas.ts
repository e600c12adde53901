import { z } from 'zod';
import { AUTH_MESSAGES as M } from './auth.messages.ts';
import {
  MAIL_CODE_USE,
  emailError,
  emailForCodeError,
  loginPasswordError,
  mailCodeError,
  newPasswordError,
  normaliseEmail,
  oldPasswordError,
  samePasswordError,
} from './auth.rules.ts';

/** Turns a rule function into a zod check with the rule's own message. */
function rule<T>(check: (value: T) => string | null) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

// A missing field gets the same message as an empty one: the form's words, not zod's.
const email = z
  .string({ error: M.emailRequired })
  .superRefine(rule(emailError))
  .transform(normaliseEmail);
// SPEC 7 sends the code as a number; codes never start with 0, so both forms are the same.
const code = z
  .union([z.string(), z.number()], { error: M.codeRequired })
  .superRefine(rule(mailCodeError))
  .transform((v) => String(v).trim());
/** A mailed six-digit code, for the calls outside sign-in that ask for one (account deletion). */
export const mailCodeField = code;

const newPassword = z.string({ error: M.passwordRequired }).superRefine(rule(newPasswordError));
const mailCodeUse = z.enum([MAIL_CODE_USE.register, MAIL_CODE_USE.reset], {
  error: M.codeUseInvalid,
});

export const loginBody = z.object({
  mail: email,
  password: z.string({ error: M.passwordRequired }).superRefine(rule(loginPasswordError)),
});
export type LoginBody = z.input<typeof loginBody>;

export const registerBody = z.object({
  email,
  password: newPassword,
  code,
});
export type RegisterBody = z.input<typeof registerBody>;

export const getMailCodeBody = z.object({
  email: z
    .string({ error: M.emailForCode })
    .superRefine(rule(emailForCodeError))
    .transform(normaliseEmail),
  lang: z.string().max(10).optional().default('en'),
  use: mailCodeUse,
});
export type GetMailCodeBody = z.input<typeof getMailCodeBody>;

export const verifyMailCodeBody = z.object({
  email,
  code,
  use: mailCodeUse,
});
export type VerifyMailCodeBody = z.input<typeof verifyMailCodeBody>;

export const resetPasswordBody = z.object({
  email,
  new_pass: newPassword,
  code,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    old_pass: z.string({ error: M.oldPasswordRequired }).superRefine(rule(oldPasswordError)),
    new_pass: newPassword,
  })
  .superRefine((body, ctx) => {
    const message = samePasswordError(body.new_pass, body.old_pass);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['new_pass'] });
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const userInfo = z.object({ email: z.string() });
export type UserInfo = z.infer<typeof userInfo>;

export const signInResult = z.object({
  token: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type SignInResult = z.infer<typeof signInResult>;

/** Answer to a code request; retryAfter is the countdown the Get Code button shows. */
export const mailCodeSent = z.object({ retryAfter: z.number().int() });
export type MailCodeSent = z.infer<typeof mailCodeSent>;

export const mailCodeVerified = z.object({ valid: z.literal(true) });
export type MailCodeVerified = z.infer<typeof mailCodeVerified>;

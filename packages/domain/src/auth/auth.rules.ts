import { AUTH_MESSAGES as M } from './auth.messages.ts';

/** Seconds the Get Code button counts down after a code is sent (SPEC 9). */
export const MAIL_CODE_COUNTDOWN_SECONDS = 60;
/** Minutes a mailed code stays valid. */
export const MAIL_CODE_TTL_MINUTES = 10;
/** Wrong tries after which a mailed code is spent. */
export const MAIL_CODE_MAX_ATTEMPTS = 5;
export const MAIL_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** Days a sign-in token lives. */
export const TOKEN_TTL_DAYS = 30;

/**
 * The purpose of a mailed code: '1' register, '2' reset (SPEC 7); '3' confirms deleting the
 * signed-in account (asked only through /v3/account/deleteCode, never /v2/getMailCode).
 */
export const MAIL_CODE_USE = { register: '1', reset: '2', deleteAccount: '3' } as const;
export type MailCodeUse = (typeof MAIL_CODE_USE)[keyof typeof MAIL_CODE_USE];

// One dot-separated domain with a top-level part of 2+ letters; no spaces, one @.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).+$/;
const CODE_PATTERN = /^\d{6}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** The shared email rule: required, then pattern. Returns the message or null. */
export function emailError(value: string | undefined | null): string | null {
  const v = (value ?? '').trim();
  if (!v) return M.emailRequired;
  if (!isEmail(v)) return M.emailInvalid;
  return null;
}

/** Getting a code needs a valid-looking email (SPEC 5). */
export function emailForCodeError(value: string | undefined | null): string | null {
  return isEmail((value ?? '').trim()) ? null : M.emailForCode;
}

/** Sign-in only checks that a password was typed. */
export function loginPasswordError(value: string | undefined | null): string | null {
  return value ? null : M.passwordRequired;
}

/** Register, reset and change: at least 6 characters with letters and numbers. */
export function newPasswordError(value: string | undefined | null): string | null {
  const v = value ?? '';
  if (!v) return M.passwordRequired;
  if (v.length > PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  if (v.length < PASSWORD_MIN_LENGTH || !PASSWORD_PATTERN.test(v)) return M.passwordRule;
  return null;
}

/**
 * The re-entered password. An untouched field is 'required'; a field holding only
 * spaces counts as empty input and asks again; otherwise it must match.
 */
export function confirmPasswordError(
  confirm: string | undefined | null,
  password: string | undefined | null,
): string | null {
  if (confirm === undefined || confirm === null || confirm === '') return M.confirmRequired;
  if (confirm.trim() === '') return M.confirmEmpty;
  if (confirm !== (password ?? '')) return M.confirmMismatch;
  return null;
}

/** Changing the password: the current one must be typed. */
export function oldPasswordError(value: string | undefined | null): string | null {
  return value ? null : M.oldPasswordRequired;
}

/** Changing the password: the new one must differ from the current one. */
export function samePasswordError(
  newPassword: string | undefined | null,
  oldPassword: string | undefined | null,
): string | null {
  return newPassword && newPassword === oldPassword ? M.samePassword : null;
}

export function mailCodeError(value: string | number | undefined | null): string | null {
  const v = value === undefined || value === null ? '' : String(value).trim();
  if (!v) return M.codeRequired;
  if (!CODE_PATTERN.test(v)) return M.codeFormat;
  return null;
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SignInResult } from '@farewise/domain/auth/auth.schemas';
import { call, uniqueEmail } from '../../../test/helpers.ts';
import { mailOutbox } from '../mail/mail.table.ts';

export const PASSWORD = 'Trip2025go';

const alreadyRead = new Set<string>();

/**
 * The code in the newest e-mail to the address that no earlier call has read. Reset codes are
 * sent after the answer, so this waits for the new message rather than reading an older one.
 */
export async function mailedCode(app: FastifyInstance, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const code = mail && !alreadyRead.has(mail.id) && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (mail && code) {
      alreadyRead.add(mail.id);
      return code;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no new code was mailed to ${email}`);
}

export async function mailCount(app: FastifyInstance, email: string): Promise<number> {
  return (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
}

/** A different six-digit code from the one given. */
export const wrongCode = (code: string) =>
  String(((Number(code) - 100_000 + 1) % 900_000) + 100_000);

/** Registers a new traveller through the API and answers their address, password and token. */
export async function signUp(
  app: FastifyInstance,
  { email = uniqueEmail('auth'), password = PASSWORD } = {},
) {
  const sent = await call(app, {
    method: 'POST',
    url: '/v2/getMailCode',
    payload: { email, lang: 'en', use: '1' },
  });
  if (sent.status !== 200) throw new Error(`getMailCode: ${sent.status} ${sent.body.msg}`);
  const code = await mailedCode(app, email);
  const res = await call<SignInResult>(app, {
    method: 'POST',
    url: '/v3/register',
    payload: { email, password, code: Number(code) },
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${res.body.msg}`);
  return { email, password, token: res.body.data.token, device: deviceCookieOf(res.headers) };
}

/** The device cookie a sign-in or registration set (fw_device), as the browser would keep it. */
export function deviceCookieOf(headers: Record<string, unknown>): string {
  const cookies = ([] as string[]).concat((headers['set-cookie'] as string | string[]) ?? []);
  const found = cookies.map((c) => /^fw_device=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!found) throw new Error('no device cookie was set');
  return found;
}

/** Signs in from remoteAddress; with `device`, from the browser holding that device cookie. */
export async function logIn(
  app: FastifyInstance,
  mail: string,
  password: string,
  remoteAddress = '127.0.0.1',
  device?: string,
) {
  return call<SignInResult>(app, {
    method: 'POST',
    url: '/v3/login',
    payload: { mail, password },
    remoteAddress,
    headers: device ? { cookie: `fw_device=${device}` } : {},
  });
}

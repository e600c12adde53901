import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { E2E } from './ports.ts';

/** Waits for the newest mail to an address and returns the 6-digit code in it. */
export async function readMailedCode(to: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as CaughtMail[];
        const fresh = mails.slice(after);
        const last = fresh[fresh.length - 1];
        code = last?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

export async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as CaughtMail[]).length;
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

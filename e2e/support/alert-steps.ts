import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { E2E } from './ports.ts';

export { checkWidths, violations } from './axe.ts';

/** Steps the price-alert journeys share: axe and screenshots, the seed server, the mailbox. */
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

export async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
  return context.newPage();
}

export async function seed(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${E2E.seedUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** The site's scheduled jobs, run once as if the clock were `hours` ahead. */
export const runJobsLater = (hours: number) =>
  seed('/seed/run-jobs', { at: new Date(Date.now() + hours * 3_600_000).toISOString() });

export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as CaughtMail[];
        found = mails.filter((m) => subject.test(m.subject)).pop();
        return found?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .toMatch(subject);
  return found!;
}

export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}

/** The link after "words: " in a mail's text part. */
export function linkIn(mail: CaughtMail, words: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${words}: `));
  if (!line) throw new Error(`no "${words}" link in:\n${mail.text}`);
  return line.slice(words.length + 2).trim();
}

export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { register, signedInPage } from '../support/accounts.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import type { CaughtMail } from '../support/mail-catcher.ts';
import { E2E } from '../support/ports.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Axe at 1280 and 375 px, and a screenshot at each, of the page as it is now (a dialog: the screen). */
async function checkWidths(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(400);
    expect(await violations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
  return context.newPage();
}

async function seed(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${E2E.seedUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** The site's scheduled jobs, run once as if the clock were `hours` ahead. */
const runJobsLater = (hours: number) =>
  seed('/seed/run-jobs', { at: new Date(Date.now() + hours * 3_600_000).toISOString() });

async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
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

async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}

/** The link after "words: " in a mail's text part. */
function linkIn(mail: CaughtMail, words: string): string {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${words}: `));
  if (!line) throw new Error(`no "${words}" link in:\n${mail.text}`);
  return line.slice(words.length + 2).trim();
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const searchUrl = (fromDate: string) =>
  `/flightsList?tripType=1&fromCity=Sydney&fromCityCode=SYD&toCity=Melbourne&toCityCode=MEL&fromDate=${fromDate}&adultNumber=1&childNumber=0&cabinPref=Y`;

test('a guest tracks prices, confirms from the mail, gets a price drop after the job runs and unsubscribes from the mail', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('alerts.guest');
  const page = await guestPage(browser);
  await page.goto(searchUrl(inDays(45)));
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Track prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Track prices' });
  await expect(dialog.getByText('Mail me when the price falls by')).toBeVisible();
  await expect(dialog.getByLabel('Drop in percent')).toHaveValue('5%');
  await checkWidths(page, 'price-alerts-track-dialog', false);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Nothing but the confirmation goes to an address not yet confirmed, even when the job runs.
  const confirmMail = await waitForMail(email, /^Confirm your price alert: Sydney to Melbourne/);
  await seed('/seed/price-alerts/earlier-price', { email, factor: 1.25 });
  await runJobsLater(13);
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual([confirmMail.subject]);

  await page.goto(linkIn(confirmMail, 'Confirm this price alert'));
  await expect(page.getByRole('heading', { name: 'Your price alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('Your price alert is on')).toBeVisible();
  const card = page.getByRole('article', { name: 'Sydney to Melbourne' });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(card.getByText('a drop of 5% or more')).toBeVisible();
  await checkWidths(page, 'price-alerts-confirmed');

  // The fare was higher when saved; the job, run a day later, mails the drop.
  await seed('/seed/price-alerts/earlier-price', { email, factor: 1.25 });
  await runJobsLater(25);
  const dropMail = await waitForMail(email, /^Price drop: Sydney to Melbourne now AUD /);
  expect(dropMail.text).toMatch(/is now AUD [\d,]+\.\d\d, down from AUD [\d,]+\.\d\d\./);
  const seeFlights = linkIn(dropMail, 'See the flights');
  expect(seeFlights).toContain('/flightsList?tripType=1&fromCity=Sydney&fromCityCode=SYD');

  // One click in the mail, no sign-in.
  await page.goto(linkIn(dropMail, 'Unsubscribe from this alert'));
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await expect(card.getByText('Unsubscribed')).toBeVisible();
  await checkWidths(page, 'price-alerts-unsubscribed');
  await runJobsLater(50);
  expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop'))).toHaveLength(1);

  // The mail's search link opens the search.
  await page.goto(seeFlights);
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', level: 1 })).toBeVisible();
  await page.context().close();
});

test('signed in: one click tracks prices; the Price alerts tab shows the history and pauses, changes and deletes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await register('alerts.user');
  const page = await signedInPage(browser, account);
  await page.goto(searchUrl(inDays(50)));
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Track prices' }).click();
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();

  // A later run adds a second price to the history.
  await runJobsLater(13);
  await page.getByRole('link', { name: 'Tracking prices' }).click();
  await expect(page).toHaveURL(/\/userInfo\?tab=4$/);
  const panel = page.getByRole('tabpanel', { name: 'Price alerts' });
  const card = panel.getByRole('article', { name: 'Sydney to Melbourne' });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(
    card.getByRole('figure', { name: 'Price history of Sydney to Melbourne' }),
  ).toBeVisible();
  await expect(card.locator('svg.recharts-surface')).toBeVisible();
  await expect(card.locator('.recharts-line-dot')).toHaveCount(2);
  await checkWidths(page, 'price-alerts-account');

  await card.getByRole('button', { name: 'Pause Sydney to Melbourne' }).click();
  await expect(card.getByText('Paused')).toBeVisible();
  await card.getByRole('button', { name: 'Resume Sydney to Melbourne' }).click();
  await expect(card.getByText('Watching')).toBeVisible();

  await card.getByRole('button', { name: 'Change Sydney to Melbourne' }).click();
  const change = page.getByRole('dialog', { name: 'Change price alert' });
  await change.getByText('An amount').click();
  await change.getByLabel('Drop in AUD').fill('25');
  await checkWidths(page, 'price-alerts-change-dialog', false);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('a drop of AUD 25.00 or more')).toBeVisible();

  await card.getByRole('button', { name: 'Delete Sydney to Melbourne' }).click();
  await page
    .getByRole('dialog', { name: 'Delete price alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByText('No price alerts yet')).toBeVisible();
  await checkWidths(page, 'price-alerts-account-empty');
  await page.context().close();
});

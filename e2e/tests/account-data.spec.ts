import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { api, register, seedOrders, signedInPage } from '../support/accounts.ts';
import { E2E } from '../support/ports.ts';
import { mailCount, readMailedCode } from '../support/mailbox.ts';

test('on a phone, a traveller downloads their data, then deletes the account with a mailed code; the e-mail registers again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await register('gdpr');
  await api(
    '/v2/user/updateUserContact',
    { postcode: '61', mobile: '412345678', email: 'ann.lee@example.com' },
    account.token,
  );
  // A cancelled booking: over, so it does not hold the deletion back; it is kept anonymised.
  const seeded = await seedOrders({ email: account.email, flights: 1, flightStatuses: [4] });

  const page = await signedInPage(browser, account, { width: 375, height: 812 });
  await page.goto('/userInfo?tab=3');
  const download = page.getByRole('button', { name: 'Download my data' });
  await expect(download).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Download my data: one JSON file with the account, the traveller and the order.
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^farewise-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.account.email).toBe(account.email);
  expect(data.contacts).toEqual([expect.objectContaining({ email: 'ann.lee@example.com' })]);
  expect(seeded.flights).toHaveLength(1);
  expect(data.orders).toEqual([expect.objectContaining({ orderType: 1, status: 4 })]);

  // Delete my account, by keyboard: the dialog explains, mails a code and asks for it.
  const opener = page.getByRole('button', { name: 'Delete my account' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('signed out on every device');
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  const before = await mailCount(account.email);
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  const code = await readMailedCode(account.email, before);
  await expect(dialog.getByRole('button', { name: /^Send again in \d+s$/ })).toBeDisabled();
  await dialog.getByLabel(/^Verification code/).fill(code);
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Enter');

  // Home, signed out, with the notice.
  await expect(page).toHaveURL(`${E2E.baseUrl}/`);
  await expect(page.getByText('Your account has been deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();

  // The old password opens nothing; the e-mail registers again as a new, empty account.
  const login = await fetch(`${E2E.baseUrl}/v3/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail: account.email, password: account.password }),
  });
  expect(login.status).toBe(401);
  // A registration code can be asked once the first one's countdown (60 s) is over.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.baseUrl}/v2/getMailCode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, lang: 'en', use: '1' }),
        });
        return res.status;
      },
      { timeout: 75_000, intervals: [5_000] },
    )
    .toBe(200);
  const again = await api<{ token: string }>('/v3/register', {
    email: account.email,
    password: account.password,
    code: await readMailedCode(account.email, before + 1),
  });
  const res = await fetch(`${E2E.baseUrl}/v3/account/export`, {
    headers: { authorization: `Bearer ${again.token}` },
  });
  const fresh = (await res.json()) as { data: { orders: unknown[]; contacts: unknown[] } };
  expect(fresh.data).toMatchObject({ orders: [], contacts: [] });
  await page.context().close();
});

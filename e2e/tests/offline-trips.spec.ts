import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { register, seedOrders, signedInPage } from '../support/accounts.ts';
import { checkWidths } from '../support/axe.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const savedCopies = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) =>
      k.startsWith('savedCopy:'),
    ),
  );

test('trips opened online stay readable offline, marked as saved, until the traveller logs out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await register('offline');
  const { hotels } = await seedOrders({
    email: account.email,
    hotels: 2,
    hotelStatuses: ['Issued'],
  });
  const page = await signedInPage(browser, account);
  const context = page.context();

  // Online: My Trips, then each order page; the service worker is in charge once it is ready.
  await page.goto('/userInfo?tab=0');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const panel = page.getByRole('tabpanel', { name: 'My Trips' });
  const cards = panel.getByRole('link', { name: /^Hotel / });
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('saved-copy')).toHaveCount(0);
  await panel.locator(`a[href$="${hotels[0]}"]`).click();
  await expect(page.getByRole('heading', { name: `Booking ${hotels[0]}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancel booking/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'View voucher' })).toBeVisible();
  // The voucher loads beside the page and is kept for offline use when it has come.
  await expect
    .poll(() =>
      page.evaluate(
        (no) => localStorage.getItem(`savedCopy:hotelVoucher:${no}`) !== null,
        hotels[0]!,
      ),
    )
    .toBe(true);

  // Offline: a fresh visit to My Trips starts from the service worker and shows the saved list.
  await context.setOffline(true);
  await page.goto('/userInfo?tab=0');
  await expect(cards).toHaveCount(2);
  const mark = page.getByTestId('saved-copy');
  await expect(mark).toContainText(/^Saved \d\d:\d\d on \w{3} \d{1,2} \w{3} \d{4}/);
  await expect(mark).toContainText('You are offline');
  await checkWidths(page, 'offline-my-trips');

  // The order opens from the list without a connection, with its voucher; what needs a
  // connection says so instead of failing.
  await panel.locator(`a[href$="${hotels[0]}"]`).click();
  await expect(page.getByRole('heading', { name: `Booking ${hotels[0]}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('saved-copy')).toContainText(/^Saved /);
  const cancel = page.getByRole('button', { name: /^Cancel booking/ });
  await expect(cancel).toBeDisabled();
  await expect(cancel).toHaveAccessibleDescription('Needs a connection');
  await page.getByRole('button', { name: 'View voucher' }).click();
  await expect(page.getByRole('dialog', { name: 'Hotel voucher' })).toContainText(hotels[0]!);
  await page.keyboard.press('Escape');
  await checkWidths(page, 'offline-hotel-order');

  // An order never opened on this device cannot be read offline, and says why.
  await page.goto(`/hotelOrderDetail/${hotels[1]}`);
  await expect(page.getByRole('alert')).toContainText('open it once while connected');

  // Back online, log out: nothing of the trips is left on this device.
  await context.setOffline(false);
  await page.goto('/userInfo?tab=0');
  await expect(cards).toHaveCount(2);
  expect((await savedCopies(page)).length).toBeGreaterThanOrEqual(3);
  await page
    .getByRole('button', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) })
    .click();
  await page
    .getByRole('menuitem', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .first()
    .click();
  await expect(page.getByText('Exit successfully')).toBeVisible();
  expect(await savedCopies(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/hotelOrderDetail/${hotels[0]}`);
  await expect(page.getByRole('alert')).toContainText('This page was not saved on this device');
  await expect(page.getByText(hotels[0]!)).toHaveCount(0);
  await context.close();
});

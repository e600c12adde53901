import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import {
  amountIn,
  fillContact,
  fillPassenger,
  mailsTo,
  payWithCard,
} from '../support/flight-booking-steps.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

async function pickCityIn(page: Page, scope: Locator, label: 'From' | 'To', typed: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(typed) })
    .first()
    .click();
  await expect(field).toHaveValue(new RegExp(typed));
}

async function axeClean(page: Page) {
  expect(await violations(page)).toEqual([]);
}

test('a guest searches a three-leg trip, books and pays it, and the order shows every leg', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('multi-city');
  await page.goto('/?active=1');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
  const form = page.getByRole('form', { name: 'Search flights' });
  await form.getByRole('tab', { name: 'Multi-City' }).click();
  const flight = (n: number) => form.getByRole('group', { name: `Flight ${n}` });
  await pickCityIn(page, flight(1), 'From', 'Sydney');
  await pickCityIn(page, flight(1), 'To', 'Singapore');
  // The next leg starts where the one before it lands.
  await expect(flight(2).getByLabel('From', { exact: true })).toHaveValue(/Singapore/);
  await pickCityIn(page, flight(2), 'To', 'London');
  await form.getByRole('button', { name: 'Add flight' }).click();
  await expect(flight(3).getByLabel('From', { exact: true })).toHaveValue(/London/);
  await pickCityIn(page, flight(3), 'To', 'Sydney');
  await page.screenshot({ path: path.join(artifacts, 'multi-city-form-1280.png') });
  await axeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(artifacts, 'multi-city-form-375.png'), fullPage: true });
  await axeClean(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/flightsList\?.*tripType=3/);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sydney → Singapore → London → Sydney',
  );
  const first = page.getByRole('article').first();
  for (const n of [1, 2, 3]) await expect(first.getByText(`Flight ${n}`).first()).toBeVisible();
  await first.getByRole('button', { name: 'Flight details and fares' }).click();
  await expect(first.getByRole('region', { name: 'Flight 3' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'multi-city-results-1280.png') });
  await axeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(first.getByRole('region', { name: 'Flight 3' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'multi-city-results-375.png') });
  await axeClean(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // One adult: the card's price per adult is the total.
  const book = page
    .getByRole('button', { name: /^Book / })
    .and(page.locator(':enabled'))
    .first();
  const card = page.locator('[data-active]').filter({ has: book }).first();
  const cardTotal = amountIn(await card.textContent());
  expect(cardTotal).toBeGreaterThan(0);
  await card.getByRole('button', { name: /^Book / }).click();
  await page.getByRole('button', { name: 'No, just book it' }).click();
  await expect(page).toHaveURL(/\/flightsBooking\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await expect(summary.getByText('Flight 3')).toBeVisible();
  expect(amountIn(await summary.getByLabel('Price').textContent())).toBe(cardTotal);
  await fillPassenger(page, 1, 'Adult', {
    sex: 'Female',
    first: 'Ada',
    last: 'Lovelace',
    birth: [1985, 6, 15],
    passport: 'PA1234567',
  });
  await fillContact(page, email);
  await page
    .getByRole('navigation', { name: 'Booking actions' })
    .getByRole('button', { name: 'Continue' })
    .click();
  expect(await payWithCard(page, '4242 4242 4242 4242')).toBe(cardTotal);
  await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });

  let orderNo = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).find((m) => /Flight 3:/.test(m.text));
        orderNo = (mail?.subject + ' ' + mail?.text).match(/\b(FW[A-Z0-9-]+)\b/)?.[1] ?? '';
        return orderNo;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  await page.goto('/searchBookings');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await expect(page.getByText(/Multi-city/).first()).toBeVisible();
  const flights = page.getByRole('region', { name: 'Flights' });
  for (const n of [1, 2, 3])
    await expect(flights.getByText(new RegExp(`^Flight ${n} · `))).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();
  await axeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await axeClean(page);
  await page.screenshot({ path: path.join(artifacts, 'multi-city-order-375.png'), fullPage: true });
});

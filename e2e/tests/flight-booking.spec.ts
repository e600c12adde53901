import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import { watchRequestsForCard } from '../support/card-fields.ts';
import {
  amountIn,
  searchRoundTrip,
  moveSearchDates,
  bookFirstFare,
  fillPassenger,
  fillPhone,
  fillContact,
  payWithCard,
  mailsTo,
  registerThroughApi,
  thisYear,
} from '../support/flight-booking-steps.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

test('a guest books a round trip for 2 adults and 1 child, pays in full with 3-D Secure and finds it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('guest-flight');
  await searchRoundTrip(page, 2, 1);
  const cardTotal = await bookFirstFare(page, 3);

  // Signed out: the login dialog offers to continue as a guest.
  await page.getByRole('button', { name: 'No, just book it' }).click();
  await expect(page).toHaveURL(/\/flightsBooking\/[0-9a-f-]{36}\?.*paymentType=full/, {
    timeout: 20_000,
  });
  const price = page.getByRole('complementary', { name: 'Trip summary' });
  await expect(price.getByText('Total price')).toBeVisible();
  const bookingTotal = amountIn(await price.getByLabel('Price').textContent());
  expect(bookingTotal).toBe(cardTotal);
  await expect(page.getByRole('region', { name: 'Passenger 3 (Child Ticket)' })).toBeVisible();

  await fillPassenger(page, 1, 'Adult', {
    sex: 'Female',
    first: 'Ada',
    last: 'Lovelace',
    birth: [1985, 6, 15],
    passport: 'PA1234567',
  });
  await fillPassenger(page, 2, 'Adult', {
    sex: 'Male',
    first: 'Charles',
    last: 'Babbage',
    birth: [1980, 2, 20],
    passport: 'PB7654321',
  });
  await fillPassenger(page, 3, 'Child', {
    sex: 'Female',
    first: 'Annabella',
    last: 'Lovelace',
    birth: [thisYear - 7, 4, 12],
    passport: 'PC1122334',
  });
  await fillContact(page, email);
  await page
    .getByRole('navigation', { name: 'Booking actions' })
    .getByRole('button', { name: 'Continue' })
    .click();

  // The card is typed into the gateway's own fields and goes to the gateway: no request to the
  // site's API carries its number (decision 050).
  const requests = watchRequestsForCard(page, '4000 0000 0000 3220');
  const charged = await payWithCard(page, '4000 0000 0000 3220');
  expect(charged).toBe(bookingTotal);

  // The sandbox's 3-D Secure challenge page.
  await page.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });
  expect(requests.toGateway).toBe(1);
  expect(requests.apiCalls).toBeGreaterThan(0);
  expect(requests.toSite).toEqual([]);
  // Only what the server confirms: never the pay page's 'received AUD 0.00 … still to pay' from
  // before the challenge, not even for a moment (read once, on arrival).
  expect(await page.getByText(/still to pay|AUD 0\.00/).count()).toBe(0);
  const received = page.getByText(/We have received/);
  await expect(received).toBeVisible({ timeout: 20_000 });
  expect(amountIn(await received.textContent())).toBe(bookingTotal);

  // The confirmation e-mail carries the order number.
  let orderNo = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).find((m) => /FW[A-Z0-9-]+/.test(m.subject + m.text));
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
  const found = amountIn(await page.getByTestId('order-total').textContent());
  expect(found).toBe(bookingTotal);
  // The look-up lists the charge, dated, and what was paid as the gateway has it.
  const money = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(money.getByTestId('money-movement')).toHaveText([
    /^Payment in full, Visa ending 3220/,
  ]);
  expect(amountIn(await money.getByTestId('money-paid').textContent())).toBe(bookingTotal);
  await expect(page.getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Annabella Lovelace' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'flight-search-bookings.png') });
});

test('a signed-in traveller books with slice payment choosing a saved traveller', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('slice-flight');
  const token = await registerThroughApi(request, email);
  const saved = await request.post('/v2/user/updateUserPassenger', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      given_name: 'Grace',
      middle_name: '',
      surname: 'Hopper',
      sex: 2,
      birthday: '1986-12-09',
      id_card_issue: 'AU',
      national_code: 'AU',
      id_card: 'PH9988776',
      id_card_time: `${thisYear + 7}-05-20`,
      age_type: 0,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.addInitScript(
    ([t, e]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t!);
        localStorage.setItem('userInfo', JSON.stringify({ email: e }));
      }
    },
    [token, email],
  );

  await searchRoundTrip(page, 1, 0);
  // A later departure leaves room for weekly instalments before the trip.
  await moveSearchDates(page, 60);
  // Slice payment is chosen on the fare card: a deposit now, then weekly instalments.
  const slice = page
    .getByRole('button', { name: /^Pay in slices: .* now for / })
    .and(page.locator(':enabled'))
    .first();
  await slice.click();
  await expect(page).toHaveURL(/\/flightsBooking\/[0-9a-f-]{36}\?.*paymentType=slice/, {
    timeout: 20_000,
  });
  const bookingUrl = new URL(page.url());

  const form = page.getByRole('region', { name: 'Passenger 1 (Adult Ticket)' });
  await form.getByRole('button', { name: 'Regular passengers' }).click();
  await page.getByRole('menuitem', { name: 'Hopper Grace' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('Grace');
  await expect(form.getByLabel('Passport number')).toHaveValue('PH9988776');
  await fillPhone(form, page);
  await fillContact(page, email);
  await page
    .getByRole('navigation', { name: 'Booking actions' })
    .getByRole('button', { name: 'Continue' })
    .click();

  await expect(page).toHaveURL(/\/flightsPay\//, { timeout: 20_000 });
  await expect(page.getByText('Deposit due now')).toBeVisible({ timeout: 20_000 });
  const deposit = await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });

  const orderId = bookingUrl.pathname.split('/').at(-1)!;
  await page.goto(`/flightsOrderDetails/${orderId}`);
  await expect(page.getByRole('heading', { name: /^Order / })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Deposit .* per week$/)).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Instalments' });
  await expect(schedule.getByRole('row')).not.toHaveCount(1);
  // Every instalment is still to pay, each with its due date; the deposit is the one charge so far.
  await expect(schedule.getByRole('row').nth(1)).toContainText(/\d{4}.*Pending/);
  const money = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(money.getByTestId('money-movement')).toHaveText([/^Deposit, Visa ending 4242/], {
    timeout: 20_000,
  });
  expect(amountIn(await money.getByTestId('money-movement').textContent())).toBe(deposit);
  expect(amountIn(await money.getByTestId('money-paid').textContent())).toBe(deposit);
  await expect(page.getByRole('cell', { name: 'Grace Hopper' })).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'flight-order-slice.png'), fullPage: true });
});

test('the booking and pay pages have no accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await searchRoundTrip(page, 1, 0);
  // Flights of its own: right after another test books the same flights, Book can answer 'The price
  // has changed' (the search showed the price before that booking).
  await moveSearchDates(page, 45);
  await page
    .getByRole('button', { name: /^Book / })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await page.getByRole('button', { name: 'No, just book it' }).click();
  await expect(page).toHaveURL(/\/flightsBooking\/[0-9a-f-]{36}/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Passenger 1 (Adult Ticket)' })).toBeVisible();
  expect(await violations(page), 'booking page').toEqual([]);

  await fillPassenger(page, 1, 'Adult', {
    sex: 'Male',
    first: 'Alan',
    last: 'Turing',
    birth: [1982, 6, 23],
    passport: 'PT4455667',
  });
  await fillContact(page, uniqueEmail('axe-flight'));
  await page
    .getByRole('navigation', { name: 'Booking actions' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/flightsPay\//, { timeout: 20_000 });
  await expect(page.getByTestId('amount-due')).toHaveText(/\d/, { timeout: 20_000 });
  expect(await violations(page), 'pay page').toEqual([]);
});

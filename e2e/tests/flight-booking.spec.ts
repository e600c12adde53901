import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { CaughtMail } from '../support/mail-catcher.ts';
import { E2E } from '../support/ports.ts';
import { readMailedCode, uniqueEmail } from '../support/mailbox.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const thisYear = new Date().getFullYear();

/** '1,234.56' or 'AUD 1,234.56' or 'A$1,234.56' to 1234.56 (the last amount in the text). */
function amountIn(text: string | null): number {
  const all = (text ?? '').match(/\d[\d,]*\.\d{2}/g) ?? [];
  return Number((all.at(-1) ?? 'NaN').replace(/,/g, ''));
}

async function pickCity(page: Page, label: 'From' | 'To', typed: string, option: RegExp) {
  const field = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByLabel(label, { exact: true }))
    .first();
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** A round-trip Sydney to London search for the given travellers; returns when results show. */
async function searchRoundTrip(page: Page, adults: number, children: number) {
  await page.goto('/?active=1');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
  const form = page.getByRole('form', { name: 'Search flights' });
  await expect(form).toBeVisible();
  await pickCity(page, 'From', 'Sydney', /Sydney/);
  await pickCity(page, 'To', 'London', /London/);
  await form.getByRole('button', { name: /adult|traveller|passenger/i }).click();
  const pop = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Add an adult' }) });
  for (let a = 1; a < adults; a++) await pop.getByRole('button', { name: 'Add an adult' }).click();
  for (let c = 0; c < children; c++) await pop.getByRole('button', { name: 'Add a child' }).click();
  await pop.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/flightsList\?/);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Runs the shown search again with departure in `days` days and return a week later. */
async function moveSearchDates(page: Page, days: number) {
  const url = new URL(page.url());
  const later = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const back = new Date(Date.now() + (days + 7) * 86_400_000).toISOString().slice(0, 10);
  for (const [k, v] of [...url.searchParams]) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) url.searchParams.set(k, /ret/i.test(k) ? back : later);
  }
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Clicks Book on the first active fare and returns the total for all travellers its card shows. */
async function bookFirstFare(page: Page, travellers: number): Promise<number> {
  const book = page
    .getByRole('button', { name: /^Book / })
    .and(page.locator(':enabled'))
    .first();
  const card = page.locator('[data-active]').filter({ has: book }).first();
  const cardText = await card.textContent();
  const total = amountIn(cardText?.match(new RegExp(`([\\d,.]+) for ${travellers}`))?.[0] ?? null);
  expect(total, `fare card total in: ${cardText}`).toBeGreaterThan(0);
  await card.getByRole('button', { name: /^Book / }).click();
  return total;
}

/** Chooses an option of a Mantine Select by its label (scoped) and the option text. */
async function choose(
  scope: Locator,
  page: Page,
  label: string,
  option: string | RegExp,
  typed?: string,
) {
  const input = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByLabel(label, { exact: true }))
    .first();
  await input.click();
  if (typed) await input.fill(typed);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

async function chooseDate(
  scope: Locator,
  page: Page,
  label: string,
  y: number,
  m: number,
  d: number,
) {
  await choose(scope, page, `${label} year`, String(y));
  await choose(scope, page, `${label} month`, String(m).padStart(2, '0'));
  await choose(scope, page, `${label} day`, String(d).padStart(2, '0'));
}

interface Traveller {
  sex: 'Male' | 'Female';
  first: string;
  last: string;
  birth: [number, number, number];
  passport: string;
}

async function fillPassenger(page: Page, n: number, type: 'Adult' | 'Child', t: Traveller) {
  const form = page.getByRole('region', { name: `Passenger ${n} (${type} Ticket)` });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: t.sex, exact: true }).check();
  await form.getByLabel('First name').fill(t.first);
  await form.getByLabel('Last/Family/Surname').fill(t.last);
  await chooseDate(form, page, 'Birthday', ...t.birth);
  await choose(form, page, 'Nationality', 'Australian', 'Australian');
  await choose(form, page, 'Passport issuing country', 'Australia', 'Australia');
  await form.getByLabel('Passport number').fill(t.passport);
  await chooseDate(form, page, 'Passport expiry date', thisYear + 6, 3, 10);
  await fillPhone(form, page);
}

async function fillPhone(form: Locator, page: Page) {
  await choose(form, page, 'Phone code', '+61', '61');
  await form.getByLabel('Mobile').fill('412345678');
}

async function fillContact(page: Page, email: string) {
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByLabel('Mobile').fill('412345678');
  await contact.getByLabel('Email').fill(email);
}

/** Pays on /flightsPay with a sandbox card; returns the amount the page says is due. */
async function payWithCard(page: Page, card: string): Promise<number> {
  await expect(page).toHaveURL(/\/flightsPay\//, { timeout: 20_000 });
  const due = page.getByTestId('amount-due');
  await expect(due).toHaveText(/\d/, { timeout: 20_000 });
  const amount = amountIn(await due.textContent());
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Name on card').fill('Ada Lovelace');
  await form.getByLabel('Expiry (MM/YY)').fill(`12${String(thisYear + 3).slice(2)}`);
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^Pay/ }).click();
  return amount;
}

async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}

async function registerThroughApi(request: APIRequestContext, email: string): Promise<string> {
  const password = 'travel2025';
  const sent = await request.post('/v2/getMailCode', { data: { email, use: '1' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await readMailedCode(email);
  const reg = await request.post('/v3/register', { data: { email, password, code } });
  const body = (await reg.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.token;
}

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

  const charged = await payWithCard(page, '4000 0000 0000 3220');
  expect(charged).toBe(bookingTotal);

  // The sandbox's 3-D Secure challenge page.
  await page.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });

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
    .getByRole('button', { name: /^Pay .* in slices: deposit / })
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
  const depositLine = page
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: /^Deposit/ });
  await expect(depositLine).toContainText(/paid|succeeded/i);
  expect(amountIn(await depositLine.textContent())).toBe(deposit);
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
  const booking = await new AxeBuilder({ page }).analyze();
  expect(
    booking.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);

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
  const pay = await new AxeBuilder({ page }).analyze();
  expect(
    pay.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
});

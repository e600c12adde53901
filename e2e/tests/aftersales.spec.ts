import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { bookThroughApi, daysAhead, guestPage } from '../support/aftersales-steps.ts';
import { mailsTo, payWithCard, registerThroughApi } from '../support/flight-booking-steps.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import { PNG_1PX } from '../support/pictures.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The calendar's name of a day: 'Monday 7 December 2026' (UTC date arithmetic). */
function dayName(date: string, plus = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d
    .toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    .replace(',', '');
}

/** The booked return date shown in the date field ('Sun 27 Dec 2026' → 2026-12-27). */
async function bookedReturn(page: Page): Promise<string> {
  const field = page.getByLabel(/New return date/);
  await expect(field).toHaveText(/\d{4}/);
  const text = (await field.textContent()) ?? '';
  const d = new Date(`${text.replace(/^\w+ /, '')} UTC`);
  return d.toISOString().slice(0, 10);
}

test('a guest finds a Flex-Plus booking, refunds it and sees the card refund on the timeline and in the mail', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('refund');
  const order = await bookThroughApi(request, { email, product: 'RF24', adults: 2 });
  // A new visit: the guest comes back through the look-up, without the booking's token.
  const page = await guestPage(browser, { ...order, token: null });
  await page.goto('/searchBookings');
  await page.getByLabel('Order number').fill(order.orderNo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Request a refund' }).click();

  await expect(page.getByRole('heading', { name: 'Request a refund' })).toBeVisible();
  // Nothing is chosen at first: choose only the return of the second passenger.
  await expect(page.getByRole('button', { name: 'Choose tickets to refund' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /Bea Lee/ }).check();
  await page.getByRole('checkbox', { name: /^Return/ }).check();
  const amount = page.getByTestId('refund-amount');
  await expect(amount).toHaveText(/AUD/);
  await expect(page.getByTestId('refund-destination')).toContainText('Visa •••• 4242');
  const quote = page.getByRole('region', { name: 'Your refund' });
  await expect(quote.getByRole('listitem')).toHaveCount(1);
  await expect(quote).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: /Confirm refund of/ })).toBeEnabled();
  const refund = money(await amount.textContent());
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'My plans changed' }).click();
  await page.getByRole('button', { name: /Confirm refund of/ }).click();

  await expect(page).toHaveURL(/\/returnSuccess\//);
  await expect(page.getByRole('heading', { name: 'Your refund is confirmed' })).toBeVisible();
  // The timeline's last money step: the refund made to the card, with its date.
  await expect(
    page.getByText(/refunded to Visa •••• 4242 on \w{3} \d{1,2} \w{3} \d{4}/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('refund-summary')).toContainText(
    `${refund.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  );
  await page.screenshot({
    path: path.join(artifacts, 'aftersales-refund-success-1280.png'),
    fullPage: true,
  });

  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Your refund is on its way/));
  const mail = (await mailsTo(email)).find((m) =>
    m.subject.startsWith('Your refund is on its way'),
  )!;
  expect(mail.text).toContain('refunded to Visa •••• 4242');

  // The mail's link on a phone (another browser, nothing kept): only this e-mail address is asked,
  // then the booking's requests show, the mailed one open with its steps.
  const link = /https?:\/\/\S+\/searchBookings\?orderNo=\S+&request=(RQ\w+)/.exec(mail.text)!;
  const phone = await guestPage(browser, { ...order, token: null }, { width: 375, height: 800 });
  await phone.goto(link[0]);
  await expect(phone.getByLabel('Order number')).toHaveValue(order.orderNo);
  await phone.getByLabel('Email').fill(email);
  await phone.getByRole('button', { name: 'Search' }).click();
  await expect(phone).toHaveURL(/\/changeProgress\?orderId=/);
  const mailed = phone.getByRole('article', { name: new RegExp(link[1]!) });
  await expect(mailed).toContainText(/Refund for Bea Lee, \S/);
  await expect(mailed.getByText(/refunded to Visa •••• 4242/)).toBeVisible();
  await phone.screenshot({
    path: path.join(artifacts, 'aftersales-progress-from-mail-375.png'),
    fullPage: true,
  });
  await phone.context().close();

  // Back: the page shows the refund just made, not a form ready to refund the rest in one click.
  await page.goBack();
  await expect(page.getByTestId('refund-made')).toContainText('back to your card');
  await expect(page.getByRole('button', { name: /^Confirm refund of/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refund other tickets' }).click();
  await expect(page.getByRole('button', { name: 'Choose tickets to refund' })).toBeDisabled();
});

test("an account's refund mail opened signed out on a phone shows the requests and the booking's options with only the e-mail", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('account-refund');
  const bearer = await registerThroughApi(request, email);
  const order = await bookThroughApi(request, { email, product: 'RF24', bearer });
  // The traveller, signed in, refunds the outbound flight.
  const auth = { authorization: `Bearer ${bearer}` };
  const quoted = await request.get(
    `/v3/ext/sr/refchg2/psgList?orderId=${order.orderId}&kind=refund&passengers=0&directions=0`,
    { headers: auth },
  );
  const quote = ((await quoted.json()) as { data: { quote: { quotedAt: string; amount: number } } })
    .data.quote;
  const made = await request.post('/v3/ext/sr/refchg2/submit', {
    headers: auth,
    data: {
      orderId: order.orderId,
      clientKey: `account-refund-${order.orderId}`,
      kind: 'refund',
      passengers: [0],
      directions: [0],
      quote: { quotedAt: quote.quotedAt, amount: quote.amount },
    },
  });
  expect(((await made.json()) as { code: number }).code).toBe(200);
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Your refund is on its way/));
  const mail = (await mailsTo(email)).find((m) =>
    m.subject.startsWith('Your refund is on its way'),
  )!;

  // Another phone, signed out: the look-up gives no token for an account's booking, so the
  // e-mail given is what opens its requests and its refund and change options.
  const link = /https?:\/\/\S+\/searchBookings\?orderNo=\S+&request=(RQ\w+)/.exec(mail.text)!;
  const phone = await guestPage(browser, { ...order, token: null }, { width: 375, height: 800 });
  await phone.goto(link[0]);
  await phone.getByLabel('Email').fill(email);
  await phone.getByRole('button', { name: 'Search' }).click();
  await expect(phone).toHaveURL(/\/changeProgress\?orderId=/);
  const mailed = phone.getByRole('article', { name: new RegExp(link[1]!) });
  await expect(mailed).toContainText(/Refund for Ann Lee, \S/);
  await expect(phone.getByText('This order was not found.')).toHaveCount(0);
  await phone.screenshot({
    path: path.join(artifacts, 'aftersales-account-progress-signed-out-375.png'),
    fullPage: true,
  });
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.screenshot({
    path: path.join(artifacts, 'aftersales-account-progress-signed-out-1280.png'),
    fullPage: true,
  });
  await phone.goto(`/refChgOptions/${order.orderId}`);
  await expect(phone.getByText('Request a refund').first()).toBeVisible();
  await expect(phone.getByText('This order was not found.')).toHaveCount(0);
  await phone.context().close();
});

test('a signed-in traveller moves the return and pays the difference with a 3-D Secure card', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('change');
  const token = await registerThroughApi(request, email);
  await bookThroughApi(request, { email, product: 'CHGF', bearer: token, stay: 5 });
  await page.addInitScript(
    ([t, e]) => {
      sessionStorage.setItem('bannerAgreed', '1');
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t!);
        localStorage.setItem('userInfo', JSON.stringify({ email: e }));
      }
    },
    [token, email],
  );
  await page.goto('/userInfo?tab=0');
  await page
    .getByRole('link', { name: /Flight Sydney to Melbourne/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Change flights' }).click();

  await expect(page.getByRole('heading', { name: 'Change flights' })).toBeVisible();
  await page.getByRole('radio', { name: /^Return/ }).check();
  // The day after the booked return.
  const returning = await bookedReturn(page);
  await page.getByLabel(/New return date/).click();
  await page.getByRole('button', { name: dayName(returning, 1) }).click();
  const options = page.getByRole('article');
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  // A change that costs something: the dearest flight on the list (sorted cheapest first).
  await options.last().getByRole('button', { name: 'Choose these flights' }).click();
  await page.getByRole('button', { name: /Continue to pay/ }).click();

  const due = await payWithCard(page, '4000 0000 0000 3220');
  expect(due).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/v3\/sandbox\/challenge\//);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/changeSuccess\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your flights are changed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Your new flights' })).toBeVisible();
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page.getByText('Changed', { exact: true })).toBeVisible();
});

test('a guest moves the second flight of a three-flight trip to the next day', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('multichange');
  const order = await bookThroughApi(request, {
    email,
    product: 'CHGF',
    legs: [
      { from: 'SYD', to: 'SIN', days: 40 },
      { from: 'SIN', to: 'LON', days: 44 },
      { from: 'LON', to: 'SYD', days: 52 },
    ],
  });
  const page = await guestPage(browser, order);
  await page.goto(`/refChgOptions/${order.orderId}`);
  await page.getByRole('link', { name: 'Change flights' }).click();

  await expect(page.getByRole('heading', { name: 'Change flights' })).toBeVisible();
  await page.getByRole('radio', { name: /^Flight 2: Singapore → London/ }).check();
  // Only one flight at a time on a trip of three.
  await expect(page.getByRole('radio', { name: 'Both flights' })).toHaveCount(0);
  const field = page.getByLabel(/New flight 2 date/);
  await expect(field).toHaveText(/\d{4}/);
  const booked = new Date(`${((await field.textContent()) ?? '').replace(/^\w+ /, '')} UTC`)
    .toISOString()
    .slice(0, 10);
  expect(booked).toBe(daysAhead(44));
  await field.click();
  await page.getByRole('button', { name: dayName(booked, 1) }).click();
  const list = page.getByRole('region', { name: /New flights for Flight 2: Singapore → London/ });
  const options = list.getByRole('article');
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  await options.first().getByRole('button', { name: 'Choose these flights' }).click();
  await page.screenshot({
    path: path.join(artifacts, 'change-multi-city-1280.png'),
    fullPage: true,
  });
  const go = page.getByRole('button', { name: /Continue to pay|Confirm the change/ });
  const pays = /Continue to pay/.test((await go.textContent()) ?? '');
  await go.click();
  if (pays) await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Your flights are changed' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page.getByText('Changed', { exact: true })).toBeVisible();
  // Every flight is still on the booking, the second on its new day.
  await expect(page.getByText(/Flight 3/).first()).toBeVisible();
});

test('a guest cannot give a ticket to another person, and corrects a misspelt name within 24 hours of booking, free', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('name');
  const order = await bookThroughApi(request, { email, product: '0THP' });
  const page = await guestPage(browser, order);
  await page.goto(`/changeName/${order.orderId}`);
  // Another person's name is not a correction: the page says why and offers nothing to confirm.
  await page.getByLabel('First name').fill('Zed');
  await page.getByLabel('Last name').fill('Young');
  await expect(page.getByRole('status').filter({ hasText: 'Not a name correction' })).toContainText(
    'A ticket cannot be given to another person',
  );
  await expect(page.getByRole('button', { name: 'Correct the name' })).toBeDisabled();
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('First name').fill('Anne');
  await expect(page.getByTestId('name-price')).toHaveText('Free');
  await page.getByRole('button', { name: 'Correct the name' }).click();
  await expect(page.getByRole('heading', { name: 'Your name correction is made' })).toBeVisible();
  await expect(page.getByText('Name on the ticket: Anne Lee (was Ann Lee).')).toBeVisible();
});

test('a guest reports a problem with two pictures and gets a case number', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('problem');
  const order = await bookThroughApi(request, { email, product: '0THP' });
  const page = await guestPage(browser, order);
  await page.goto(`/otherProblem/${order.orderId}`);
  await page.getByRole('combobox', { name: 'What is it about?' }).click();
  await page.getByRole('option', { name: 'Baggage' }).click();
  await page
    .getByLabel('What happened')
    .fill('My bag came back from Melbourne with a broken handle.');
  await page.getByRole('button', { name: 'Add pictures' }).click();
  await page.getByTestId('upload-input').setInputFiles([
    { name: 'bag.png', mimeType: 'image/png', buffer: PNG_1PX },
    { name: 'tag.png', mimeType: 'image/png', buffer: PNG_1PX },
  ]);
  await expect(page.getByTestId('picture-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Send the report' }).click();
  const done = page.getByRole('status').filter({ hasText: 'we received your report' });
  await expect(done).toBeVisible();
  const caseNo = (await done.textContent())?.match(/RQ[A-Z2-9]{8}/)?.[0];
  expect(caseNo).toBeTruthy();
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(`We received your report, case ${caseNo} · ${order.orderNo}`);
  await page.getByRole('link', { name: 'Follow your requests' }).click();
  await expect(page.getByText('Problem report: Baggage')).toBeVisible();
});

test('a guest adds a checked bag and pays for it', async ({ browser, request }) => {
  const email = uniqueEmail('bags');
  const order = await bookThroughApi(request, { email, product: '0THP' });
  const page = await guestPage(browser, order);
  await page.goto(`/refChgOptions/${order.orderId}`);
  await page.getByRole('button', { name: 'Add bags' }).click();
  await page.getByLabel(/Extra bags for Ann Lee, return/).fill('1');
  await page.getByRole('button', { name: /Continue to pay/ }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Your extra bags are added' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page.getByText('+1 extra bag (23KG), return')).toBeVisible();
});

test('a guest cancels a booking not paid yet', async ({ browser, request }) => {
  const email = uniqueEmail('cancel');
  const order = await bookThroughApi(request, { email, product: '0THP', pay: false });
  const page = await guestPage(browser, order);
  await page.goto(`/refChgOptions/${order.orderId}`);
  await expect(page.getByTestId('price-cancel')).toHaveText('Free: nothing was paid');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page.getByText('Booking Cancelled', { exact: true })).toBeVisible();
});

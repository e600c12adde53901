import { expect, test, type Browser, type Page } from '@playwright/test';
import { register, signedInPage } from '../support/accounts.ts';
import { bookThroughApi } from '../support/aftersales-steps.ts';
import {
  amountIn,
  fillContact,
  fillPassenger,
  mailsTo,
  moveSearchDates,
  payWithCard,
  pickCity,
} from '../support/flight-booking-steps.ts';
import { E2E } from '../support/ports.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import { violations } from '../support/axe.ts';
import { payThroughGateway } from '../support/card-fields.ts';
import { pickDate } from '../support/hotel-search-steps.ts';

/**
 * Issue 12 (decision 022): the money shown is the money owed. One fare booked in full and in
 * slices shows one total on the result card, the booking page, the pay page, the charge, the
 * success page, the order page, the orders list, the guest look-up and the mail; the fare upsell
 * re-prices the order; unknown orders and hotels have a not-found state that passes axe.
 */

/** Every amount on the site is written 'AUD 1,234.56': grouped thousands, two decimals. */
const written = (amount: number) =>
  `AUD ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A one-way Sydney to Melbourne search for one adult, 60 days out (room for slices). */
async function searchOneWay(page: Page) {
  await page.goto('/?active=1');
  const form = page.getByRole('form', { name: 'Search flights' });
  await expect(form).toBeVisible();
  await form.getByRole('tab', { name: 'One-Way' }).click();
  await pickCity(page, 'From', 'Sydney', /Sydney/);
  await pickCity(page, 'To', 'Melbourne', /Melbourne/);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/flightsList\?/);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 30_000,
  });
  await moveSearchDates(page, 60);
}

/** Books the first fare with a slice option, in full or in slices; returns the card's total. */
async function bookFromCard(page: Page, mode: 'full' | 'slice'): Promise<number> {
  const slice = page
    .getByRole('button', { name: /^Pay in slices: .* now for / })
    .and(page.locator(':enabled'))
    .first();
  const card = page.locator('[data-active]').filter({ has: slice }).first();
  const cardText = (await card.textContent()) ?? '';
  if (mode === 'slice') {
    const total = amountIn(await card.getByTestId('slice-total').textContent());
    await slice.click();
    return total;
  }
  // One adult: the price per adult is the total.
  const total = amountIn(cardText.match(/AUD [\d,]+\.\d{2}\s*per adult/)?.[0] ?? null);
  await card.getByRole('button', { name: /^Book / }).click();
  return total;
}

async function lookUpAsGuest(browser: Browser, orderNo: string, email: string) {
  const context = await browser.newContext({ baseURL: E2E.baseUrl });
  await context.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
  const page = await context.newPage();
  await page.goto('/searchBookings');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const total = page.getByTestId('order-total');
  await expect(total).toBeVisible({ timeout: 20_000 });
  const text = await total.textContent();
  await context.close();
  return text;
}

for (const mode of ['full', 'slice'] as const) {
  test(`one fare paid ${mode === 'full' ? 'in full' : 'in slices'} shows one total everywhere`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = await register(`totals-${mode}`);
    const page = await signedInPage(browser, account);
    await searchOneWay(page);
    const cardTotal = await bookFromCard(page, mode);
    expect(cardTotal).toBeGreaterThan(0);
    const shown = written(cardTotal);

    // Booking page: the summary's total, and the fare chosen.
    await expect(page).toHaveURL(
      new RegExp(`/flightsBooking/[0-9a-f-]{36}\\?.*paymentType=${mode}`),
      {
        timeout: 20_000,
      },
    );
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByTestId('booking-total')).toHaveText(shown, { timeout: 20_000 });
    await expect(page.getByTestId('chosen-fare')).toContainText(/Economy/);
    await fillPassenger(page, 1, 'Adult', {
      sex: 'Female',
      first: 'Ada',
      last: 'Lovelace',
      birth: [1985, 4, 12],
      passport: 'PA7654321',
    });
    await fillContact(page, account.email);
    await page
      .getByRole('navigation', { name: 'Booking actions' })
      .getByRole('button', { name: 'Continue' })
      .click();

    // Pay page: named by its number, the same total; the charge is the total or the deposit.
    await expect(page).toHaveURL(/\/flightsPay\//, { timeout: 20_000 });
    await expect(page.getByTestId('pay-order-no')).toHaveText(/^Order FW[A-Z0-9]{8}$/, {
      timeout: 20_000,
    });
    const orderNo = (await page.getByTestId('pay-order-no').textContent())!.replace('Order ', '');
    await expect(page.getByTestId('pay-total')).toContainText(shown);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Payment for booking ${orderNo}`,
    );
    await expect(page.getByText(orderId)).toHaveCount(0);
    const charged = await payWithCard(page, '4242 4242 4242 4242');
    if (mode === 'full') expect(charged).toBe(cardTotal);
    else expect(charged).toBeLessThan(cardTotal);

    // Success page: the number, never the id, and the same total.
    await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });
    await expect(page.getByTestId('success-order-no')).toHaveText(orderNo);
    await expect(page.getByTestId('success-total')).toContainText(shown);
    await expect(page.getByText(new RegExp(`received ${written(charged)}`))).toBeVisible();

    // Order page.
    await page.goto(`/flightsOrderDetails/${orderId}`);
    await expect(page.getByTestId('order-total')).toHaveText(shown, { timeout: 20_000 });

    // Orders list (My Trips).
    await page.goto('/userInfo?tab=0');
    // A trip is a card (an article) whose title is the link to its order.
    const trip = page.getByRole('article').filter({ hasText: orderNo });
    await expect(trip).toBeVisible({ timeout: 20_000 });
    await expect(trip).toContainText(shown);

    // Guest look-up by number and e-mail.
    expect(await lookUpAsGuest(browser, orderNo, account.email)).toBe(shown);

    // The confirmation mail.
    await expect
      .poll(
        async () =>
          (await mailsTo(account.email)).find((m) => m.subject === `Booking confirmed: ${orderNo}`)
            ?.text ?? '',
        { timeout: 40_000 },
      )
      .toContain(`Total: ${shown}`);
  });
}

test('a hotel stay shows one total from the detail page to the mail', async ({ browser }) => {
  test.setTimeout(150_000);
  const account = await register('totals-hotel');
  const page = await signedInPage(browser, account);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hotels' }).click();
  const form = page.getByRole('form', { name: 'Search hotels' });
  await expect(form).toBeVisible();
  const field = page
    .getByRole('textbox', { name: 'Destination' })
    .or(page.getByLabel('Destination', { exact: true }))
    .first();
  await field.click();
  await field.fill('Paris');
  await page
    .getByRole('option', { name: /^Paris/ })
    .first()
    .click();
  await pickDate(page, 'Check-in', new Date(Date.now() + 40 * 86_400_000));
  await pickDate(page, 'Check-out', new Date(Date.now() + 42 * 86_400_000));
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotelList\?t=\d+/);
  const first = page.getByRole('link', { name: /^See availability at / }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();
  await expect(page).toHaveURL(/\/hotelDetail\/[^?]+\?sk=/);
  await expect(page.getByRole('link', { name: /^See availability at / })).toHaveCount(0, {
    timeout: 20_000,
  });
  await page
    .getByRole('button', { name: /^Choose( for room 1)? – / })
    .first()
    .click();
  const stay = page.getByRole('complementary', { name: 'Your stay' });
  const shown = (
    (await stay
      .getByText(/^Total$/)
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? ''
  ).trim();
  expect(shown).toMatch(/^AUD [\d,]+\.\d{2}$/);
  await stay.getByRole('button', { name: 'Reserve' }).click();

  await expect(page).toHaveURL(/\/hotelReservations\//, { timeout: 20_000 });
  await expect(page.getByTestId('total-price')).toHaveText(shown, { timeout: 20_000 });
  const reservation = page.getByRole('form', { name: 'Reservation form' });
  const room1 = reservation.getByRole('group', { name: /^Room 1/ });
  await room1.getByLabel('First name').fill('Ada');
  await room1.getByLabel('Last name').fill('Lovelace');
  await reservation.getByLabel('Contact name').fill('Ada Lovelace');
  await reservation.getByLabel('Email address').fill(account.email);
  const mobile = reservation.getByLabel(/^Mobile/).first();
  if (await mobile.isVisible()) await mobile.fill('412345678');
  await reservation.getByRole('button', { name: /Continue|Book|Reserve|Pay/ }).click();

  await expect(page).toHaveURL(/\/hotelPay\//, { timeout: 20_000 });
  await expect(page.getByTestId('pay-order-no')).toHaveText(/^Order HW[A-Z0-9]{8}$/, {
    timeout: 20_000,
  });
  const orderNo = (await page.getByTestId('pay-order-no').textContent())!.replace('Order ', '');
  await expect(page.getByTestId('pay-total')).toContainText(shown);
  await expect(page.getByTestId('amount-due')).toHaveText(shown);
  await payThroughGateway(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });
  await expect(page.getByTestId('success-order-no')).toHaveText(orderNo, { timeout: 20_000 });
  await expect(page.getByTestId('success-total')).toContainText(shown);

  // The order page's price breakdown, the list and the guest look-up by number.
  await page.goto(`/hotelOrderDetail/${orderNo}`);
  await expect(page.getByTestId('total-price')).toHaveText(shown, { timeout: 20_000 });
  await page.goto('/userInfo?tab=0');
  const trip = page.getByRole('article').filter({ hasText: shown });
  await expect(trip.first()).toBeVisible({ timeout: 20_000 });

  await expect
    .poll(
      async () => (await mailsTo(account.email)).find((m) => m.text.includes(orderNo))?.text ?? '',
      { timeout: 40_000 },
    )
    .toContain(`Total: ${shown}`);
});

for (const width of [1280, 375]) {
  test(`Select Fare on the booking page re-prices the order at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`fare-${width}`);
    const order = await bookThroughApi(request, { email, product: '0THP', pay: false });
    const context = await browser.newContext({
      baseURL: E2E.baseUrl,
      viewport: { width, height: 900 },
    });
    await context.addInitScript(
      ([id, token]) => {
        sessionStorage.setItem('bannerAgreed', '1');
        if (token) sessionStorage.setItem('orderTokens', JSON.stringify({ [id!]: token }));
      },
      [order.orderId, order.token],
    );
    const page = await context.newPage();
    await page.goto(`/flightsBooking/${order.orderId}?paymentType=full`);
    const group = page.getByRole('radiogroup', { name: 'Select Fare' });
    await expect(group).toBeVisible({ timeout: 20_000 });
    if (width < 768) await expect(group).toHaveAttribute('data-variant', 'mobile');
    const radios = group.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(radios.nth(0)).toHaveAttribute('aria-checked', 'true');
    await expect(radios.nth(0)).toHaveText('Selected');
    await expect(page.getByTestId('chosen-fare')).toContainText('Standard');
    const before = amountIn(await page.getByTestId('booking-total').textContent());
    const surcharge = amountIn(
      await group
        .getByText(/per traveller/)
        .last()
        .textContent(),
    );

    await radios.nth(2).click();
    await expect(radios.nth(2)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('chosen-fare')).toContainText('Flex-Plus');
    await expect(page.getByTestId('summary-fare')).toContainText('Flex-Plus');
    await expect
      .poll(async () => amountIn(await page.getByTestId('booking-total').textContent()))
      .toBeCloseTo(before + surcharge, 2);
    const after = amountIn(await page.getByTestId('booking-total').textContent());
    await expect(page.getByTestId('booking-due-now')).toContainText(written(after));

    // The order itself was re-priced: its page and the pay page show the new total and fare.
    await page.goto(`/flightsOrderDetails/${order.orderId}`);
    await expect(page.getByTestId('order-total')).toHaveText(written(after), { timeout: 20_000 });
    await expect(page.getByText(/Flex-Plus fare/)).toBeVisible();
    await page.goto(`/flightsPay/${order.orderId}`);
    await expect(page.getByTestId('pay-total')).toContainText(written(after), {
      timeout: 20_000,
    });
    await expect(page.getByText(/Flex-Plus fare/)).toBeVisible();
    await context.close();
  });
}

test('unknown orders and hotels show a not-found state that passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
  const unknown = '00000000-0000-4000-8000-000000000000';
  const pages: [string, string][] = [
    ['/flightsBooking/1', "We couldn't find this booking"],
    [`/flightsBooking/${unknown}`, "We couldn't find this booking"],
    ['/flightsPay/1', "We couldn't find this booking"],
    [`/flightsPay/${unknown}`, "We couldn't find this booking"],
    ['/flightsOrderDetails/1', "We couldn't find this booking"],
    [`/flightsOrderDetails/${unknown}`, "We couldn't find this booking"],
    ['/hotelPay/1', "We couldn't find this booking"],
    ['/hotelDetail/1', "We couldn't find this hotel"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible({
      timeout: 20_000,
    });
    expect(await violations(page), path).toEqual([]);
  }
  // A hotel or activity order this browser has no proof for (a mail's link on another device)
  // asks for the booking's e-mail; an unknown number then ends in the same not-found state.
  for (const orderNo of ['HW00000000', 'AW00000000']) {
    const path = `/${orderNo.startsWith('HW') ? 'hotelOrderDetail' : 'activityOrderDetail'}/${orderNo}`;
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: `Open booking ${orderNo}` }),
      path,
    ).toBeVisible({ timeout: 20_000 });
    expect(await violations(page), path).toEqual([]);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Open booking' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find this booking" }),
      path,
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Find a booking' })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }

  // orderPayStatus answers a clear 4xx envelope, never a 500, for any malformed id.
  for (const orderId of ['1', 'FWABCDEFGH', unknown]) {
    const res = await page.request.post('/v3/commonb2c/orderPayStatus', {
      data: { orderType: 'flight', orderId },
    });
    expect(res.status(), orderId).toBeLessThan(500);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.msg).toBeTruthy();
  }

  // SPEC 8: a fare that cannot be priced asks to book again, and Search Again goes back.
  await page.goto('/aboutUs');
  await page.goto('/flightsBooking/no-such-search?paymentType=full&uniqueStr=QF1-20991231~0THP');
  await expect(page.getByText('Sorry, the request failed. Please book again.')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Search Again' }).click();
  await expect(page).toHaveURL(/\/aboutUs/);
});

for (const width of [1280, 375]) {
  test(`the home Flights tab shows popular flights that open their search at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: E2E.baseUrl,
      viewport: { width, height: 900 },
    });
    await context.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v3/commonb2c/reco/flight')) asked.push(r.url());
    });
    // The Hotels tab does not ask for flights.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended stays' })).toBeVisible({
      timeout: 20_000,
    });
    expect(asked).toEqual([]);
    await page.goto('/?active=1');
    const strip = page.getByRole('region', { name: /^Popular flights from / });
    await expect(strip).toBeVisible({ timeout: 20_000 });
    const cards = strip.getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/from AUD [\d,]+\.\d{2}/);
    await expect(cards.first()).toContainText(/[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await violations(page, 'section[aria-labelledby="popular-flights-title"]')).toEqual([]);
    await cards.first().click();
    await expect(page).toHaveURL(/\/flightsList\?.*tripType=1/);
    await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
      timeout: 30_000,
    });
    await context.close();
  });
}

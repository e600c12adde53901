import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { gatewayPaymentMethod, payThroughGateway } from '../support/card-fields.ts';
import { E2E } from '../support/ports.ts';
import { amountIn, mailsTo, registerThroughApi } from '../support/flight-booking-steps.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import { daysFromNow, pickDate } from '../support/hotel-search-steps.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

/** No axe violations at 1280 px and at 375 px; a screenshot of each width for the record. */
async function checkPage(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    expect(await violations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} fits ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(artifacts, `activity-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function payWithCard(page: Page, card: string): Promise<number> {
  const due = page.getByTestId('amount-due');
  await expect(due).toHaveText(/\d/, { timeout: 20_000 });
  const amount = amountIn(await due.textContent());
  await payThroughGateway(page, card);
  return amount;
}

test('a guest finds a Paris activity, books it for 2 adults and a child, pays, gets the voucher and finds it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('guest-activity');
  await page.goto('/?active=2');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
  const form = page.getByRole('form', { name: 'Search activities' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: /^Things to do in Paris/ })).toBeVisible();
  await checkPage(page, 'home');
  await form.getByLabel('City').fill('Paris');
  await page
    .getByRole('option', { name: /^Paris, / })
    .first()
    .click();
  // The Seine sightseeing cruise does not sail on Mondays: the search is for the next Saturday
  // at least two days ahead, not for tomorrow (the form's first date).
  const saturday = daysFromNow(2 + ((6 - daysFromNow(2).getDay() + 7) % 7));
  await pickDate(page, 'Date', saturday);
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/activityList\?city=c1250015082/);
  await expect(page.getByRole('link', { name: /^See dates for / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /^Travellers: 2 adults/ }).click();
  const travellers = page.getByRole('dialog', { name: 'Travellers' });
  await travellers.getByRole('button', { name: 'More children' }).click();
  await travellers.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/children=1/);
  await page.getByLabel(/^Cruises and water/).check();
  const cruise = page.getByRole('link', { name: 'See dates for Seine sightseeing cruise' });
  await expect(cruise).toBeVisible({ timeout: 20_000 });
  await checkPage(page, 'list');
  await cruise.click();

  await expect(page).toHaveURL(/\/activityDetail\/A1250015082-\d+\?/);
  const box = page.getByRole('complementary', { name: 'Book this activity' });
  await expect(box.getByTestId('count-children')).toHaveText('1', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Meeting point' })).toBeVisible();
  await checkPage(page, 'detail');
  await box
    .getByRole('group', { name: 'Start time' })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  const total = amountIn(await box.getByTestId('activity-total').textContent());
  expect(total).toBeGreaterThan(0);
  await box.getByRole('button', { name: 'Book' }).click();
  await page.getByRole('button', { name: 'No, just book it' }).click();

  await expect(page).toHaveURL(/\/activityBooking\//);
  const booking = page.getByRole('form', { name: 'Booking form' });
  await expect(page.getByTestId('booking-total')).toHaveText(/\d/, { timeout: 20_000 });
  expect(amountIn(await page.getByTestId('booking-total').textContent())).toBe(total);
  await checkPage(page, 'booking');
  await booking.getByLabel('First name').fill('Ada');
  await booking.getByLabel('Last name').fill('Lovelace');
  await booking.getByLabel('Contact name').fill('Ada Lovelace');
  await booking.getByLabel('Email address').fill(email);
  await page.locator('#activity-mobile').fill('412345678');
  await booking.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/activityPay\/AW[A-Z2-9]{8}/, { timeout: 20_000 });
  const orderNo = page.url().match(/AW[A-Z2-9]{8}/)![0];
  await expect(page.getByTestId('amount-due')).toHaveText(/\d/, { timeout: 20_000 });
  // What is paid for, as the booking page showed it: each age band with its price, and only
  // this activity's terms (no slice-payment questions).
  const paying = page.getByRole('region', { name: 'Your activity' });
  await expect(paying.getByTestId('price-line')).toHaveText([
    /^2 × Adult \(\d+\+\) at AUD/,
    /^1 × Child \(\d+-\d+\) at AUD/,
  ]);
  await expect(page.getByText('What Happens If I Miss a Payment?')).toHaveCount(0);
  await checkPage(page, 'pay');
  expect(await payWithCard(page, '4242 4242 4242 4242')).toBe(total);
  await expect(page).toHaveURL(/\/paymentSuccess\?orderType=activity/, { timeout: 30_000 });
  await expect(page.getByText(/for your activity booking/)).toBeVisible();
  await checkPage(page, 'success');
  await page.getByRole('link', { name: 'View your booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/activityOrderDetail/${orderNo}`));
  await expect(page.getByTestId('order-status')).toHaveText('Upcoming', { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /^QR code of voucher / })).toBeVisible();
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await checkPage(page, 'order');
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(
      expect.stringContaining(`Activity booked: Seine sightseeing cruise (${orderNo})`),
    );

  // The mail's link on another device: the page asks only for the e-mail and opens the booking.
  const confirmation = (await mailsTo(email)).find((m) => m.subject.startsWith('Activity booked'))!;
  const link = confirmation.text.match(/https?:\/\/\S+\/activityOrderDetail\/AW[A-Z2-9]{8}/)![0];
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await phone.goto(link);
  await phone.getByLabel('Email').fill(email);
  await phone.getByRole('button', { name: 'Open booking' }).click();
  await expect(phone.getByTestId('voucher-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/, {
    timeout: 20_000,
  });
  await elsewhere.close();

  // Without the visit's token, the order is found again by its number and e-mail.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/searchBookings');
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/activityOrderDetail/${orderNo}`));
  await expect(page.getByTestId('voucher-code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/, {
    timeout: 20_000,
  });
});

async function signedInPage(browser: Browser, email: string, token: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E.baseUrl,
          localStorage: [
            { name: 'token', value: token },
            { name: 'userInfo', value: JSON.stringify({ email }) },
          ],
        },
      ],
    },
  });
  await context.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
  return context.newPage();
}

test('a signed-in traveller sees a paid activity in My Trips and cancels it for a full refund', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('trips-activity');
  const token = await registerThroughApi(request, email);
  const auth = { authorization: `Bearer ${token}` };
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const post = async <T>(url: string, data: unknown) => {
    const res = await request.post(url, { data, headers: auth });
    const body = (await res.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${url}: ${body.msg}`).toBe(200);
    return body.data;
  };
  const list = await post<{ list: { id: string; freeCancellation: boolean }[] }>('/v3/vp/list', {
    cityId: 'c1826645935',
    date,
    adults: 2,
    freeCancellation: true,
    categories: ['tours'],
  });
  const item = await post<{
    title: string;
    date: string;
    options: { id: string; total: number }[];
    slots: { time: string; bookable: boolean }[];
  }>('/v3/vp/item', { id: list.list[0]!.id, date, adults: 2 });
  const slot = item.slots.find((s) => s.bookable)!;
  const order = await post<{ orderNo: string; totalPrice: number }>('/v3/vp/book', {
    id: list.list[0]!.id,
    optionId: item.options[0]!.id,
    date,
    time: slot.time,
    adults: 2,
    totalPrice: item.options[0]!.total,
    lead: { given_name: 'Grace', surname: 'Hopper' },
    contact: { name: 'Grace Hopper', email, postcode: '61', mobile: '412345678' },
  });
  const paid = await post<{ status: string }>('/v3/commonb2c/createPayment', {
    orderType: 'activity',
    orderId: order.orderNo,
    paymentType: 'full',
    paymentMethod: await gatewayPaymentMethod(request, '4242 4242 4242 4242', 'Grace Hopper'),
    idempotencyKey: `e2e-${order.orderNo}`,
  });
  expect(paid.status).toBe('succeeded');

  const page = await signedInPage(browser, email, token);
  await page.goto('/userInfo?tab=0&filter=activities');
  const card = page.getByRole('link', { name: `Activity ${item.title} (Upcoming)` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await page.goto('/userInfo?tab=0');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/activityOrderDetail/${order.orderNo}`));
  await expect(page.getByTestId('order-status')).toHaveText('Upcoming', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded', { timeout: 20_000 });
  // The order's one payments list shows the refund to the card, the whole of what was paid.
  const refund = page
    .getByRole('region', { name: 'Payments and refunds' })
    .getByRole('listitem')
    .filter({ hasText: /^Refund to / });
  await expect(refund).toHaveCount(1, { timeout: 20_000 });
  expect(amountIn(await refund.textContent())).toBe(order.totalPrice / 100);
  await expect(
    page.getByText('Your booking is cancelled and fully refunded to your card.'),
  ).toBeVisible();
  await page.goto('/userInfo?tab=0&filter=activities');
  await expect(page.getByRole('link', { name: `Activity ${item.title} (Refunded)` })).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Activity cancelled: /));
  await page.context().close();
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { bookThroughApi, guestPage } from '../support/aftersales-steps.ts';
import { payWithCard } from '../support/flight-booking-steps.ts';
import { uniqueEmail } from '../support/mailbox.ts';

// The after-sales pages at both widths, scanned by axe (the journeys are in aftersales.spec.ts).

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

async function noAxeViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

// One test per width: a booking and seven axe scans each, about 90 s on this machine when busy.
for (const width of [1280, 375]) {
  test(`every after-sales page passes axe at ${width} px`, async ({ browser, request }) => {
    // More than the default minute on a machine at half speed.
    test.setTimeout(180_000);
    const email = uniqueEmail(`axe${width}`);
    const order = await bookThroughApi(request, { email, product: 'RF24', adults: 2, children: 1 });
    const page = await guestPage(browser, order, { width, height: 900 });
    const pages: [string, string][] = [
      [`/refChgOptions/${order.orderId}`, 'Refund and change options'],
      [`/ticketRefund/${order.orderId}`, 'Request a refund'],
      [`/changeFlightsBooking/${order.orderId}`, 'Change flights'],
      [`/changeName/${order.orderId}`, 'Correct a name'],
      [`/otherProblem/${order.orderId}`, 'Tell us about a problem'],
      [`/changeProgress?orderId=${order.orderId}`, 'Your requests'],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
      await noAxeViolations(page);
      const name = url.split('/')[1]!.split('?')[0];
      await page.screenshot({
        path: path.join(artifacts, `aftersales-${name}-${width}.png`),
        fullPage: true,
      });
    }
    // The success page, after a refund of one ticket.
    await page.goto(`/ticketRefund/${order.orderId}`);
    // Nothing is chosen at first (a choice starts empty): Ann Lee's outbound flight.
    await page.getByRole('checkbox', { name: /Ann Lee/ }).check();
    await page.getByRole('checkbox', { name: /^Depart/ }).check();
    await page.getByRole('button', { name: /Confirm refund of/ }).click();
    // The refund goes back to the card through the gateway first: as long as a payment's wait.
    await expect(page.getByRole('heading', { name: 'Your refund is confirmed' })).toBeVisible({
      timeout: 20_000,
    });
    await noAxeViolations(page);
    await page.screenshot({
      path: path.join(artifacts, `aftersales-returnSuccess-${width}.png`),
      fullPage: true,
    });
    await page.context().close();
  });
}

/** Labels of buttons and badges cut short (ellipsis or clipped) on the page: what a phone hides. */
function cutLabels(page: Page): Promise<string[]> {
  return page
    .locator('.mantine-Button-label, .mantine-Badge-label, .mantine-Badge-root')
    .evaluateAll((all) =>
      all
        .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent ?? ''),
    );
}

/** The calendar's name of a day, with its weekday: 'Monday 7 December 2026'. */
function dayName(date: string, plus: number): string {
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

test('on a phone, a change of flights: named calendar arrows, the pay step brought into view after choosing, nothing cut, airports named on the confirmation', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('phonechange');
  const order = await bookThroughApi(request, { email, product: 'CHGF', stay: 5 });
  const page = await guestPage(browser, order, { width: 375, height: 800 });

  await page.goto(`/flightsOrderDetails/${order.orderId}`);
  await expect(page.getByRole('link', { name: 'Your requests and their progress' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await cutLabels(page)).toEqual([]);

  await page.goto(`/changeFlightsBooking/${order.orderId}`);
  await page.getByRole('radio', { name: /^Return/ }).check();
  const field = page.getByRole('button', { name: /New return date/ });
  await expect(field).toHaveText(/\d{4}/);
  const booked = new Date(
    `${((await field.textContent()) ?? '').replace(/^.*?\w+ (?=\d)/, '')} UTC`,
  )
    .toISOString()
    .slice(0, 10);
  await field.click();
  const calendar = page.getByRole('dialog', { name: /New return date/ });
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await calendar.getByRole('button', { name: dayName(booked, 1), exact: true }).click();

  const options = page.getByRole('article');
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  // The dearest option costs something: the next step is paying for it.
  await options.last().getByRole('button', { name: 'Choose these flights' }).click();
  const pay = page.getByRole('button', { name: /Continue to pay/ });
  await expect(pay).toBeInViewport();
  await expect(page.getByRole('heading', { name: /^You pay / })).toBeFocused();
  expect(await cutLabels(page)).toEqual([]);
  await page.screenshot({ path: path.join(artifacts, 'change-flights-chosen-375.png') });

  await pay.click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Your flights are changed' })).toBeVisible({
    timeout: 20_000,
  });
  // Each airport by its name beside its code (and terminal): 'Melbourne … Airport (MEL) · Terminal 1'.
  const flights = page.getByRole('region', { name: 'Your new flights' });
  await expect(flights).toContainText(/Melbourne[^()]* \(MEL\)/);
  await expect(flights).toContainText(/Sydney[^()]* \(SYD\)/);
  expect(await cutLabels(page)).toEqual([]);
  await page.screenshot({
    path: path.join(artifacts, 'change-success-375.png'),
    fullPage: true,
  });
  await page.context().close();
});

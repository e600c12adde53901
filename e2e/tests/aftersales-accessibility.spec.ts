import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { bookThroughApi, guestPage } from '../support/aftersales-steps.ts';
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

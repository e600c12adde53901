import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/mailbox.ts';
import { mailsTo } from '../support/flight-booking-steps.ts';
import { violations } from '../support/axe.ts';
import { payThroughGateway } from '../support/card-fields.ts';
import { daysFromNow, pickDate } from '../support/hotel-search-steps.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

async function openHotelsTab(page: Page) {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await page.getByRole('tab', { name: 'Hotels' }).click();
  const form = page.getByRole('form', { name: 'Search hotels' });
  await expect(form).toBeVisible();
  return form;
}

async function pickDestination(page: Page, typed: string) {
  const field = page
    .getByRole('textbox', { name: 'Destination' })
    .or(page.getByLabel('Destination', { exact: true }))
    .first();
  await field.click();
  await field.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${typed}`) })
    .first()
    .click();
}

async function openRooms(page: Page) {
  await page.getByRole('button', { name: /^Travellers and rooms/ }).click();
  return page.getByRole('dialog', { name: 'Travellers and rooms' });
}

test('a guest books 2 rooms for 3 nights, pays, sees the order, opens the mail’s link on a phone and cancels it free of charge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('guest-hotel');
  const form = await openHotelsTab(page);
  await pickDestination(page, 'Paris');
  await pickDate(page, 'Check-in', daysFromNow(30));
  await pickDate(page, 'Check-out', daysFromNow(33));

  const rooms = await openRooms(page);
  // A room starts with 2 adults: room 1 keeps them, room 2 has 1 adult and a child of 7.
  await expect(rooms.getByTestId('room-1-adults')).toHaveText('2');
  await rooms.getByRole('button', { name: 'Add another room' }).click();
  while ((await rooms.getByTestId('room-2-adults').textContent()) !== '1')
    await rooms.getByRole('button', { name: 'Fewer adults in room 2' }).click();
  await rooms.getByRole('button', { name: 'More children in room 2' }).click();
  await rooms.getByLabel('Room 2, child 1 age').selectOption('7');
  await rooms.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('button', { name: /^Travellers and rooms: 4 travellers, 2 room/ }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/hotelList\?t=\d+/);
  const first = page.getByRole('link', { name: /^See availability at / }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();
  await expect(page).toHaveURL(/\/hotelDetail\/[^?]+\?sk=/);
  // The address changes before the list leaves the screen; its cards also say '3 nights, 2 rooms'.
  await expect(page.getByRole('link', { name: /^See availability at / })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByText(/3 nights, 2 rooms/)).toBeVisible({ timeout: 20_000 });

  // A free-cancellation plan for each room.
  for (const room of [1, 2]) {
    await page
      .getByRole('button', {
        name: new RegExp(`^Choose for room ${room} – .*, Free cancellation$`),
      })
      .first()
      .click();
  }
  const stay = page.getByRole('complementary', { name: 'Your stay' });
  const detailTotal =
    (await stay
      .getByText(/^Total$/)
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? '';
  await stay.getByRole('button', { name: 'Reserve' }).click();
  await page.getByRole('button', { name: 'No, just book it' }).click();

  await expect(page).toHaveURL(/\/hotelReservations\//, { timeout: 20_000 });
  const reservation = page.getByRole('form', { name: 'Reservation form' });
  await expect(reservation).toBeVisible({ timeout: 20_000 });
  const room1 = reservation.getByRole('group', { name: /^Room 1/ });
  await room1.getByLabel('First name').fill('Ada');
  await room1.getByLabel('Last name').fill('Lovelace');
  const room2 = reservation.getByRole('group', { name: /^Room 2/ });
  await room2.getByLabel('First name').fill('Charles');
  await room2.getByLabel('Last name').fill('Babbage');
  await reservation.getByLabel('Contact name').fill('Ada Lovelace');
  await reservation.getByLabel('Email address').fill(email);
  const mobile = reservation.getByLabel(/^Mobile/).first();
  if (await mobile.isVisible()) await mobile.fill('412345678');
  await reservation.getByRole('button', { name: /Continue|Book|Reserve|Pay/ }).click();

  await expect(page).toHaveURL(/\/hotelPay\//, { timeout: 20_000 });
  const due = page.getByTestId('amount-due');
  await expect(due).toHaveText(/\d/, { timeout: 20_000 });
  expect((await due.textContent())?.replace(/[^\d.]/g, '')).toBe(
    detailTotal.replace(/[^\d.]/g, ''),
  );
  await payThroughGateway(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/paymentSuccess/, { timeout: 30_000 });

  await page
    .getByRole('link', { name: /order|booking/i })
    .filter({ hasText: /view|see|open/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hotelOrderDetail\//, { timeout: 20_000 });
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ada Lovelace · 2 adults')).toBeVisible();
  await expect(page.getByText('Charles Babbage · 1 adult, 1 child (age 7)')).toBeVisible();
  // A guest has no My Trips: the way back is the booking look-up.
  await expect(page.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
    'href',
    '/searchBookings',
  );
  await expect(page.getByRole('link', { name: 'My Trips' })).toHaveCount(0);
  // The stay is written as the pages write dates, never 2026-12-24.
  await expect(page.getByText(/^Check-in \w{3} \d{1,2} \w{3} \d{4} from /)).toBeVisible();

  // The confirmation mail's link on a phone: the page asks only for the e-mail and opens the booking.
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('Hotel booking confirmed'));
  const confirmation = (await mailsTo(email)).find((m) =>
    m.subject.startsWith('Hotel booking confirmed'),
  )!;
  const link = confirmation.text.match(/https?:\/\/\S+\/hotelOrderDetail\/HW[A-Z0-9]+/)![0];
  const elsewhere = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await elsewhere.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: /^Open booking HW/ })).toBeVisible();
  await phone.screenshot({ path: path.join(artifacts, 'hotel-order-open-phone.png') });
  await phone.getByLabel('Email').fill(email);
  await phone.getByRole('button', { name: 'Open booking' }).click();
  await expect(phone.getByText('Ada Lovelace · 2 adults')).toBeVisible({ timeout: 20_000 });
  await phone.screenshot({ path: path.join(artifacts, 'hotel-order-phone.png'), fullPage: true });
  // Its receipt downloads there too, with only that e-mail as proof.
  const [receipt] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(/^HW[A-Z0-9]+-receipt\.pdf$/);
  await expect(phone.getByText('This order could not be found.')).toHaveCount(0);
  await elsewhere.close();

  await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText(/^(Room Cancelled|Room Refund)$/).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({
    path: path.join(artifacts, 'hotel-order-cancelled.png'),
    fullPage: true,
  });
});

test("a child without an age blocks the hotel search with 'Please select the child's age.'", async ({
  page,
}) => {
  const form = await openHotelsTab(page);
  await pickDestination(page, 'Paris');
  const rooms = await openRooms(page);
  await rooms.getByRole('button', { name: 'More children in room 1' }).click();
  await rooms.getByRole('button', { name: 'Apply' }).click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText("Please select the child's age.").first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/hotelList/);
});

test('the hotel list, detail and reservation pages have no accessibility violations; the list fits 375 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await openHotelsTab(page);
  await pickDestination(page, 'Paris');
  await form.getByRole('button', { name: 'Search' }).click();
  const first = page.getByRole('link', { name: /^See availability at / }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(first).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(artifacts, 'hotel-list-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await first.click();
  await expect(
    page.getByRole('button', { name: /^Choose .* for room 1$|^Choose / }).first(),
  ).toBeVisible({ timeout: 20_000 });
  expect(await violations(page)).toEqual([]);

  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page
    .getByRole('complementary', { name: 'Your stay' })
    .getByRole('button', { name: 'Reserve' })
    .click();
  await page.getByRole('button', { name: 'No, just book it' }).click();
  await expect(page.getByRole('form', { name: 'Reservation form' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await violations(page)).toEqual([]);
});

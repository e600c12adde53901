import { expect, test, type Page } from '@playwright/test';
import { register, signedInPage } from '../support/accounts.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import {
  checkWidths,
  guestPage,
  inDays,
  linkIn,
  mailsTo,
  runJobsLater,
  seed,
  waitForMail,
} from '../support/alert-steps.ts';

/** Hotels in Sydney from the home page's form (a week ahead, two nights, one room of two adults). */
async function searchSydneyHotels(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hotels' }).click();
  const field = page
    .getByRole('textbox', { name: 'Destination' })
    .or(page.getByLabel('Destination', { exact: true }))
    .first();
  await field.click();
  await field.fill('Sydney');
  await page
    .getByRole('option', { name: /^Sydney/ })
    .first()
    .click();
  await page
    .getByRole('form', { name: 'Search hotels' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Sydney: \d+ propert(y|ies) found$/,
    { timeout: 30_000 },
  );
}

const freeCancellation = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: /^Free cancellation \(\d+\)$/ });

test('a guest tracks hotel prices from the hotel list, confirms from the mail, gets a cheaper stay after the job runs and unsubscribes from the mail', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('hotel.alerts.guest');
  const page = await guestPage(browser);
  await searchSydneyHotels(page);
  // The kept filters are part of the alert: only stays that can be cancelled free.
  await freeCancellation(page).check();
  await expect(freeCancellation(page)).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sydney: \d+ propert/);

  await expect(page.getByRole('button', { name: 'Track prices' })).toBeVisible();
  await checkWidths(page, 'hotel-alerts-list', false);
  await page.getByRole('button', { name: 'Track prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Track prices' });
  await expect(dialog.getByText('We will watch Hotels in Sydney')).toBeVisible();
  await expect(dialog.getByText(/Alerts end after the check-in date/)).toBeVisible();
  await checkWidths(page, 'hotel-alerts-track-dialog', false);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Nothing but the confirmation goes to an address not yet confirmed, even when the job runs.
  const confirmMail = await waitForMail(email, /^Confirm your price alert: Hotels in Sydney$/);
  expect(confirmMail.text).toMatch(/2 nights · 1 room · 2 adults · free cancellation/);
  await seed('/seed/price-alerts/earlier-price', { email, factor: 1.25 });
  await runJobsLater(13);
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual([confirmMail.subject]);

  await page.goto(linkIn(confirmMail, 'Confirm this price alert'));
  await expect(page.getByRole('heading', { name: 'Your price alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('Your price alert is on')).toBeVisible();
  const card = page.getByRole('article', { name: 'Hotels in Sydney' });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(card.getByText(/2 nights · 1 room · 2 adults · free cancellation/)).toBeVisible();
  await checkWidths(page, 'hotel-alerts-confirmed');

  // The stay cost more when saved; the job, run a day later, mails the drop.
  await seed('/seed/price-alerts/earlier-price', { email, factor: 1.25 });
  await runJobsLater(25);
  const dropMail = await waitForMail(email, /^Price drop: Hotels in Sydney now AUD /);
  expect(dropMail.text).toMatch(
    /The cheapest stay of Hotels in Sydney \(.*\) is now AUD [\d,]+\.\d\d, down from AUD [\d,]+\.\d\d\./,
  );
  const seeHotels = linkIn(dropMail, 'See the hotels');
  expect(seeHotels).toMatch(/\/hotelList\?destination=Sydney&/);

  // One click in the mail, no sign-in.
  await page.goto(linkIn(dropMail, 'Unsubscribe from this alert'));
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await expect(card.getByText('Unsubscribed')).toBeVisible();
  // No more drops after it, whoever runs the job (the other alert journeys move the clock too).
  const drops = async () =>
    (await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop')).length;
  const dropsBefore = await drops();
  await runJobsLater(50);
  expect(await drops()).toBe(dropsBefore);

  // The mail's link opens the same hotel search, its filter on, on a device that never searched.
  const fresh = await guestPage(browser);
  await fresh.goto(seeHotels);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(/^Sydney: \d+ propert/, {
    timeout: 30_000,
  });
  await expect(freeCancellation(fresh)).toBeChecked();
  // The address becomes the list's own address for that search (decision 027), to share or reload.
  await expect(fresh).toHaveURL(/\/hotelList\?t=\d+&Destination=Sydney&.*CheckIn=\d{4}-\d\d-\d\d/);
  await fresh.context().close();
  await page.context().close();
});

test('signed in: one click tracks the hotel search; the Price alerts tab lists it with its history beside flight alerts', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await register('hotel.alerts.user');
  const page = await signedInPage(browser, account);
  await page.goto(
    `/flightsList?tripType=1&fromCity=Sydney&fromCityCode=SYD&toCity=Melbourne&toCityCode=MEL&fromDate=${inDays(40)}&adultNumber=1&childNumber=0&cabinPref=Y`,
  );
  await page.getByRole('button', { name: 'Track prices' }).click();
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();
  await searchSydneyHotels(page);
  await page.getByRole('button', { name: 'Track prices' }).click();
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();

  // A later run adds a second price to the history.
  await runJobsLater(13);
  await page.getByRole('link', { name: 'Tracking prices' }).click();
  await expect(page).toHaveURL(/\/userInfo\?tab=4$/);
  const panel = page.getByRole('tabpanel', { name: 'Price alerts' });
  const card = panel.getByRole('article', { name: 'Hotels in Sydney' });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(card.getByText(/2 nights · 1 room · 2 adults/)).toBeVisible();
  await expect(
    card.getByRole('figure', { name: 'Price history of Hotels in Sydney' }),
  ).toBeVisible();
  // Saved, then re-priced (more points when another journey's run moved the clock further).
  await expect.poll(() => card.locator('.recharts-line-dot').count()).toBeGreaterThanOrEqual(2);
  await expect(panel.getByRole('article', { name: 'Sydney to Melbourne' })).toBeVisible();
  await checkWidths(page, 'hotel-alerts-account');

  await card.getByRole('button', { name: 'Pause Hotels in Sydney' }).click();
  await expect(card.getByText('Paused')).toBeVisible();
  await card.getByRole('button', { name: 'Delete Hotels in Sydney' }).click();
  await page
    .getByRole('dialog', { name: 'Delete price alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card).toHaveCount(0);
  await expect(panel.getByRole('article')).toHaveCount(1);
  await page.context().close();
});

import { expect, test } from '@playwright/test';
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

const searchUrl = (fromDate: string) =>
  `/flightsList?tripType=1&fromCity=Sydney&fromCityCode=SYD&toCity=Melbourne&toCityCode=MEL&fromDate=${fromDate}&adultNumber=1&childNumber=0&cabinPref=Y`;

test('a guest tracks prices, confirms from the mail, gets a price drop after the job runs and unsubscribes from the mail', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('alerts.guest');
  const page = await guestPage(browser);
  const tracked = searchUrl(inDays(45));
  await page.goto(tracked);
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Track prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Track prices' });
  await expect(dialog.getByText('Mail me when the price falls by')).toBeVisible();
  await expect(dialog.getByLabel('Drop in percent')).toHaveValue('5%');
  await checkWidths(page, 'price-alerts-track-dialog', false);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // A reload remembers what was asked here.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Confirm from your mail' })).toBeVisible();

  // Nothing but the confirmation goes to an address not yet confirmed, even when the job runs.
  const confirmMail = await waitForMail(email, /^Confirm your price alert: Sydney to Melbourne/);
  await seed('/seed/price-alerts/earlier-price', { email, factor: 1.25 });
  await runJobsLater(13);
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual([confirmMail.subject]);

  await page.goto(linkIn(confirmMail, 'Confirm this price alert'));
  await expect(page.getByRole('heading', { name: 'Your price alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('Your price alert is on')).toBeVisible();
  const card = page.getByRole('article', { name: 'Sydney to Melbourne' });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(card.getByText('a drop of 5% or more')).toBeVisible();
  await checkWidths(page, 'price-alerts-confirmed');
  // Back on the search, this browser (which opened the mail's page) shows the alert.
  await page.goto(tracked);
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();

  // The fare was higher when saved; the job, run a day later, mails the drop.
  await seed('/seed/price-alerts/earlier-price', { email, factor: 1.25 });
  await runJobsLater(25);
  const dropMail = await waitForMail(email, /^Price drop: Sydney to Melbourne now AUD /);
  expect(dropMail.text).toMatch(/is now AUD [\d,]+\.\d\d, down from AUD [\d,]+\.\d\d\./);
  const seeFlights = linkIn(dropMail, 'See the flights');
  expect(seeFlights).toContain('/flightsList?tripType=1&fromCity=Sydney&fromCityCode=SYD');

  // One click in the mail, no sign-in.
  await page.goto(linkIn(dropMail, 'Unsubscribe from this alert'));
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await expect(card.getByText('Unsubscribed')).toBeVisible();
  await checkWidths(page, 'price-alerts-unsubscribed');
  // No more drops after it, whoever runs the job (the other alert journeys move the clock too).
  const drops = async () =>
    (await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop')).length;
  const dropsBefore = await drops();
  await runJobsLater(50);
  expect(await drops()).toBe(dropsBefore);

  // The mail's search link opens the search.
  await page.goto(seeFlights);
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', level: 1 })).toBeVisible();
  await page.context().close();
});

test('signed in: one click tracks prices; the Price alerts tab shows the history and pauses, changes and deletes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // An address with nowhere to break wraps inside the page at 375 px.
  const account = await register('alerts.travellerwithaverylongunbrokenmailboxname');
  const page = await signedInPage(browser, account);
  await page.goto(searchUrl(inDays(50)));
  await expect(page.getByRole('heading', { name: 'Sydney to Melbourne', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Track prices' }).click();
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();
  // After a reload the search still says it is tracked, and can be stopped there.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop tracking prices' }).click();
  await expect(page.getByRole('button', { name: 'Track prices' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Track prices' }).click();
  await expect(page.getByRole('link', { name: 'Tracking prices' })).toBeVisible();

  // A later run adds a second price to the history.
  await runJobsLater(13);
  await page.getByRole('link', { name: 'Tracking prices' }).click();
  await expect(page).toHaveURL(/\/userInfo\?tab=4$/);
  const panel = page.getByRole('tabpanel', { name: 'Price alerts' });
  const card = panel.getByRole('article', { name: 'Sydney to Melbourne' });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(
    card.getByRole('figure', { name: 'Price history of Sydney to Melbourne' }),
  ).toBeVisible();
  await expect(card.locator('svg.recharts-surface')).toBeVisible();
  // Saved, then re-priced (more points when another journey's run moved the clock further).
  await expect.poll(() => card.locator('.recharts-line-dot').count()).toBeGreaterThanOrEqual(2);
  await checkWidths(page, 'price-alerts-account');
  await page.setViewportSize({ width: 375, height: 800 });
  const intro = panel.getByText(`We mail ${account.email} when the lowest price drops.`);
  expect(await intro.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Pause Sydney to Melbourne' }).click();
  await expect(card.getByText('Paused')).toBeVisible();
  await card.getByRole('button', { name: 'Resume Sydney to Melbourne' }).click();
  await expect(card.getByText('Watching')).toBeVisible();

  await card.getByRole('button', { name: 'Change Sydney to Melbourne' }).click();
  const change = page.getByRole('dialog', { name: 'Change price alert' });
  await change.getByText('An amount').click();
  await change.getByLabel('Drop in AUD').fill('25');
  await checkWidths(page, 'price-alerts-change-dialog', false);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('a drop of AUD 25.00 or more')).toBeVisible();

  await card.getByRole('button', { name: 'Delete Sydney to Melbourne' }).click();
  await page
    .getByRole('dialog', { name: 'Delete price alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByText('No price alerts yet')).toBeVisible();
  await checkWidths(page, 'price-alerts-account-empty');
  await page.context().close();
});

test('signed in: a multi-city search is tracked as one trip and its alert opens the same three flights', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await register('alerts.multi');
  const page = await signedInPage(browser, account);
  const legs = [
    {
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: inDays(60),
    },
    {
      fromCity: 'Singapore',
      fromCityCode: 'SIN',
      toCity: 'London',
      toCityCode: 'LON',
      fromDate: inDays(64),
    },
    {
      fromCity: 'London',
      fromCityCode: 'LON',
      toCity: 'Sydney',
      toCityCode: 'SYD',
      fromDate: inDays(72),
    },
  ];
  const query = new URLSearchParams({
    tripType: '3',
    fromCity: 'Sydney',
    fromCityCode: 'SYD',
    toCity: 'Singapore',
    toCityCode: 'SIN',
    fromDate: legs[0]!.fromDate,
    legs: JSON.stringify(legs),
    adultNumber: '1',
    childNumber: '0',
    cabinPref: 'Y',
  });
  await page.goto(`/flightsList?${query}`);
  const title = 'Sydney → Singapore → London → Sydney';
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Track prices' }).click();
  await page.getByRole('link', { name: 'Tracking prices' }).click();

  const panel = page.getByRole('tabpanel', { name: 'Price alerts' });
  const name = 'Sydney to Singapore, London and Sydney';
  const card = panel.getByRole('article', { name });
  await expect(card.getByText('Watching')).toBeVisible();
  await expect(card.getByText(/^Multi-city · 3 flights, /)).toBeVisible();
  await checkWidths(page, 'price-alerts-multi-city');
  await card.getByRole('link', { name: `Open search for ${name}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/tripType=3/);
  await page.context().close();
});

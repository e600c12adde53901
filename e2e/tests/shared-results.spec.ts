import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pickCity } from '../support/flight-booking-steps.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const hotelNames = (page: Page) =>
  page
    .getByRole('link', { name: /^See availability at / })
    .evaluateAll((links) => links.slice(0, 5).map((l) => l.getAttribute('aria-label')));

const flightHeading = (page: Page) => page.getByRole('heading', { name: /of \d+ flights?/ });
const firstFlight = (page: Page) => page.locator('article h3').first();

/** Decision 027: a results page's address holds its search, so it can be reloaded and shared. */
test('a results address shows the same results after a reload and in a fresh browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // Hotels: a search from home, then its address reloaded and opened with no stored search.
  await page.goto('/');
  await page.getByRole('tab', { name: 'Hotels' }).click();
  const hotelForm = page.getByRole('form', { name: 'Search hotels' });
  const destination = page
    .getByRole('textbox', { name: 'Destination' })
    .or(page.getByLabel('Destination', { exact: true }))
    .first();
  await destination.fill('Paris');
  await page
    .getByRole('option', { name: /^Paris/ })
    .first()
    .click();
  await hotelForm.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotelList\?t=\d+&.*Destination=Paris/);
  await expect(page.getByRole('link', { name: /^See availability at / }).first()).toBeVisible({
    timeout: 30_000,
  });
  // The list draws its first screen first, then the rest (decision 027): the first five, once drawn.
  await expect.poll(async () => (await hotelNames(page)).length, { timeout: 30_000 }).toBe(5);
  const hotels = await hotelNames(page);
  const hotelUrl = page.url();
  await page.reload();
  await expect.poll(() => hotelNames(page), { timeout: 30_000 }).toEqual(hotels);

  // Flights: a search from home, its address then opened in a fresh browser.
  await page.goto('/?active=1');
  const flightForm = page.getByRole('form', { name: 'Search flights' });
  await expect(flightForm).toBeVisible();
  await pickCity(page, 'From', 'Sydney', /Sydney/);
  await pickCity(page, 'To', 'London', /London/);
  await flightForm.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/flightsList\?/);
  await expect(flightHeading(page)).toBeVisible({ timeout: 30_000 });
  const flights = await flightHeading(page).textContent();
  const cheapest = await firstFlight(page).textContent();
  const flightUrl = page.url();

  for (const width of [1280, 375]) {
    const fresh = await browser.newContext({
      viewport: { width, height: width > 400 ? 800 : 740 },
    });
    const tab = await fresh.newPage();
    await tab.goto(hotelUrl);
    await expect.poll(() => hotelNames(tab), { timeout: 30_000 }).toEqual(hotels);
    await tab.screenshot({ path: path.join(artifacts, `shared-hotel-list-${width}.png`) });
    await tab.goto(flightUrl);
    await expect(flightHeading(tab)).toHaveText(flights!, { timeout: 30_000 });
    await expect(firstFlight(tab)).toHaveText(cheapest!);
    // The fresh tab keeps the search for the session, as a search from the form does (SPEC 3).
    const copy = await tab.evaluate(() => sessionStorage.getItem('flightSearchSession'));
    expect(JSON.parse(copy ?? '{}')).toMatchObject({ fromCity: expect.stringMatching(/Sydney/) });
    await tab.screenshot({ path: path.join(artifacts, `shared-flights-list-${width}.png`) });
    await fresh.close();
  }
});

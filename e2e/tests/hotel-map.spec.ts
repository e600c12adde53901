import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

async function check(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(500);
  expect(await violations(page), `${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: path.join(artifacts, `${name}-${width}.png`) });
}

test('the map shows a pin with its price for each hotel of the page, follows a filter, and a pin leads to the hotel and its place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
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

  // The list: each card's name and price a night (20 to a page).
  const cards = page.locator('article');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Sydney: \d+ propert(y|ies) found$/, { timeout: 30_000 });
  const foundIn = async () =>
    Number(/: (\d+) propert/.exec((await heading.textContent()) ?? '')?.[1]);
  await expect(cards).toHaveCount(Math.min(20, await foundIn()));
  const listed = await cards.evaluateAll((all) =>
    all.map((card) => ({
      name: card.querySelector('h2')?.textContent ?? '',
      price:
        Array.from(card.querySelectorAll('p'))
          .map((p) => p.textContent ?? '')
          .find((t) => /^AUD [\d,]+\.\d\d$/.test(t)) ?? '',
    })),
  );
  expect(listed.length).toBeGreaterThan(1);

  // The map: one pin per card, showing its price, named by the hotel.
  const view = page.getByRole('radiogroup', { name: 'Show hotels as' });
  await view.getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: 'Map of the hotels on this page' });
  const pins = map.getByRole('button', { name: / a night$/ });
  await expect(pins).toHaveCount(listed.length);
  await expect(cards).toHaveCount(0);
  for (const { name, price } of listed) {
    const pin = map.getByRole('button', { name: `${name}, ${price} a night` });
    await expect(pin).toHaveText(price);
  }
  await check(page, 'hotel-map', 1280);

  // A filter: the pins become the filtered page's hotels.
  // Its count in the filter is what the list will have.
  const fiveStars = page.getByText(/^5 stars \(\d+\)$/);
  const expected = Number(/\((\d+)\)/.exec((await fiveStars.textContent()) ?? '')?.[1]);
  await page.getByRole('checkbox', { name: /^5 stars/ }).check();
  await expect(heading).toHaveText(
    `Sydney: ${expected} ${expected === 1 ? 'property' : 'properties'} found`,
  );
  const found = await foundIn();
  expect(found).toBeLessThan(listed.length);
  await expect(pins).toHaveCount(found);

  // Side by side on a wide screen: the same hotels as cards and pins.
  await view.getByText('List and map', { exact: true }).click();
  await expect(cards).toHaveCount(found);
  await expect(pins).toHaveCount(found);
  await check(page, 'hotel-list-and-map', 1280);
  // A phone has list or map, and the map fills the width.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(view.getByText('List and map', { exact: true })).toHaveCount(0);
  await expect(pins).toHaveCount(found);
  await check(page, 'hotel-map', 375);
  await page.setViewportSize({ width: 1280, height: 900 });

  // By keyboard: a pin opens the hotel's name and prices, which lead to its page. Back at 1280 px
  // the list and the map are side by side again, and the map redraws its pins as it takes its
  // new size: the pin is focused once the page has settled.
  await expect(view.getByText('List and map', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(found);
  const popup = page.locator('.leaflet-popup');
  await expect(async () => {
    if (!(await popup.isVisible())) {
      await pins.first().focus();
      await expect(pins.first()).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(popup).toContainText(/ a night · total AUD /, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const name = (await popup.getByRole('link').textContent()) ?? '';
  await popup.getByRole('link').click();
  await expect(page).toHaveURL(/\/hotelDetail\/[^?]+\?sk=/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  const place = page.getByRole('region', { name: `Map: where ${name} is` });
  await place.scrollIntoViewIfNeeded();
  await expect(place.locator('.leaflet-marker-icon')).toHaveCount(1);
  await check(page, 'hotel-place-map', 1280);
  await check(page, 'hotel-place-map', 375);
});

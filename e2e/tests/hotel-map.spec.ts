import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

async function check(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(500);
  expect(await violations(page), `${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: path.join(artifacts, `${name}-${width}.png`) });
}

/**
 * What a traveller can reach on the map: each hotel's own pin, or a cluster pin counting it.
 * A pin under another pin is not reachable: its middle must show the pin itself.
 */
async function reachableHotels(map: Locator): Promise<number> {
  return map.evaluate((el) => {
    const frame = el.getBoundingClientRect();
    const icons = Array.from(el.querySelectorAll<HTMLElement>('.leaflet-marker-icon')).map(
      (icon) => ({
        icon,
        box: (icon.firstElementChild ?? icon).getBoundingClientRect(),
        z: Number(icon.style.zIndex || 0),
      }),
    );
    const inside = (b: DOMRect, x: number, y: number) =>
      x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
    let count = 0;
    for (const { icon, box, z } of icons) {
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (!inside(frame, x, y)) continue;
      // Leaflet stacks pins by z-index: one drawn over this one's middle hides it.
      if (icons.some((o) => o.icon !== icon && o.z >= z && inside(o.box, x, y))) continue;
      count += icon.dataset.hotels ? Number(icon.dataset.hotels) : icon.dataset.hotelId ? 1 : 0;
    }
    return count;
  });
}

test('the map shows every hotel of the page as its pin with its price or in a cluster, follows a filter, and a pin leads by keyboard to the hotel and its place', async ({
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

  // The map at its first zoom: every hotel of the page can be seen, as a pin showing its price
  // and named by the hotel, or counted in a cluster where pins would cover each other.
  const view = page.getByRole('radiogroup', { name: 'Show hotels as' });
  await view.getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: 'Map of the hotels on this page' });
  const pins = map.getByRole('button', { name: / a night$/ });
  await expect(pins.first()).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect.poll(() => reachableHotels(map)).toBe(listed.length);
  const priceOf = new Map(listed.map((h) => [h.name, h.price]));
  for (const label of await pins.evaluateAll((all) =>
    all.map((p) => p.getAttribute('aria-label')),
  )) {
    const name = label!.replace(/, AUD [\d,.]+ a night$/, '');
    await expect(map.getByRole('button', { name: label!, exact: true })).toHaveText(
      priceOf.get(name)!,
    );
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
  await expect.poll(() => reachableHotels(map)).toBe(found);

  // Side by side on a wide screen: the same hotels as cards and pins.
  await view.getByText('List and map', { exact: true }).click();
  await expect(cards).toHaveCount(found);
  await expect.poll(() => reachableHotels(map)).toBe(found);
  await check(page, 'hotel-list-and-map', 1280);
  // A phone has list or map, and the map fills the width.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(view.getByText('List and map', { exact: true })).toHaveCount(0);
  await expect.poll(() => reachableHotels(map)).toBe(found);
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
  // The popup takes the focus: its link is the next thing a keyboard reaches, not 20 pins away.
  await expect(popup.getByRole('link')).toBeFocused();
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

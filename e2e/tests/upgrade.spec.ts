import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { violations } from '../support/axe.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const OFFER = 'A new version of Farewise is available —';

// A page whose code is gone from the network: the service worker (which may or may not have taken
// over by then, and whose fetches page.route does not see) would serve its own copy instead.
test.use({ serviceWorkers: 'block' });

for (const width of [1280, 375]) {
  test(`after a deploy, a page whose code is gone offers the new version and reloads into it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const mine = await (await page.request.get('/v3/upgrade')).json();
    expect(mine.data.version).toMatch(/^[0-9a-f]{12}$/);
    await page.goto('/');
    await expect(page.locator('meta[name="farewise-version"]')).toHaveAttribute(
      'content',
      mine.data.version,
    );
    await page.getByRole('button', { name: 'Agree' }).click();

    // The deploy: the server now runs another build, and this build's page files are gone.
    await page.route('**/v3/upgrade', (route) =>
      route.fulfill({ json: { code: 200, msg: 'success', data: { version: 'f00dfeedbeef' } } }),
    );
    await page.route(/\/assets\/search-bookings-page-[\w-]+\.js/, (route) =>
      route.fulfill({ status: 404, body: 'Not found.' }),
    );
    await page.goto('/aboutUs');
    if (width === 375) {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('link', { name: 'Mange Bookings' }).click();
    } else {
      await page.getByRole('link', { name: 'Mange Bookings' }).click();
    }

    const offer = page.getByRole('heading', { name: OFFER });
    await expect(offer).toBeVisible();
    await expect(page.getByText('Something went wrong')).toBeHidden();
    // One offer at a time: the bar above the header stays away while the page shows it.
    await expect(page.getByRole('status', { name: 'New version' })).toBeHidden();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, `upgrade-offer-${width}.png`) });

    // Reload brings the new build: here, the same files served again.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/searchBookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your booking');
    await expect(page.getByRole('heading', { name: OFFER })).toBeHidden();
  });
}

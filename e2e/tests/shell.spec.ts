import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { E2E } from '../support/ports.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

test('home has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('footer')).toContainText('Copyright');
  expect(await violations(page)).toEqual([]);
});

test('the banner is agreed once per browser session', async ({ page }) => {
  await page.goto('/');
  const agree = page.getByRole('button', { name: 'Agree' });
  await expect(agree).toBeVisible();
  await agree.click();
  await expect(agree).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agree' })).toBeHidden();
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toContain('bannerAgreed');
});

test('the banner is painted with the page, before any script runs; once agreed, it is not painted again', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/aboutUs');
  const painted = bare.getByRole('region', { name: 'Cookies and terms' });
  await expect(painted).toContainText('our use of cookies and our Terms and Conditions.');
  await expect(painted.getByRole('button', { name: 'Agree' })).toBeVisible();
  await noScript.close();

  await page.goto('/aboutUs');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.reload({ waitUntil: 'domcontentloaded' });
  // Before the app has replaced the painted page: the inline check has hidden the banner.
  expect(
    await page.evaluate(() => {
      const banner = document.querySelector('#root .shell-banner');
      return [
        document.documentElement.hasAttribute('data-agreed'),
        !banner || getComputedStyle(banner).display === 'none',
      ];
    }),
  ).toEqual([true, true]);
});

test("a hotel's page and a booking's ask for their code with the app's entry, not after it has run", async ({
  browser,
}) => {
  // No service worker (it would answer the entry from its cache) and the entry never arrives:
  // whatever page's code the browser asks for, the loader asked for it.
  const context = await browser.newContext({ baseURL: E2E.baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  const entry = /data-entry="([^"]+)"/.exec(await (await page.request.get('/')).text())?.[1];
  expect(entry).toBeTruthy();
  await page.route(`**${entry}`, (route) => route.abort());
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  for (const [address, chunk] of [
    ['/hotelDetail/1250015082-53', /\/hotel-detail-page-[\w-]+\.js$/],
    ['/flightsBooking/0c8a08e4-6932-4ae0-959c-af6d62732955', /\/flights-booking-page-[\w-]+\.js$/],
  ] as const) {
    scripts.length = 0;
    await page.goto(address);
    await expect.poll(() => scripts.some((s) => chunk.test(s))).toBe(true);
  }
  scripts.length = 0;
  await page.goto('/aboutUs');
  await page.waitForLoadState('load');
  expect(scripts.filter((s) => /-page-[\w-]+\.js$/.test(s))).toEqual([]);
  await context.close();
});

test("a hotel's page on a phone is painted with its first photo before the app runs, where the page then draws it", async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const address = '/hotelDetail/1250015082-53';
  const entry = /data-entry="([^"]+)"/.exec(await (await page.request.get('/')).text())?.[1];
  expect(entry).toBeTruthy();
  const rectOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        return { src: img.getAttribute('src'), x: r.x, y: r.y, width: r.width, height: r.height };
      });
  // Without the app (its entry never arrives): the photo the server painted, loaded.
  await page.route(`**${entry}`, (route) => route.abort());
  await page.goto(address);
  const painted = page.locator('#root .shell-hotel img');
  await expect(painted).toBeVisible();
  await expect
    .poll(() => painted.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const shell = await rectOf('#root .shell-hotel img');
  expect(shell.src).toMatch(/^\/v3\/hotel\/photo\/1250015082-53-0\.svg$/);
  // With the app: the gallery's first photo is that photo, in the same place.
  await page.unroute(`**${entry}`);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await rectOf('main img[alt$="photo 1 of 5"]')).toEqual(shell);
  // A hotel that does not exist: no photo, painted or drawn.
  await page.goto('/hotelDetail/no-such-hotel');
  await expect(page.getByRole('heading', { name: "We couldn't find this hotel" })).toBeVisible();
  await expect(page.locator('#root img[src^="/v3/hotel/photo/"]')).toHaveCount(0);
  await context.close();
});

test("a hotel list on a phone is painted with its words and first hotel's photo before the app runs, where the page then draws them", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, serviceWorkers: 'block' });
  const page = await context.newPage();
  const entry = /data-entry="([^"]+)"/.exec(await (await page.request.get('/')).text())?.[1];
  expect(entry).toBeTruthy();
  const paris = (
    (await (await page.request.get('/v3/hotel/keyword?k=paris')).json()).data as {
      ID: string;
      Name: string;
      Type: number;
      CountryCode: string;
    }[]
  ).find((s) => s.ID.startsWith('c'))!;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const address = `/hotelList?${new URLSearchParams({
    t: String(Date.now()),
    Destination: paris.Name,
    Type: String(paris.Type),
    CountryCode: paris.CountryCode,
    Country: paris.ID,
    FirstCountry: paris.Name,
    CheckIn: day(40),
    CheckOut: day(43),
    Rooms: '2-6',
  })}`;
  const boxOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el: HTMLElement) => {
        const r = el.getBoundingClientRect();
        return { src: el.getAttribute('src'), x: r.x, y: r.y, width: r.width, height: r.height };
      });
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    // Without the app (its entry never arrives): the words and the photo the server painted.
    await page.route(`**${entry}`, (route) => route.abort());
    await page.goto(address);
    const painted = page.locator('#root .shell-hotels img');
    await expect(painted).toBeVisible();
    await expect
      .poll(() => painted.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const shellPhoto = await boxOf('#root .shell-hotels img');
    const shellTitle = await boxOf('#root .shell-hotels h1');
    const title = await page.locator('#root .shell-hotels h1').textContent();
    expect(title).toMatch(new RegExp(`^${paris.Name}: \\d+ properties found$`));
    // With the app: the first card's photo and the title are those, in the same places.
    await page.unroute(`**${entry}`);
    await page.goto(address);
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    expect(await boxOf('main article img'), `${width} px`).toEqual(shellPhoto);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    expect(await boxOf('#hotel-results-title'), `${width} px`).toEqual(shellTitle);
  }
  await context.close();
});

test('the header, the customer support page and the footer show site info', async ({ page }) => {
  const info = await (await page.request.get('/v2/static/siteInfo')).json();
  await page.goto('/mangeBookings');
  await expect(page.getByRole('main')).toContainText(info.data.tel_general_enquiries);
  await expect(page.getByRole('main')).toContainText(info.data.support_mail);
  await expect(page.locator('footer')).toContainText(info.data.address);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find that page/i);
});

test('a new page opens at its top; Back returns to where the last one was scrolled, as does a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Agree' }).click();
  const aboutUs = page.locator('footer').getByRole('link', { name: 'About Us' });
  await aboutUs.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await aboutUs.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Farewise');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(aboutUs).toBeInViewport();
  // After a reload the page's parts arrive one by one; the browser keeps the same part in view.
  await page.reload();
  await expect(aboutUs).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

for (const width of [1280, 375]) {
  test(`home at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing wider than the screen: the layout works at this width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifacts, `home-${width}.png`), fullPage: true });
  });
}

test('the mobile drawer at 375 px locks the page scroll and lists the sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  for (const name of ['Hotels', 'Flights', 'Manage Bookings', 'About us']) {
    await expect(
      drawer.getByRole('link', { name }).or(drawer.getByRole('button', { name })).first(),
    ).toBeVisible();
  }
  const overflow = await page.evaluate(
    () =>
      getComputedStyle(document.body).overflow +
      getComputedStyle(document.documentElement).overflow,
  );
  expect(overflow).toContain('hidden');
  await page.screenshot({ path: path.join(artifacts, 'drawer-375.png') });
  await drawer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/aboutUs$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

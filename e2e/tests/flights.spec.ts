import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { pickCity } from '../support/flight-booking-steps.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

/** Runs a round-trip Sydney to London search from the home page and waits for the results. */
async function searchSydneyLondon(page: Page) {
  await page.goto('/?active=1');
  const form = page.getByRole('form', { name: 'Search flights' });
  await expect(form).toBeVisible();
  await pickCity(page, 'From', 'Sydney', /Sydney/);
  await pickCity(page, 'To', 'London', /London/);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/flightsList\?/);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 30_000,
  });
}

function resultCards(page: Page) {
  return page
    .getByRole('region', { name: /fares for option/i })
    .or(page.locator('[aria-labelledby^="routing-"]'));
}

test('a round-trip search from Sydney to London shows flights with fares', async ({ page }) => {
  await searchSydneyLondon(page);
  const heading = await page.getByRole('heading', { name: /of \d+ flights?/ }).textContent();
  expect(Number(heading?.match(/of (\d+)/)?.[1])).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Book / }).first()).toBeVisible();
  // Both legs are shown on a round trip.
  await expect(page.getByText('Depart', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Return', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: path.join(artifacts, 'flights-list-1280.png') });
});

test('a filter and a sort change the list', async ({ page }) => {
  await searchSydneyLondon(page);
  const heading = page.getByRole('heading', { name: /of \d+ flights?/ });
  const before = (await heading.textContent()) ?? '';
  const total = Number(before.match(/of (\d+)/)?.[1]);

  // Sort: cheapest first gives prices in ascending order; fastest first gives another order.
  const optionHeadings = page.locator('article h3');
  const prices = async () =>
    (await optionHeadings.allTextContents()).map((t) =>
      Number((t.match(/from [A-Z]{3} ([\d,.]+)/)?.[1] ?? '0').replace(/,/g, '')),
    );
  await page.getByText('Cheapest', { exact: true }).click();
  await expect
    .poll(async () => {
      const p = await prices();
      return p.length > 0 && p.every((v, i) => i === 0 || v >= p[i - 1]!);
    })
    .toBe(true);
  const cheapestOrder = await optionHeadings.allTextContents();
  await page.getByText('Fastest', { exact: true }).click();
  await expect
    .poll(async () => (await optionHeadings.allTextContents()).join('|'))
    .not.toBe(cheapestOrder.join('|'));

  // Filter: keep one airline; fewer flights are shown.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const boxes = filters.getByRole('checkbox');
  const names = await boxes.evaluateAll((els) =>
    els.map(
      (el) =>
        (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '',
    ),
  );
  const airline = names.find(
    (n) =>
      /\(\d+\)$/.test(n) &&
      !/stop|Nonstop|Night|Morning|Afternoon|Evening|bag/i.test(n) &&
      Number(n.match(/\((\d+)\)$/)?.[1]) < total,
  );
  expect(airline, `an airline filter among: ${names.join(', ')}`).toBeTruthy();
  await filters.getByRole('checkbox', { name: airline, exact: true }).check();
  await expect(heading).not.toHaveText(before);
  const after = Number(((await heading.textContent()) ?? '').match(/^(\d+)/)?.[1]);
  expect(after).toBeLessThan(total);
});

test('the policy dialog opens from a fare card', async ({ page }) => {
  await searchSydneyLondon(page);
  await page
    .getByRole('button', { name: /Baggage/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Baggage Allowance').first()).toBeVisible();
  await expect(dialog.getByText(/Cancellation Fees/).first()).toBeVisible();
  await expect(dialog.getByText(/Change Fees/).first()).toBeVisible();
  await expect(dialog.getByText('Before Flight Departure').first()).toBeVisible();
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
});

test('the results page works at 375 px and has no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await searchSydneyLondon(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(artifacts, 'flights-list-375.png'), fullPage: false });
  expect(await violations(page)).toEqual([]);
});

void resultCards;

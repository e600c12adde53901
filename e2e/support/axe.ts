import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where browser tests leave their screenshots. */
export const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

/**
 * Axe's violations on the page as it is now (or the part `include` selects), one line each (rule, help and where), so a failing
 * test names them. WCAG 2.5.3 (a visible label is part of the accessible name) is opt-in in axe
 * and switched on here.
 */
export async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Waits until no transition or animation that ends is still running (a dialog fading in, a
 * field's focus ring): axe measures colours as they are drawn, so half-faded text reads as too
 * pale. Endless ones (skeletons' shimmer, loaders) are not waited for.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** Axe at 1280 and 375 px, and a screenshot at each, of the page as it is now (a dialog: the screen). */
export async function checkWidths(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(400);
    await animationsDone(page);
    expect(await violations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

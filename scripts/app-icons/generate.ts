/**
 * The installed app's icons (web app manifest, decision 020): the site's own mark, the blue
 * circle with the white plane that the header logo and the favicon draw
 * (apps/server/src/modules/site/site.assets.ts), rendered to PNG by Debian's Chromium.
 *
 *   npx tsx scripts/app-icons/generate.ts
 *
 * Writes apps/web/public/icons/: icon-192.png and icon-512.png (the mark on white, for any use),
 * maskable-512.png (full-bleed blue with the plane inside the central 80% safe zone, for
 * launchers that cut icons to a circle or a squircle) and apple-touch-icon.png (180 px).
 * The PNGs are committed; run this again only when the mark changes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { mark } from '../../apps/server/src/modules/site/site.assets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'apps/web/public/icons');
const BRAND = '#0b5cad';

/** The mark (drawn in a 40 × 40 box) on a square of `size`, scaled to `share` of it. */
function icon(size: number, share: number, background: string): string {
  const scale = (size * share) / 40;
  const offset = (size - 40 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${background}"/>${mark(offset, offset, scale)}</svg>`;
}

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: icon(192, 0.9, '#ffffff') },
  { file: 'icon-512.png', size: 512, svg: icon(512, 0.9, '#ffffff') },
  // The circle is the background's colour: only the plane shows, well inside the safe zone.
  { file: 'maskable-512.png', size: 512, svg: icon(512, 0.78, BRAND) },
  { file: 'apple-touch-icon.png', size: 180, svg: icon(180, 0.84, '#ffffff') },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>body{margin:0}</style>${svg}`);
    await page.screenshot({
      path: path.join(out, file),
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`${file}: ${size} x ${size}`);
  }
} finally {
  await browser.close();
}

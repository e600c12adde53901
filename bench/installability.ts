/// <reference lib="dom" />
// Chrome's installability check of the built site (decision 020): the check Lighthouse's
// "installable-manifest" audit reported (Lighthouse 12 dropped its PWA audits; 11.7.1 gave 100 on
// 2026-11-24, bench/README.md). Loads home in a fresh, non-incognito profile of Debian's Chromium,
// waits for the service worker, and prints the manifest's errors and Chrome's installability
// errors (CDP Page.getInstallabilityErrors); exits 1 when there is any.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveSite } from './serve-site.ts';

const site = await serveSite(Number(process.env.BENCH_PORT ?? 3298));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'farewise-install-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
let failed = true;
try {
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    return (
      await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).length))
    ).reduce((a, b) => a + b, 0);
  });
  console.log(`manifest: ${manifest.url}, errors: ${JSON.stringify(manifest.errors)}`);
  console.log(`service worker: in control, ${precached} files cached`);
  console.log(`installability errors: ${JSON.stringify(installabilityErrors)}`);
  failed = manifest.errors.length > 0 || installabilityErrors.length > 0;
  console.log(failed ? 'FAIL: not installable' : 'Installable: yes');
} finally {
  await context.close();
  await site.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

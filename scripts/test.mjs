// `npm test`: every test — unit, component and API (Vitest), then the browser tests
// (Playwright driving Debian's Chromium, installed here when missing, as Debian's redis-server is
// for the API tests). Prints one summary line.
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  ensureChromium,
  ensureDependencies,
  ensureRedis,
  ensureWebBuild,
  log,
  run,
} from './lib.mjs';

await ensureDependencies();
const resultsDir = path.join(ROOT, '.tmp/test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const only = process.argv[2]; // 'unit' or 'e2e' to run one half
let passed = 0;
let failed = 0;
let skipped = 0;
let failures = 0;
const failedNames = [];

if (only !== 'e2e') {
  await ensureRedis();
  log('Unit, component and API tests (Vitest)…');
  const vitestJson = path.join(resultsDir, 'vitest.json');
  fs.rmSync(vitestJson, { force: true });
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  if (code !== 0) failures++;
  if (fs.existsSync(vitestJson)) {
    const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    if ((r.numTotalTests ?? 0) === 0) failures++;
    for (const file of r.testResults ?? []) {
      const rel = path.relative(ROOT, file.name ?? '');
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failedNames.push(`${rel} › ${t.fullName ?? t.title}`);
      }
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
        failedNames.push(`${rel} (${(file.message ?? 'failed to run').split('\n')[0]})`);
      }
    }
  } else failures++;
}

if (only !== 'unit') {
  await ensureChromium();
  await ensureWebBuild();
  log('Browser tests (Playwright, Chromium)…');
  const pwJson = path.join(resultsDir, 'playwright.json');
  fs.rmSync(pwJson, { force: true });
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  if (code !== 0) failures++;
  if (fs.existsSync(pwJson)) {
    const s = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    if ((s.expected ?? 0) + (s.unexpected ?? 0) + (s.flaky ?? 0) === 0) failures++;
    // Each failed test as file › describe titles › test title.
    const walk = (suite, trail) => {
      const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected') {
            failedNames.push(`${spec.file} › ${[...here, spec.title].join(' › ')}`);
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of JSON.parse(fs.readFileSync(pwJson, 'utf8')).suites ?? []) walk(suite, []);
  } else failures++;
}

console.log(`\nAll tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
// Named again last, so that the tail of a long log says which test failed.
for (const name of failedNames) console.log(`  failed: ${name}`);
process.exit(failures === 0 && failed === 0 ? 0 : 1);

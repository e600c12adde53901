import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
// Through the build's plugin, as the browser gets it (decision 029).
import { all } from 'country-codes-list';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';
import { COUNTRY_FIELDS } from '../../build/slim-country-codes';

const installed = createRequire(import.meta.url)('country-codes-list') as {
  all: () => Record<string, unknown>[];
};

test("the browser's country list is the installed package's, with the fields the calling codes read", () => {
  const full = installed.all();
  expect(all()).toEqual(full.map((c) => Object.fromEntries(COUNTRY_FIELDS.map((f) => [f, c[f]]))));
  expect(CALLING_CODES.length).toBeGreaterThan(200);
  expect(CALLING_CODES.find((c) => c.iso === 'AU')).toEqual({
    iso: 'AU',
    country: 'Australia',
    code: '61',
    flag: '🇦🇺',
  });
  // The calling codes read no other field of the package's rows.
  // A string path: jsdom's URL is not the one Node's fs takes.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const source = fs.readFileSync(
    path.join(here, '../../../../packages/domain/src/contacts/calling-codes.ts'),
    'utf8',
  );
  const packageFields = new Set(Object.keys(full[0]!));
  const read = new Set(
    [...source.matchAll(/\.(\w+)\b/g)].map((m) => m[1]!).filter((f) => packageFields.has(f)),
  );
  expect([...read].sort()).toEqual([...COUNTRY_FIELDS].sort());
});

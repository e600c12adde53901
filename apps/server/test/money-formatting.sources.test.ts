import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * Every amount goes through the domain's money formatting (issue 12, decision 022): no page, mail
 * or list writes money by hand. This reads the sources of the apps and the domain and fails on the
 * two ways money used to be written by hand: a number's toFixed(2), and a currency code put in
 * front of an interpolated amount ('${currency} ${amount}').
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dirs = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
/** The money module itself writes the format. */
const allowed = new Set(['packages/domain/src/money/format.ts']);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const HAND_MADE = [
  { name: 'toFixed(2)', re: /\.toFixed\(\s*2\s*\)/ },
  // `${currency} ${…}`, `${order.Currency} ${…}`, `${x.currencyEx} ${…}`, 'AUD ${…}'
  { name: 'currency code before an amount', re: /\$\{[\w.?]*currency\w*\}\s*\$\{/i },
  { name: 'literal currency before an amount', re: /\b(?:AUD|USD|EUR|CNY) \$\{/ },
];

describe('money formatting', () => {
  test('no source formats money by hand', () => {
    const hits: string[] = [];
    const files = dirs.flatMap((dir) => sources(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const rel = relative(root, file).replace(/\\/g, '/');
      if (allowed.has(rel)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const rule of HAND_MADE)
            if (rule.re.test(line)) hits.push(`${rel}:${i + 1} ${rule.name}: ${line.trim()}`);
        });
    }
    expect(hits).toEqual([]);
  });
});

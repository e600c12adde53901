// Every code file is at most 300 lines, split by role (issue 38), or says in its first 5 lines why
// it is kept whole: `// Kept whole (N lines): <why>`. Tests, specs, fixtures, data tables
// (suppliers/*/data), declarations (*.d.ts) and generated files are not counted.
// Usage: node scripts/check-file-size.mjs [root]  (root defaults to the repository)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 300;
const KEPT_WHOLE = /Kept whole/;
const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));

/** The folders of code, as globs of one level: apps/<any>/src, packages/<any>/src, ... */
const codeRoots = [
  ['apps', '*', 'src'],
  ['packages', '*', 'src'],
  ['e2e', 'support'],
  ['scripts'],
  ['bench'],
];
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'generated',
  'test',
  'tests',
  '__tests__',
  'fixtures',
]);

function expand(parts, base = root) {
  if (parts.length === 0) return [base];
  const [head, ...rest] = parts;
  if (head !== '*') return expand(rest, join(base, head));
  let names;
  try {
    names = readdirSync(base, { withFileTypes: true });
  } catch {
    return [];
  }
  return names.filter((d) => d.isDirectory()).flatMap((d) => expand(rest, join(base, d.name)));
}

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skippedDirs.has(entry.name)) continue;
      // Data tables of the suppliers (suppliers/<kind>/data/**).
      if (entry.name === 'data' && dir.split(sep).at(-2) === 'suppliers') continue;
      yield* walk(path);
    } else if (entry.isFile()) {
      yield path;
    }
  }
}

function isCode(path) {
  const name = path.split(sep).at(-1);
  if (!/\.(ts|tsx|mjs)$/.test(name)) return false;
  if (/\.d\.(ts|mts)$/.test(name)) return false;
  if (/\.(test|spec)\./.test(name)) return false;
  if (/\.(generated|gen)\./.test(name)) return false;
  return true;
}

const seen = new Set();
const tooLong = [];
for (const dir of codeRoots.flatMap((parts) => expand(parts))) {
  for (const path of walk(dir)) {
    if (seen.has(path) || !isCode(path)) continue;
    seen.add(path);
    const lines = readFileSync(path, 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    if (lines.length <= MAX_LINES) continue;
    if (lines.slice(0, 5).some((line) => KEPT_WHOLE.test(line))) continue;
    tooLong.push({ path: relative(root, path).split(sep).join('/'), lines: lines.length });
  }
}

if (tooLong.length > 0) {
  tooLong.sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
  for (const { path, lines } of tooLong) console.error(`${path}: ${lines} lines`);
  console.error(
    `Split each by role into files of at most ${MAX_LINES} lines, or say in its first 5 lines why it is kept whole: // Kept whole (N lines): <why>`,
  );
  process.exit(1);
}
console.log(`Every code file is at most ${MAX_LINES} lines or says why it is kept whole`);

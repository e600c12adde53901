// Part of `npm run lint`: every decision in docs/decisions says what was decided, and why, in at
// most 400 words (counted as `wc -w` counts them). Measurements and what was tried belong in
// bench/README.md, with their commands.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_WORDS = 400;
const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));

const tooLong = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({
    name,
    words: readFileSync(join(dir, name), 'utf8').split(/\s+/).filter(Boolean).length,
  }))
  .filter(({ words }) => words > MAX_WORDS);

if (tooLong.length > 0) {
  for (const { name, words } of tooLong) {
    console.error(`docs/decisions/${name}: ${words} words (at most ${MAX_WORDS})`);
  }
  console.error(
    'A decision says context, decision and consequences; measurements and what was tried go to bench/README.md.',
  );
  process.exit(1);
}
console.log(`docs/decisions: every decision is at most ${MAX_WORDS} words`);

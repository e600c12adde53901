/**
 * What the flight search's hand-kept Map caches save over lru-cache on their hot path (decision
 * 047): the cost of a hit, the only case a warm search meets, for the key shapes they are asked
 * with (a date string, a day number). `npx tsx bench/cache-lookups.ts`
 */
import { LRUCache } from '../apps/server/node_modules/lru-cache/dist/esm/index.js';

const ROUNDS = 5;
const LOOKUPS = 5_000_000;

function time(label: string, run: () => number): number {
  let best = Infinity;
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint();
    sink += run();
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / LOOKUPS);
  }
  console.log(`${label.padEnd(44)} ${best.toFixed(1)} ns a hit (${sink > 0 ? 'ok' : ''})`);
  return best;
}

// A search asks about a few hundred dates and a few thousand local minutes.
const dates = Array.from({ length: 400 }, (_, i) =>
  new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
);
const minutes = Array.from({ length: 4_000 }, (_, i) => 29_000_000 + i * 17);

function compare<K extends string | number>(name: string, keys: readonly K[]): void {
  const map = new Map<K, number>();
  const lru = new LRUCache<K, number>({ max: 200_000 });
  keys.forEach((k, i) => {
    map.set(k, i + 1);
    lru.set(k, i + 1);
  });
  const n = keys.length;
  const m = time(`Map, ${name}`, () => {
    let s = 0;
    for (let i = 0; i < LOOKUPS; i++) s += map.get(keys[i % n]!) ?? 0;
    return s;
  });
  const l = time(`LRUCache, ${name}`, () => {
    let s = 0;
    for (let i = 0; i < LOOKUPS; i++) s += lru.get(keys[i % n]!) ?? 0;
    return s;
  });
  console.log(`  LRUCache / Map: ${(l / m).toFixed(1)}x`);
}

compare('date text keys (dayNumber, nextDay, dueDates)', dates);
compare('number keys (formatLocal by local minute)', minutes);

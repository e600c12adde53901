/**
 * How fast the From/To suggestion index is built and answers: builds it from the generated
 * reference data, runs 10,000 queries of the kinds travellers type, prints build time and
 * p50/p99 per query.   npx tsx bench/city-suggest.ts
 */
import { performance } from 'node:perf_hooks';
import { loadReferenceData } from '../apps/server/src/suppliers/flights/reference-data.ts';
import { buildCityIndex } from '../apps/server/src/suppliers/flights/city-index.ts';

const QUERIES = [
  'lo',
  'lon',
  'lond',
  'london',
  'LHR',
  'nyc',
  'new y',
  'syd',
  'sydney',
  'kenn',
  'par',
  'paris',
  'tok',
  'tokyo',
  'sao',
  'são paulo',
  'zu',
  'zurich',
  'xian',
  'ai',
  'air',
  'int',
  'international',
  'san',
  'santa',
  'ba',
  'bangkok',
  'dubai',
  'aus',
  'australia',
  'united',
  'uk',
  'ch',
  'chi',
  'china',
  'me',
  'mel',
  'los a',
  'zz',
  'qx',
];
const RUNS = 10_000;

const loadStart = performance.now();
const data = loadReferenceData();
const loadMs = performance.now() - loadStart;
const buildStart = performance.now();
const index = buildCityIndex(data);
const buildMs = performance.now() - buildStart;

for (let i = 0; i < 2_000; i++) index.suggest(QUERIES[i % QUERIES.length] as string); // warm up the JIT

const micros: number[] = [];
let results = 0;
for (let i = 0; i < RUNS; i++) {
  const query = QUERIES[i % QUERIES.length] as string;
  const start = performance.now();
  const answer = index.suggest(query);
  micros.push((performance.now() - start) * 1000);
  results += answer.airportlist.length + answer.citylist.length + answer.countrylist.length;
}
micros.sort((a, b) => a - b);
const pct = (p: number) =>
  (micros[Math.min(micros.length - 1, Math.floor((p / 100) * micros.length))] as number).toFixed(1);

console.log(
  `reference data: ${data.airports.length} airports, ${data.cities.length} cities, read in ${loadMs.toFixed(0)} ms`,
);
console.log(`index: ${index.keyCount} keys, built in ${buildMs.toFixed(0)} ms`);
console.log(
  `${RUNS} queries: p50 ${pct(50)} µs, p99 ${pct(99)} µs, max ${pct(100)} µs (${results} suggestions)`,
);

import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle-orm's PGlite session reads as text (it maps them itself): dates, times,
 * intervals, their arrays, and numeric[]. drizzle passes a parser for each with every query,
 * and PGlite copies its ~300 parsers into a new object to merge them on every query: 0.2-0.3 ms
 * and about 90 kB of garbage a statement on the request thread (decision 038).
 */
const ELEMENT_OF_ARRAY = new Map<number, number>([
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
  [1231, types.NUMERIC],
]);
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  ...ELEMENT_OF_ARRAY.keys(),
];
const textTypes = new Set(DRIZZLE_TEXT_TYPES);
const asText = (value: string) => value;

/** Query options without parsers that only say what the client already does. */
function withoutTextParsers(options?: QueryOptions): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((type) => textTypes.has(Number(type)))) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * Sets a ready PGlite client to read drizzle's text types as text once, and returns:
 * - `forDrizzle`: the client as drizzle sees it, whose queries (and transactions') leave out
 *   drizzle's own parsers for those types (any other parsers still go through);
 * - `pgParsers`: PGlite's own parsers of those types, for the callers that expect them (pg-boss
 *   reads its timestamps as Dates), passed with their queries.
 */
export function textTypesOnce(client: PGlite): {
  forDrizzle: PGlite;
  pgParsers: NonNullable<QueryOptions['parsers']>;
} {
  const own = client.parsers;
  const pgParsers: NonNullable<QueryOptions['parsers']> = {};
  const before = new Map(DRIZZLE_TEXT_TYPES.map((type) => [type, own[type]]));
  for (const [type, parser] of before) {
    if (!parser) continue;
    const element = ELEMENT_OF_ARRAY.get(type);
    if (element === undefined) {
      pgParsers[type] = parser;
      continue;
    }
    // An array's own parser looks its elements' up on the client, which will read them as text.
    const ofElement = (before.has(element) ? before.get(element) : own[element]) as types.Parser;
    pgParsers[type] = (value: string) => types.arrayParser(value, ofElement, type);
  }
  for (const type of DRIZZLE_TEXT_TYPES) own[type] = asText;

  const wrapTx = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: (query: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(query, params, withoutTextParsers(options)),
    });
  const forDrizzle = Object.assign(Object.create(client) as PGlite, {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      client.query(query, params, withoutTextParsers(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(wrapTx(tx))),
  });
  return { forDrizzle, pgParsers };
}

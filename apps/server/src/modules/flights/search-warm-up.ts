import type { FastifyInstance } from 'fastify';

/**
 * New flight searches the site sends itself before it listens (decision 033), when searches are
 * priced in the search worker (production): each goes the whole way a traveller's does (HTTP,
 * validation, the offer row on the database, the worker, the answer), so the main thread's code
 * and the database's are compiled on them rather than on the first travellers' searches, which
 * otherwise arrive together and wait behind each other's first run.
 *
 * Long-haul, regional and domestic routes, small airports and cities of several airports (since
 * decision 037: eight long-haul routes before), so that the code of each kind of search is
 * compiled; routes the flight bench does not search, leaving 200 days out and more (its searches
 * leave within 140 days): no search it measures finds a day of flights made here. Their offers
 * are ordinary ones: they expire after 30 minutes as any search's do.
 */
const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['BNE', 'SIN'],
  ['ADL', 'PER'],
  ['PAR', 'NYC'],
  ['ORD', 'DFW'],
  ['DXB', 'BKK'],
  ['BCN', 'MUC'],
  ['DEL', 'DXB'],
  ['TPE', 'OSA'],
  ['SYD', 'TYO'],
  ['WLG', 'CHC'],
  ['LON', 'SIN'],
  ['HBA', 'BNE'],
  ['MEL', 'AKL'],
  ['YUL', 'YVR'],
  ['HKG', 'LON'],
  ['BOG', 'LIM'],
];
const CURRENCIES = ['AUD', 'USD', 'EUR', 'CNY'] as const;
/**
 * Searches sent: enough that the code each kind of search runs is optimised (decision 033; 60
 * since decision 036, when a search's own work had become small enough that the first
 * travellers' searches waited mostly on code not yet optimised; 200 since decision 038's
 * follow-up of 2026-11-29, when the compiler still worked a second on the first pass's code).
 */
export const WARM_UP_SEARCHES = 200;
/** Searches sent at once: the main thread and the search worker both at work, as under traffic. */
const WARM_UP_CONCURRENCY = 4;
/** A documentation address (RFC 5737): the warm-up shares no rate-limit bucket with a client. */
const WARM_UP_ADDRESS = '192.0.2.16';

/** The warm-up's request bodies: one-way, round and multi-city trips, every cabin, children. */
export function warmUpSearchBodies(now: Date, count = WARM_UP_SEARCHES): Record<string, unknown>[] {
  const ahead = (days: number) =>
    new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const [from, to] = ROUTES[i % ROUTES.length]!;
    // 200 to 347 days out: every return (at most 13 days later) within the 361 days one can search.
    const out = 200 + ((i * 3) % 150);
    const party = {
      adultNumber: 1 + (i % 3),
      childNumber: i % 4 === 1 ? 1 : 0,
      cabinPref: i % 4 === 3 ? 'C' : 'Y',
      Currency: CURRENCIES[i % CURRENCIES.length],
    };
    if (i % 5 === 4) {
      const [, third] = ROUTES[(i + 1) % ROUTES.length]!;
      return {
        tripType: 3,
        ...party,
        legs: [
          { fromCityCode: from, toCityCode: to, fromDate: ahead(out) },
          { fromCityCode: to, toCityCode: third, fromDate: ahead(out + 4) },
        ],
      };
    }
    const round = i % 3 !== 0;
    return {
      tripType: round ? 2 : 1,
      fromCityCode: from,
      toCityCode: to,
      fromDate: ahead(out),
      retDate: round ? ahead(out + 5 + (i % 9)) : null,
      ...party,
    };
  });
}

/**
 * Sends the warm-up searches, a few at a time; says how many answered and how long it took. A
 * search that fails is logged and the start goes on: the warm-up never keeps the site down.
 */
export async function warmUpFlightSearch(
  app: FastifyInstance,
): Promise<{ answered: number; ms: number }> {
  const started = performance.now();
  let answered = 0;
  const bodies = warmUpSearchBodies(app.clock.now());
  let next = 0;
  async function sendInTurn() {
    while (next < bodies.length) {
      const payload = bodies[next++];
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/v2/ticket/ticketSearchNew',
          payload,
          remoteAddress: WARM_UP_ADDRESS,
        });
        if (res.statusCode === 200 && res.json<{ code: number }>().code === 200) answered++;
        else
          app.log.warn({ status: res.statusCode, body: res.body.slice(0, 200) }, 'warm-up search');
      } catch (err) {
        app.log.warn({ err }, 'warm-up search failed');
      }
    }
  }
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, sendInTurn));
  return { answered, ms: performance.now() - started };
}

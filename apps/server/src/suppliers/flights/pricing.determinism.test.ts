import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createSimulatedFlightSupplier } from './flight-supplier.ts';

/**
 * The supplier's fares for a fixed set of journeys, booking days, cabins and travellers must not
 * change when pricing is made faster (its date arithmetic, what it keeps between calls). Only
 * update the hash for a deliberate change of the fare model, and say why in the commit.
 */
const ROUTES: [string, string, string, string][] = [
  ['SYD', 'LON', '2026-12-15', '2027-01-05'],
  ['LON', 'NYC', '2027-03-27', '2027-04-04'],
  ['MEL', 'TYO', '2027-07-01', '2027-07-09'],
  ['PER', 'SIN', '2027-10-30', '2027-11-07'],
  ['CBR', 'PER', '2026-12-20', '2026-12-27'],
  ['GRU', 'EZE', '2027-02-12', '2027-02-14'],
];
/** Booking days: two days before a departure (advance fares), weeks and months before. */
const TODAYS = ['2026-11-28', '2026-12-13', '2027-03-01'];

test('the supplier prices journeys as before (hash of their fares)', async () => {
  const supplier = createSimulatedFlightSupplier();
  const hash = createHash('sha256');
  let quotes = 0;
  for (const [from, to, out, back] of ROUTES) {
    const outbounds = (await supplier.search({ from, to, date: out })).slice(0, 8);
    const returns = (await supplier.search({ from: to, to: from, date: back })).slice(0, 4);
    for (const today of TODAYS) {
      for (const cabin of ['Y', 'C'] as const) {
        for (const [i, outbound] of outbounds.entries()) {
          const journey = i % 2 ? [outbound] : [outbound, returns[i % returns.length]!];
          const found = await supplier.price({
            journey,
            cabin,
            adults: 1 + (i % 3),
            children: i % 2,
            today,
            seatsLeft: journey.map((_it, leg) => 2 + (((i + leg) * 7) % 40)),
            rate: i % 2 ? 1 : 1.52,
          });
          quotes += found.length;
          hash.update(
            JSON.stringify(found.map((q) => ({ ...q, refunds: q.refunds, changes: q.changes }))),
          );
        }
      }
    }
  }
  expect(quotes).toBe(864);
  // Changed on purpose (issue 37): seats come from each airline's own aircraft, so some fares'
  // seats left (and with them demand) moved.
  expect(hash.digest('hex')).toBe(
    '7bda302f9d36df591b1ef7ce9579e0f81f69c2e019cad61b2ea30cb80527f9fa',
  );
}, 120_000);

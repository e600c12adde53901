import { describe, expect, test } from 'vitest';
import { cardRuleText } from '@farewise/domain/flights/fare-rules';
import { sliceSchedule } from '@farewise/domain/flights/slice-payment';
import { createSimulatedFlightSupplier, type Itinerary } from './flight-supplier.ts';
import { MAX_CONNECTION_MINUTES, MIN_CONNECTION_MINUTES } from './schedule.ts';

const supplier = createSimulatedFlightSupplier();
const today = '2026-11-20';
const date = '2026-12-15';
const ROUTES: [string, string][] = [
  ['SYD', 'MEL'],
  ['SYD', 'LON'],
  ['LON', 'NYC'],
  ['BJS', 'SHA'],
  ['BNE', 'ZQN'],
  ['CBR', 'PER'],
  ['AAA', 'NYC'],
  ['TYO', 'PAR'],
];

function minutesBetween(a: number, b: number) {
  return (b - a) / 60_000;
}

describe('the simulated flight supplier', () => {
  test('the same search gives the same flights and fares', async () => {
    const fresh = createSimulatedFlightSupplier({ cacheSize: 1 });
    for (const [from, to] of ROUTES) {
      const a = await supplier.search({ from, to, date });
      const b = await fresh.search({ from, to, date });
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      if (a[0]) {
        const quote = {
          journey: [a[0]],
          cabin: 'Y' as const,
          adults: 2,
          children: 1,
          today,
          seatsLeft: [50],
          rate: 1.53,
        };
        expect(await fresh.price(quote)).toEqual(await supplier.price(quote));
      }
    }
  });

  test('every itinerary is physically consistent and starts and ends where searched', async () => {
    for (const [from, to] of ROUTES) {
      const list = await supplier.search({ from, to, date });
      expect(list.length, `${from}-${to}`).toBeGreaterThan(0);
      const fromAirports = new Set(supplier.airportsFor(from).map((a) => a.code));
      const toAirports = new Set(supplier.airportsFor(to).map((a) => a.code));
      for (const it of list) {
        const first = it.flights[0]!;
        const last = it.flights[it.flights.length - 1]!;
        expect(fromAirports.has(first.from), `${it.key} leaves from ${from}`).toBe(true);
        expect(toAirports.has(last.to), `${it.key} lands in ${to}`).toBe(true);
        expect(first.depLocal.slice(0, 10)).toBe(date);
        it.flights.forEach((f, i) => {
          expect(f.arrUtc).toBeGreaterThan(f.depUtc);
          expect(minutesBetween(f.depUtc, f.arrUtc)).toBe(f.blockMinutes);
          const next = it.flights[i + 1];
          if (next) {
            expect(next.from).toBe(f.to);
            const gap = minutesBetween(f.arrUtc, next.depUtc);
            expect(gap).toBeGreaterThanOrEqual(MIN_CONNECTION_MINUTES);
            expect(gap).toBeLessThanOrEqual(MAX_CONNECTION_MINUTES);
          }
        });
        expect(it.totalMinutes).toBe(minutesBetween(first.depUtc, last.arrUtc));
      }
    }
  });

  test('a codeshare names the airline that operates it', async () => {
    const list = await supplier.search({ from: 'LON', to: 'NYC', date });
    const shared = list.flatMap((it) => it.flights).find((f) => f.codeShare);
    expect(shared).toBeDefined();
    expect(shared!.operatingCarrier).not.toBe(shared!.marketingCarrier);
  });

  describe('fares', () => {
    let outbound: Itinerary;
    let inbound: Itinerary;
    test('are positive integers in minor units, and a child pays less than an adult', async () => {
      outbound = (await supplier.search({ from: 'SYD', to: 'LON', date }))[0]!;
      inbound = (await supplier.search({ from: 'LON', to: 'SYD', date: '2026-12-29' }))[0]!;
      for (const cabin of ['Y', 'C'] as const) {
        const quotes = await supplier.price({
          journey: [outbound, inbound],
          cabin,
          adults: 2,
          children: 2,
          today,
          seatsLeft: [30, 30],
          rate: 7.2,
        });
        expect(quotes.map((q) => q.product)).toEqual(['0THP', 'CHGF', 'RF24']);
        for (const q of quotes) {
          for (const amount of [q.adultFare, q.childFare, q.adultTax, q.childTax, q.total]) {
            expect(Number.isInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThan(0);
          }
          expect(q.childFare).toBeLessThan(q.adultFare);
          expect(q.total).toBe(2 * (q.adultFare + q.adultTax) + 2 * (q.childFare + q.childTax));
        }
        expect(quotes[0]!.total).toBeLessThan(quotes[1]!.total);
        expect(quotes[1]!.total).toBeLessThan(quotes[2]!.total);
      }
    });

    test('follow SPEC 9: Standard neither refunds nor changes, Flex changes free, Flex-Plus refunds for a fee', async () => {
      const [standard, flex, flexPlus] = await supplier.price({
        journey: [outbound],
        cabin: 'Y',
        adults: 1,
        children: 0,
        today,
        seatsLeft: [30],
        rate: 1,
      });
      const beforeOutside = (
        list: { period: string; window: string | null; passengerType: number }[],
      ) =>
        list.find((r) => r.period === 'before' && r.window === 'outside' && r.passengerType === 0)!;
      const text = (kind: 'refund' | 'change', r: { status: 'T' | 'F' | 'H' | 'E'; fee: number }) =>
        cardRuleText(kind, { ...r, currency: 'USD' });
      expect(text('refund', beforeOutside(standard!.refunds) as never)).toBe('No Refunds');
      expect(text('change', beforeOutside(standard!.changes) as never)).toBe('Non-changeable');
      expect(text('refund', beforeOutside(flex!.refunds) as never)).toBe('No Refunds');
      expect(text('change', beforeOutside(flex!.changes) as never)).toBe('No Change Fee');
      expect(text('refund', beforeOutside(flexPlus!.refunds) as never)).toMatch(
        /^from USD \d+\.\d{2}$/,
      );
      expect(text('change', beforeOutside(flexPlus!.changes) as never)).toBe('No Change Fee');
      // Within 48 hours, no-show and after departure: nothing for any product.
      for (const q of [standard!, flex!, flexPlus!]) {
        for (const r of [...q.refunds, ...q.changes].filter(
          (r) => !(r.period === 'before' && r.window === 'outside'),
        )) {
          expect(r.status).toBe('T');
        }
        expect(q.refunds.find((r) => r.window === 'within')?.noShowCondition).toBe(48);
      }
    });
  });

  test('slice payment is offered far out and not close in', async () => {
    const far = sliceSchedule({
      total: 150_000,
      currency: 'AUD',
      bookedOn: today,
      departureDate: '2027-02-20',
    });
    const near = sliceSchedule({
      total: 150_000,
      currency: 'AUD',
      bookedOn: today,
      departureDate: '2026-11-30',
    });
    expect(far.valid).toBe(true);
    expect(far.deposit + far.instalments.reduce((s, i) => s + i.amount, 0)).toBe(
      far.adjustedAmount,
    );
    expect(near.valid).toBe(false);
  });

  test('seats for sale are within the cabin and at least one', async () => {
    const it = (await supplier.search({ from: 'SYD', to: 'MEL', date }))[0]!;
    const f = it.flights[0]!;
    const seats = supplier.initialSeats(f, 'Y', today);
    expect(seats).toBeGreaterThanOrEqual(1);
    expect(seats).toBeLessThanOrEqual(f.capacity.Y);
  });

  test('nonstop carriers and popular destinations', () => {
    expect(supplier.nonstopCarriers('SYD', 'MEL')).toContain('QF');
    expect(supplier.nonstopCarriers('SYD', 'LON')).toEqual([]);
    const popular = supplier.popularDestinations('SYD', 8);
    expect(popular.length).toBe(8);
    expect(popular.map((a) => a.cityCode)).not.toContain('SYD');
  });

  test('airlines keep to what they fly: no ultra-long-haul for mid-size carriers, no long-haul from secondary airports', async () => {
    const limitedAirports: Record<string, number> = {
      STN: 5_000,
      LTN: 5_000,
      BVA: 4_000,
      LGA: 2_420,
    };
    for (const [from, to] of [
      ['SYD', 'LON'],
      ['LON', 'SYD'],
      ['PAR', 'TYO'],
      ['NYC', 'LAX'],
      ['NYC', 'LON'],
    ] as const) {
      for (const it of await supplier.search({ from, to, date })) {
        for (const f of it.flights) {
          for (const code of [f.from, f.to])
            expect(f.distanceKm, `${f.operatingFlightNo} ${f.from}-${f.to}`).toBeLessThanOrEqual(
              limitedAirports[code] ?? Infinity,
            );
          if (['KC', 'S7'].includes(f.operatingCarrier))
            expect(f.distanceKm, f.operatingFlightNo).toBeLessThanOrEqual(7_500);
        }
      }
    }
  });

  test('Sydney to London connects over hubs of several countries and long-haul flights leave by day or late evening', async () => {
    const list = await supplier.search({ from: 'SYD', to: 'LON', date });
    const hubCountries = new Set(
      list
        .filter((it) => it.flights.length === 2)
        .map((it) => supplier.airportsFor(it.flights[0]!.to)[0]?.countryCode),
    );
    expect(hubCountries.size).toBeGreaterThanOrEqual(6);
    for (const it of list) {
      const first = it.flights[0]!;
      const hour = Number(first.depLocal.slice(11, 13));
      expect(hour >= 6 || hour === 0, `${first.operatingFlightNo} leaves ${first.depLocal}`).toBe(
        true,
      );
    }
  });

  test('a multi-city journey is priced whole: each leg its share, the shares adding up, rules per leg', async () => {
    const journey = [
      (await supplier.search({ from: 'SYD', to: 'SIN', date }))[0]!,
      (await supplier.search({ from: 'SIN', to: 'LON', date: '2026-12-20' }))[0]!,
      (await supplier.search({ from: 'LON', to: 'SYD', date: '2026-12-28' }))[0]!,
    ];
    const quotes = await supplier.price({
      journey,
      cabin: 'Y',
      adults: 1,
      children: 1,
      today,
      seatsLeft: [30, 30, 30],
      rate: 1.53,
    });
    for (const q of quotes) {
      expect(q.legs.map((l) => l.direction)).toEqual([0, 1, 2]);
      const sum = (pick: (l: (typeof q.legs)[number]) => number) =>
        q.legs.reduce((n, l) => n + pick(l), 0);
      expect(sum((l) => l.adultFare)).toBe(q.adultFare);
      expect(sum((l) => l.childFare)).toBe(q.childFare);
      expect(sum((l) => l.adultTax)).toBe(q.adultTax);
      expect(q.baggage).toHaveLength(3);
      expect(new Set(q.refunds.map((r) => r.direction))).toEqual(new Set([0, 1, 2]));
      for (const l of q.legs) expect(l.adultFare).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, test } from 'vitest';
import type { AftersalesOrder, Coupon } from './aftersales.rules.ts';
import { bagsQuote } from './change-quote.ts';

const HOUR = 3_600_000;
const booked = Date.UTC(2026, 10, 1, 9, 0);
const departure = booked + 40 * 24 * HOUR;

function order(): AftersalesOrder {
  const coupons: Coupon[] = [0, 1].flatMap((passengerIndex) =>
    [0, 1].map((direction) => ({
      passengerIndex,
      passengerType: 0 as const,
      direction,
      fare: 50_000,
      tax: 8_000,
      departureUtc: departure + direction * 7 * 24 * HOUR,
      status: 'open' as const,
    })),
  );
  return {
    fareProduct: '0THP',
    currency: 'AUD',
    paymentType: 'full',
    status: 3,
    bookedAt: booked,
    firstDepartureUtc: departure,
    refundRules: [],
    changeRules: [],
    coupons,
    paid: 232_000,
    refunded: 0,
    holdFee: 0,
    ticketTotal: 232_000,
  };
}

const opts = { now: booked + 3 * 24 * HOUR, pricePerPiece: () => 5_400, alreadyBought: () => 0 };
const LIMIT = 'At most 3 extra bags per passenger and flight.';

describe('at most 3 extra bags per passenger and flight', () => {
  test('two lines of 3 for the same ticket are 6 bags, refused (not AUD 324.00 taken)', () => {
    const q = bagsQuote(
      order(),
      [
        { passengerIndex: 0, direction: 0, pieces: 3 },
        { passengerIndex: 0, direction: 0, pieces: 3 },
      ],
      opts,
    );
    expect(q).toMatchObject({ allowed: false, reason: LIMIT });
  });

  test('lines of one request count together with the bags the ticket already has', () => {
    const lines = [
      { passengerIndex: 0, direction: 0, pieces: 1 },
      { passengerIndex: 0, direction: 0, pieces: 1 },
    ];
    expect(bagsQuote(order(), lines, opts)).toMatchObject({ allowed: true, total: 10_800 });
    expect(
      bagsQuote(order(), lines, { ...opts, alreadyBought: (p, d) => (p === 0 && d === 0 ? 2 : 0) })
        .reason,
    ).toBe(LIMIT);
  });

  test('bags an earlier unpaid request holds count too, and the traveller is told why', () => {
    const q = bagsQuote(order(), [{ passengerIndex: 0, direction: 0, pieces: 2 }], {
      ...opts,
      awaitingPayment: (p, d) => (p === 0 && d === 0 ? 2 : 0),
    });
    expect(q.allowed).toBe(false);
    expect(q.reason).toBe(
      `${LIMIT} An earlier request waiting for payment holds 2: pay it, or ask again once it lapses.`,
    );
  });

  test('other passengers and flights have their own 3', () => {
    const q = bagsQuote(
      order(),
      [
        { passengerIndex: 0, direction: 0, pieces: 3 },
        { passengerIndex: 0, direction: 1, pieces: 3 },
        { passengerIndex: 1, direction: 0, pieces: 3 },
      ],
      { ...opts, awaitingPayment: (p, d) => (p === 1 && d === 1 ? 3 : 0) },
    );
    expect(q).toMatchObject({ allowed: true, total: 9 * 5_400 });
  });
});

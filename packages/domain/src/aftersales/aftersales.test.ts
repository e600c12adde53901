import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { RuleEntry, RuleStatus } from '../flights/fare-rules.ts';
import {
  AFTERSALES,
  freeCancellationOfferUntil,
  freeCancellationUntil,
  lettersChanged,
  ruleFor,
  ruleWindow,
  type AftersalesOrder,
  type Coupon,
} from './aftersales.rules.ts';
import { cancelQuote, refundQuote, sliceRefund } from './refund-quote.ts';
import { bagsQuote, changeEligibility, changeQuote } from './change-quote.ts';
import { nameCorrectionQuote } from './name-correction.ts';
import { addBusinessDays } from '../shared/dates.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const booked = Date.UTC(2026, 10, 1, 9, 0);
const departure = booked + 40 * DAY;
const returnDeparture = departure + 10 * DAY;

/** Rules as the supplier writes them for a product (SPEC 9's fare-rule tables). */
function rulesOf(product: string, kind: 'refund' | 'change', fares: number[]): RuleEntry[] {
  const out: RuleEntry[] = [];
  for (const direction of [0, 1] as const) {
    for (const passengerType of [0, 1] as const) {
      const fare = fares[passengerType]!;
      const entry = (
        status: RuleStatus,
        period: RuleEntry['period'],
        window?: 'outside' | 'within',
        fee = 0,
      ): RuleEntry => ({
        direction,
        passengerType,
        status,
        fee,
        currency: 'AUD',
        period,
        noShowHours: window ? 48 : undefined,
        window,
      });
      let outside: RuleEntry;
      if (product === 'XXXX') outside = entry('E', 'before', 'outside');
      else if (kind === 'refund')
        outside =
          product === 'RF24'
            ? entry('H', 'before', 'outside', Math.round(fare * 0.2))
            : entry('T', 'before', 'outside');
      else
        outside =
          product === '0THP' ? entry('T', 'before', 'outside') : entry('F', 'before', 'outside');
      out.push(outside, entry('T', 'before', 'within'), entry('T', 'noShow'), entry('T', 'after'));
    }
  }
  return out;
}

/** Two adults and a child on a round trip: fare 500.00 + tax 80.00 per adult and direction. */
function order(product: string, overrides: Partial<AftersalesOrder> = {}): AftersalesOrder {
  const coupons: Coupon[] = [];
  const types = [0, 0, 1] as const;
  types.forEach((passengerType, passengerIndex) => {
    for (const direction of [0, 1] as const)
      coupons.push({
        passengerIndex,
        passengerType,
        direction,
        fare: passengerType === 0 ? 50_000 : 37_500,
        tax: 8_000,
        departureUtc: direction === 0 ? departure : returnDeparture,
        status: 'open',
      });
  });
  const ticketTotal = coupons.reduce((s, c) => s + c.fare + c.tax, 0);
  return {
    fareProduct: product,
    currency: 'AUD',
    paymentType: 'full',
    status: 3,
    bookedAt: booked,
    firstDepartureUtc: departure,
    refundRules: rulesOf(product, 'refund', [50_000, 37_500]),
    changeRules: rulesOf(product, 'change', [50_000, 37_500]),
    coupons,
    paid: ticketTotal,
    refunded: 0,
    holdFee: 0,
    ticketTotal,
    ...overrides,
  };
}

const everyone = { passengers: [0, 1, 2], directions: [0, 1] as (0 | 1)[] };
const later = booked + 3 * DAY; // after the 24-hour promise, well before departure

describe('time windows', () => {
  test('48 hours before departure divides the fare-rule table; after departure is its own window', () => {
    expect(ruleWindow(departure, departure - 49 * HOUR)).toBe('outside');
    expect(ruleWindow(departure, departure - 47 * HOUR)).toBe('within');
    expect(ruleWindow(departure, departure + 1)).toBe('departed');
    const rules = rulesOf('RF24', 'refund', [50_000, 37_500]);
    expect(ruleFor(rules, 0, 0, 'outside')?.status).toBe('H');
    expect(ruleFor(rules, 0, 0, 'within')?.status).toBe('T');
    expect(ruleFor(rules, 0, 0, 'departed')?.period).toBe('after');
  });

  test('the 24-hour promise holds only for bookings made 7 days or more before departure', () => {
    expect(freeCancellationUntil(order('0THP'))).toBe(booked + DAY);
    expect(
      freeCancellationUntil(order('0THP', { firstDepartureUtc: booked + 6 * DAY })),
    ).toBeNull();
  });

  test('refunds reach the card within 7 business days, weekends not counted', () => {
    expect(addBusinessDays('2026-11-27', 7)).toBe('2026-12-08'); // a Friday
    expect(addBusinessDays('2026-11-23', AFTERSALES.refundBusinessDays)).toBe('2026-12-02');
  });
});

describe('refund quotes per fare', () => {
  test('Flex-Plus (RF24) refunds 80% of the fare and every tax more than 48 hours ahead', () => {
    const q = refundQuote(order('RF24'), everyone, later);
    expect(q.allowed).toBe(true);
    // fares 500+500+375 per direction, 20% kept as the fee
    expect(q.fee).toBe(2 * (10_000 + 10_000 + 7_500));
    expect(q.taxes).toBe(6 * 8_000);
    expect(q.refund).toBe(q.paid - q.fee);
    expect(q.lines[0]!.ruleText).toBe(
      'Flex-Plus fare, more than 48 hours before departure: 80% refund (no questions asked)',
    );
    expect(q.wholeBooking).toBe(true);
    // One traveller's round trip: the figures start from its tickets, not the booking's payment.
    const one = refundQuote(order('RF24'), { passengers: [0], directions: [0, 1] }, later);
    expect(one.tickets).toBe(2 * (50_000 + 8_000));
    expect(one.tickets - one.fee - one.nonRefundable - one.beyondPaid).toBe(one.refund);
    expect(q.reasonRequired).toBe(false);
  });

  test('Standard (0THP) and Flex (CHGF) keep the fare but give the taxes back, as their own line', () => {
    for (const product of ['0THP', 'CHGF']) {
      const q = refundQuote(order(product), { passengers: [0], directions: [1] }, later);
      expect(q.allowed).toBe(true);
      expect(q.nonRefundable).toBe(50_000);
      expect(q.taxes).toBe(8_000);
      expect(q.refund).toBe(8_000);
      expect(q.lines[0]!.ruleText).toContain('Non-refundable');
    }
  });

  test('within 48 hours of departure even Flex-Plus keeps the fare', () => {
    const q = refundQuote(
      order('RF24'),
      { passengers: [0], directions: [0] },
      departure - 10 * HOUR,
    );
    expect(q.refund).toBe(8_000);
    expect(q.lines[0]!.ruleText).toContain('within 48 hours of departure: Non-refundable');
  });

  test('a departed flight cannot be refunded, the other direction still can', () => {
    const now = departure + HOUR;
    const out = refundQuote(order('RF24'), { passengers: [0], directions: [0] }, now);
    expect(out.allowed).toBe(false);
    expect(out.reason).toBe('This flight has departed.');
    const back = refundQuote(order('RF24'), { passengers: [0], directions: [1] }, now);
    expect(back.allowed).toBe(true);
    expect(back.wholeBooking).toBe(false);
  });

  test('fares per airline rules (others) cannot be refunded online', () => {
    const q = refundQuote(order('XXXX'), everyone, later);
    expect(q.allowed).toBe(false);
    expect(q.reason).toContain('per airline rules');
  });

  test('within 24 hours of booking every fare is refunded in full', () => {
    const q = refundQuote(order('0THP'), everyone, booked + 2 * HOUR);
    expect(q.freeCancellation).toBe(true);
    expect(q.refund).toBe(q.paid);
    expect(q.lines[0]!.ruleText).toContain('Free cancellation within 24 hours');
  });

  test('an airline schedule change of 3 hours or more refunds every fare in full, and says why', () => {
    const change = { flightNumber: 'QF1', shiftMinutes: 240 };
    const q = refundQuote(
      order('RF24', { scheduleChange: change }),
      { passengers: [0], directions: [0, 1] },
      later,
    );
    expect(q.allowed).toBe(true);
    expect(q.fee).toBe(0);
    expect(q.refund).toBe(2 * (50_000 + 8_000));
    expect(q.fullRefundReason).toContain('The airline moved flight QF1 240 minutes later');
    expect(q.lines[0]!.ruleText).toContain('full refund');
    const standard = refundQuote(order('0THP', { scheduleChange: change }), everyone, later);
    expect(standard.refund).toBe(standard.paid);
    expect(standard.reasonRequired).toBe(false);
    // A slice booking gets everything it paid, the hold price fee too.
    const slice = refundQuote(
      order('0THP', { scheduleChange: change, paymentType: 'slice', paid: 30_000, holdFee: 3_000 }),
      everyone,
      later,
    );
    expect(slice).toMatchObject({ refund: 30_000, holdFeeKept: 0 });
    // Without the change: the fare's own rules, and no reason for a full refund.
    expect(refundQuote(order('RF24'), everyone, later).fullRefundReason).toBeNull();
  });

  test('the 24-hour promise is offered only while a ticket can still be refunded', () => {
    expect(freeCancellationOfferUntil(order('0THP'), booked + HOUR)).toBe(booked + DAY);
    expect(freeCancellationOfferUntil(order('0THP', { status: 4 }), booked + HOUR)).toBeNull();
    expect(freeCancellationOfferUntil(order('0THP', { status: 0 }), booked + HOUR)).toBeNull();
    const refunded = order('0THP');
    for (const c of refunded.coupons) c.status = 'refunded';
    expect(freeCancellationOfferUntil(refunded, booked + HOUR)).toBeNull();
    expect(freeCancellationOfferUntil(order('0THP'), booked + 2 * DAY)).toBeNull();
  });

  test('a refunded coupon is not refunded twice, and nothing comes back beyond what is left', () => {
    const o = order('RF24');
    o.coupons[0]!.status = 'refunded';
    const q = refundQuote(o, { passengers: [0], directions: [0] }, later);
    expect(q.allowed).toBe(false);
    expect(q.reason).toBe('This ticket has been refunded.');
    const capped = refundQuote(
      order('RF24', { refunded: order('RF24').paid - 100 }),
      everyone,
      later,
    );
    expect(capped.refund).toBe(100);
    expect(capped.tickets - capped.fee - capped.nonRefundable - capped.beyondPaid).toBe(100);
  });

  test('extra bags paid for a refunded ticket come back with it, on any fare; others stay', () => {
    const paidBags = [
      { passengerIndex: 0, direction: 1, pieces: 2, amount: 10_800 },
      { passengerIndex: 1, direction: 1, pieces: 1, amount: 5_400 },
    ];
    // Standard keeps the fare: the taxes and Ann's two bags come back, Bea's bag stays hers.
    const q = refundQuote(order('0THP', { paidBags }), { passengers: [0], directions: [1] }, later);
    expect(q).toMatchObject({ bags: 10_800, bagPieces: 2, refund: 8_000 + 10_800 });
    // Capped by what is left of the tickets' payment, the bags still come back whole.
    const capped = refundQuote(
      order('RF24', { paidBags, refunded: order('RF24').paid - 100 }),
      everyone,
      later,
    );
    expect(capped).toMatchObject({ bags: 16_200, refund: 100 + 16_200 });
    // Never more than was paid: tickets and bags together.
    expect(capped.refund).toBeLessThanOrEqual(100 + 10_800 + 5_400);
  });

  test('passengers and flights not on the booking are refused in words', () => {
    expect(refundQuote(order('RF24'), { passengers: [7], directions: [0] }, later).reason).toBe(
      'This passenger is not on this booking.',
    );
    expect(refundQuote(order('RF24', { status: 4 }), everyone, later).reason).toBe(
      'This booking is cancelled.',
    );
    expect(refundQuote(order('RF24', { status: 0 }), everyone, later).reason).toBe(
      'This booking is not paid yet.',
    );
  });
});

describe('slice payment', () => {
  const total = order('RF24').ticketTotal;
  const holdFee = Math.round(total * 0.03);
  const deposit = Math.round(total * 0.2) + holdFee;
  const slice = (paid: number) =>
    order('RF24', { paymentType: 'slice', paid, holdFee, ticketTotal: total });

  test('is refunded as a whole only', () => {
    const q = refundQuote(slice(deposit), { passengers: [0], directions: [0] }, later);
    expect(q.allowed).toBe(false);
    expect(q.reason).toContain('refunded as a whole');
  });

  test('after the grace period everything paid comes back but the hold price fee, whatever the fare (decision 041)', () => {
    for (const product of ['RF24', 'CHGF', '0THP']) {
      const q = refundQuote(
        order(product, { paymentType: 'slice', paid: deposit, holdFee, ticketTotal: total }),
        everyone,
        later,
      );
      expect(q.allowed).toBe(true);
      expect(q.paidInSlices).toBe(true);
      expect(q.holdFeeKept).toBe(holdFee);
      expect(q.refund).toBe(deposit - holdFee);
      // The figures the quote shows add up: paid less the hold price fee is the refund.
      expect(q.paid - q.holdFeeKept).toBe(q.refund);
      // No fare-rule amounts beside a refund of money paid.
      expect([q.fee, q.nonRefundable, q.taxes]).toEqual([0, 0, 0]);
      expect(q.lines.every((l) => l.refund === 0 && l.fee === 0)).toBe(true);
      expect(q.unpaidBalance).toBe(total + holdFee - deposit);
    }
    const afterInstalments = refundQuote(slice(deposit + 40_000), everyone, later);
    expect(afterInstalments.refund).toBe(deposit + 40_000 - holdFee);
    expect(
      sliceRefund({ paid: 100, holdFee: 300, bookedAt: booked, now: later, full: false }),
    ).toEqual({ refund: 0, holdFeeKept: 100, holdFeeRefunded: 0 });
  });

  test('within the 24-hour grace period the hold fee comes back too', () => {
    const q = refundQuote(slice(deposit), everyone, booked + 2 * HOUR);
    expect(q.refund).toBe(deposit);
    // A booking made less than 7 days ahead has no 24-hour promise, but the slice grace period.
    const close = order('RF24', {
      paymentType: 'slice',
      paid: deposit,
      holdFee,
      ticketTotal: total,
      firstDepartureUtc: booked + 5 * DAY,
    });
    const grace = refundQuote(close, everyone, booked + 2 * HOUR);
    expect(grace).toMatchObject({ refund: deposit, holdFeeKept: 0, holdFeeRefunded: holdFee });
  });

  test('cancelling: unpaid bookings release their seats, slice bookings follow the slice terms, paid ones refund', () => {
    expect(cancelQuote(order('0THP', { status: 0, paid: 0 }), later)).toMatchObject({
      allowed: true,
      unpaid: true,
      refund: 0,
    });
    const c = cancelQuote(slice(deposit), later);
    expect(c.allowed).toBe(true);
    expect(c.holdFeeKept).toBe(holdFee);
    expect(c.refund).toBe(deposit - holdFee);
    expect(cancelQuote(order('RF24'), later).reason).toContain('choose Refund');
  });
});

describe('changes', () => {
  test('Standard cannot be changed; Flex and Flex-Plus change free of penalty more than 48 hours ahead', () => {
    expect(changeEligibility(order('0THP'), everyone, later)).toMatchObject({
      allowed: false,
      reason: 'This fare cannot be changed.',
    });
    const flex = changeEligibility(order('CHGF'), { passengers: [0, 1], directions: [1] }, later);
    expect(flex).toMatchObject({ allowed: true, fee: 0 });
    expect(flex.lines[0]!.ruleText).toContain('No penalty fee* (price difference may apply)');
    expect(changeEligibility(order('RF24'), everyone, departure - 20 * HOUR).reason).toBe(
      'Flights cannot be changed within 48 hours of departure.',
    );
  });

  test('the traveller pays the fare difference of a dearer journey, nothing back for a cheaper one', () => {
    const q = changeQuote(order('CHGF'), { passengers: [0, 2], directions: [1] }, later, {
      adult: 2 * 58_000 + 12_345,
      child: 2 * 45_500 - 5_000,
    });
    expect(q.passengers.map((p) => p.difference)).toEqual([12_345, 0]);
    expect(q.total).toBe(12_345);
  });
});

describe('name corrections', () => {
  const current = { given_name: 'Jon', middle_name: '', surname: 'Smyth' };
  const others = [
    { given_name: 'Mary', middle_name: '', surname: 'Smyth' },
    { given_name: 'Tom', middle_name: '', surname: 'Smyth' },
  ];
  const quote = (next: typeof current, now: number, product = '0THP') =>
    nameCorrectionQuote(order(product), { passengerIndex: 0, current, next, others, now });

  test('up to 3 letters within 24 hours of booking are free, whatever the fare', () => {
    const q = quote({ given_name: 'John', middle_name: '', surname: 'Smith' }, booked + HOUR);
    expect(q).toMatchObject({ allowed: true, free: true, fee: 0, letters: 2 });
  });

  test('later, or more letters, follow the fare change rules', () => {
    expect(quote({ given_name: 'John', middle_name: '', surname: 'Smith' }, later).allowed).toBe(
      false,
    );
    const flex = quote({ given_name: 'John', middle_name: '', surname: 'Smith' }, later, 'CHGF');
    expect(flex).toMatchObject({ allowed: true, free: false, fee: 0 });
    const other = quote(
      { given_name: 'Jonathan', middle_name: '', surname: 'Smithers' },
      booked + HOUR,
    );
    expect(other.allowed).toBe(false);
    expect(other.letters).toBeGreaterThan(3);
  });

  test("SPEC 5's name rules apply", () => {
    expect(
      quote({ given_name: 'J0hn', middle_name: '', surname: 'Smyth' }, booked + HOUR).reason,
    ).toBe('Please enter the correct name format');
    expect(quote({ given_name: '', middle_name: '', surname: 'Smyth' }, booked + HOUR).reason).toBe(
      'Enter a valid first name',
    );
    expect(
      quote({ given_name: 'Mary', middle_name: '', surname: 'Smyth' }, booked + HOUR).reason,
    ).toBe(
      'Separate bookings should be made for each passenger if two passengers have the same name.',
    );
  });

  test('letters changed ignore case and spaces', () => {
    expect(lettersChanged('JONSMYTH', 'JOHNSMITH')).toBe(2);
  });
});

describe('extra bags', () => {
  const opts = { now: later, pricePerPiece: () => 6_500, alreadyBought: () => 0 };
  test('priced per piece, at most 3 a passenger and flight, until 24 hours before departure', () => {
    const q = bagsQuote(order('0THP'), [{ passengerIndex: 0, direction: 0, pieces: 2 }], opts);
    expect(q).toMatchObject({ allowed: true, total: 13_000 });
    expect(
      bagsQuote(order('0THP'), [{ passengerIndex: 0, direction: 0, pieces: 2 }], {
        ...opts,
        alreadyBought: () => 2,
      }).reason,
    ).toBe('At most 3 extra bags per passenger and flight.');
    expect(
      bagsQuote(order('0THP'), [{ passengerIndex: 0, direction: 0, pieces: 1 }], {
        ...opts,
        now: departure - 5 * HOUR,
      }).allowed,
    ).toBe(false);
  });
});

describe('never more than was paid', () => {
  test('for any fare, payment, selection, time and earlier refunds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('0THP', 'CHGF', 'RF24', 'XXXX'),
        fc.constantFrom('full', 'slice'),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.subarray([0, 1, 2], { minLength: 1 }),
        fc.subarray([0, 1] as (0 | 1)[], { minLength: 1 }),
        fc.integer({ min: 0, max: 100_000 }),
        (product, paymentType, paidDelta, hours, passengers, directions, refunded) => {
          const base = order(product);
          const paid =
            paymentType === 'slice' ? Math.min(base.ticketTotal, paidDelta) : base.ticketTotal;
          const o = order(product, {
            paymentType: paymentType as 'full' | 'slice',
            paid,
            refunded: Math.min(refunded, paid),
            holdFee: paymentType === 'slice' ? Math.min(paid, 5_000) : 0,
          });
          const now = booked + hours * HOUR;
          const q = refundQuote(o, { passengers, directions }, now);
          expect(q.refund).toBeGreaterThanOrEqual(0);
          expect(q.refund).toBeLessThanOrEqual(o.paid - o.refunded);
          const c = cancelQuote(o, now);
          expect(c.refund).toBeLessThanOrEqual(Math.max(0, o.paid - o.refunded));
        },
      ),
      { numRuns: 400 },
    );
  });
});

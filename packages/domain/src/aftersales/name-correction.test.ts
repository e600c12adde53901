import { describe, expect, test } from 'vitest';
import type { AftersalesOrder, Coupon } from './aftersales.rules.ts';
import {
  NOT_A_CORRECTION,
  nameCorrectionCheck,
  nameCorrectionQuote,
  type PassengerName,
} from './name-correction.ts';

const HOUR = 3_600_000;
const booked = Date.UTC(2026, 10, 1, 9, 0);
const departure = booked + 40 * 24 * HOUR;

/** A Flex booking for two adults: a change is free of fee, so only the rule can refuse a name. */
function flexOrder(): AftersalesOrder {
  const coupons: Coupon[] = [0, 1].map((passengerIndex) => ({
    passengerIndex,
    passengerType: 0,
    direction: 0,
    fare: 50_000,
    tax: 8_000,
    departureUtc: departure,
    status: 'open',
  }));
  const entry = (status: 'F' | 'T', period: 'before' | 'after') => ({
    direction: 0,
    passengerType: 0 as const,
    status,
    fee: 0,
    currency: 'AUD',
    period,
  });
  return {
    fareProduct: 'CHGF',
    currency: 'AUD',
    paymentType: 'full',
    status: 3,
    bookedAt: booked,
    firstDepartureUtc: departure,
    refundRules: [entry('T', 'before'), entry('T', 'after')],
    changeRules: [entry('F', 'before'), entry('T', 'after')],
    coupons,
    paid: 116_000,
    refunded: 0,
    holdFee: 0,
    ticketTotal: 116_000,
  };
}

const name = (given_name: string, surname: string, middle_name = ''): PassengerName => ({
  given_name,
  middle_name,
  surname,
});

describe('a name correction corrects, it never gives the ticket to someone else', () => {
  test.each([
    ['a typo', name('Jonh', 'Smith'), name('John', 'Smith'), 2],
    ['a missing letter', name('Ann', 'Lee'), name('Anne', 'Lee'), 1],
    ['a swapped first and last name', name('Wei', 'Zhang'), name('Zhang', 'Wei'), 0],
    ['a known transliteration', name('Mohammed', 'Ali'), name('Muhammad', 'Ali'), 2],
    [
      'an umlaut written as ICAO does (Müller is MUELLER)',
      name('Eva', 'Muller'),
      name('Eva', 'Mueller'),
      1,
    ],
    [
      'a middle name typed into the first name',
      name('Mary Ann', 'Lee'),
      name('Mary', 'Lee', 'Ann'),
      0,
    ],
    ['case and spaces', name('MARY', 'VAN DYK'), name('Mary', 'Van Dyk'), 0],
  ])('%s is a correction', (_what, from, to, letters) => {
    expect(nameCorrectionCheck(from, to)).toMatchObject({ refusal: null, letters });
  });

  test.each([
    [
      'another person (the issue: Ann Check to Zed Young)',
      name('Ann', 'Check'),
      name('Zed', 'Young'),
    ],
    ['one name changed completely in 3 letters', name('Ann', 'Lee'), name('Bob', 'Lee')],
    ['a short surname replaced', name('Sarah', 'Ng'), name('Sarah', 'Li')],
    ['many small edits spread out', name('Jonathan', 'Smithers'), name('Jonothen', 'Smythors')],
    ['a new surname', name('Emma', 'Brown'), name('Emma', 'Watson')],
    ['a swap that also changes another letter too many', name('Wei', 'Zhang'), name('Zhou', 'Wen')],
    ['case and spaces hiding a new name', name('Ann', 'Check'), name('ZED', 'Y O U N G')],
  ])('%s is refused with the page’s own reason', (_what, from, to) => {
    expect(nameCorrectionCheck(from, to).refusal).toBe(NOT_A_CORRECTION);
    expect(NOT_A_CORRECTION).toContain('A ticket cannot be given to another person');
  });
});

describe('the quote of a name correction', () => {
  const others = [name('Tom', 'Other')];
  const quote = (
    current: PassengerName,
    next: PassengerName,
    now: number,
    bookedName?: PassengerName,
  ) =>
    nameCorrectionQuote(flexOrder(), {
      passengerIndex: 0,
      current,
      booked: bookedName,
      next,
      others,
      now,
    });

  test('a Flex fare after 24 hours does not make Ann Check into Zed Young for AUD 0.00', () => {
    const q = quote(name('Ann', 'Check'), name('Zed', 'Young'), booked + 3 * 24 * HOUR);
    expect(q).toMatchObject({ allowed: false, reason: NOT_A_CORRECTION, fee: 0 });
  });

  test('within 24 hours a correction is free whatever the fare; later the fare decides', () => {
    expect(quote(name('Jonh', 'Smith'), name('John', 'Smith'), booked + HOUR)).toMatchObject({
      allowed: true,
      free: true,
      letters: 2,
    });
    expect(quote(name('Wei', 'Zhang'), name('Zhang', 'Wei'), booked + 3 * 24 * HOUR)).toMatchObject(
      { allowed: true, free: false, fee: 0, swapped: true, letters: 0 },
    );
  });

  test('letters are counted against the name as booked, so steps cannot walk it away', () => {
    // Booked as Ann Check; a first step made it Anne Chuck (2 letters). Each next step is small…
    const step2 = quote(
      name('Anne', 'Chuck'),
      name('Annie', 'Chucky'),
      booked + HOUR,
      name('Ann', 'Check'),
    );
    expect(step2).toMatchObject({ allowed: false, reason: NOT_A_CORRECTION, letters: 4 });
    // …and going back towards the booked name stays possible.
    const back = quote(
      name('Anne', 'Chuck'),
      name('Ann', 'Check'),
      booked + HOUR,
      name('Ann', 'Check'),
    );
    expect(back).toMatchObject({ allowed: true, letters: 0 });
  });

  test('the same name is not a correction; SPEC 5 format rules still come first', () => {
    expect(quote(name('Ann', 'Check'), name('ANN', ' check '), booked + HOUR).reason).toBe(
      'The new name is the same as the name on the ticket.',
    );
    expect(quote(name('Eva', 'Muller'), name('Eva', 'Müller'), booked + HOUR).reason).toBe(
      'Please enter the correct name format',
    );
  });
});

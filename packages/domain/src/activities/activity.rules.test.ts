import { describe, expect, test } from 'vitest';
import {
  ACTIVITY_PARTY_MESSAGES as M,
  bandLabels,
  bandOfAge,
  cancellationQuote,
  freeCancellationEnds,
  partyErrors,
  partyPrice,
  partyText,
  placesOf,
  policyText,
  recommendedScore,
  type AgeBands,
} from './activity.rules.ts';

const family: AgeBands = {
  adult: { minAge: 13 },
  child: { minAge: 4, maxAge: 12 },
  infant: { maxAge: 3 },
};
const adultsOnly: AgeBands = { adult: { minAge: 18 }, child: null, infant: null };

describe('age bands', () => {
  test('each age falls in its band; an age no band takes cannot come', () => {
    expect(bandOfAge(family, 40)).toBe('adult');
    expect(bandOfAge(family, 13)).toBe('adult');
    expect(bandOfAge(family, 12)).toBe('child');
    expect(bandOfAge(family, 4)).toBe('child');
    expect(bandOfAge(family, 3)).toBe('infant');
    expect(bandOfAge(family, 0)).toBe('infant');
    expect(bandOfAge(adultsOnly, 17)).toBeNull();
    const gap: AgeBands = { adult: { minAge: 16 }, child: { minAge: 8, maxAge: 15 }, infant: null };
    expect(bandOfAge(gap, 6)).toBeNull();
  });

  test('labels say the ages', () => {
    expect(bandLabels(family)).toEqual({
      adult: 'Adult (13+)',
      child: 'Child (4-12)',
      infant: 'Infant (0-3)',
    });
    expect(bandLabels(adultsOnly)).toEqual({ adult: 'Adult (18+)', child: null, infant: null });
  });

  test('a party needs an adult, at most 15 paying travellers, bands the product takes, an adult per infant', () => {
    expect(partyErrors({ adults: 2, children: 1, infants: 1 }, family)).toEqual([]);
    expect(partyErrors({ adults: 0, children: 2, infants: 0 }, family)).toEqual([M.adultRequired]);
    expect(partyErrors({ adults: 10, children: 6, infants: 0 }, family)).toEqual([M.tooMany]);
    expect(partyErrors({ adults: 15, children: 0, infants: 0 }, family)).toEqual([]);
    expect(partyErrors({ adults: 2, children: 1, infants: 0 }, adultsOnly)).toEqual([M.adultsOnly]);
    expect(partyErrors({ adults: 2, children: 0, infants: 1 }, adultsOnly)).toEqual([M.noInfants]);
    expect(partyErrors({ adults: 1, children: 0, infants: 2 }, family)).toEqual([M.infantPerAdult]);
    expect(partyErrors({ adults: 1.5, children: 0, infants: 0 }, family)).toEqual([M.wholeNumbers]);
    expect(partyErrors({ adults: 1, children: -1, infants: 0 }, family)).toEqual([M.wholeNumbers]);
  });

  test('infants take no place', () => {
    expect(placesOf({ adults: 2, children: 1, infants: 1 })).toBe(3);
  });
});

describe('price per party', () => {
  test('each band counts times its price; infants are free', () => {
    const priced = partyPrice(
      { adult: 5_500, child: 2_800 },
      { adults: 2, children: 1, infants: 1 },
    );
    expect(priced.total).toBe(2 * 5_500 + 2_800);
    expect(priced.lines).toEqual([
      { band: 'adult', count: 2, unit: 5_500, amount: 11_000 },
      { band: 'child', count: 1, unit: 2_800, amount: 2_800 },
      { band: 'infant', count: 1, unit: 0, amount: 0 },
    ]);
  });

  test('an adult alone pays the adult price; no line for a band nobody is in', () => {
    expect(
      partyPrice({ adult: 4_900, child: null }, { adults: 1, children: 0, infants: 0 }),
    ).toEqual({
      lines: [{ band: 'adult', count: 1, unit: 4_900, amount: 4_900 }],
      total: 4_900,
    });
  });

  test('the party in words', () => {
    expect(partyText({ adults: 2, children: 1, infants: 0 })).toBe('2 adults, 1 child');
    expect(partyText({ adults: 1, children: 2, infants: 1 })).toBe('1 adult, 2 children, 1 infant');
  });
});

describe('cancellation policies', () => {
  const start = Date.parse('2026-12-01T09:00:00Z');
  const hours = (n: number) => start - n * 3_600_000;
  const quote = (kind: 'free-24h' | 'non-refundable', nowMs: number, paid = 13_800, open = true) =>
    cancellationQuote({ kind, startUtcMs: start, nowMs, paid, currency: 'AUD', open });

  test('the texts shown before booking', () => {
    expect(policyText('free-24h')).toBe(
      'Free cancellation up to 24 hours before the start, for a full refund. Less than 24 hours before, it cannot be cancelled or refunded.',
    );
    expect(policyText('non-refundable')).toBe(
      'Non-refundable: once paid, this booking cannot be cancelled or refunded.',
    );
  });

  test('free cancellation ends 24 hours before the start; non-refundable has no window', () => {
    expect(freeCancellationEnds('free-24h', start)).toBe(hours(24));
    expect(freeCancellationEnds('non-refundable', start)).toBeNull();
  });

  test('inside the free window: a full refund; exactly at 24 hours still inside', () => {
    expect(quote('free-24h', hours(48))).toEqual({
      allowed: true,
      refundAmount: 13_800,
      text: 'Free cancellation: AUD 138.00 goes back to your card.',
    });
    expect(quote('free-24h', hours(24)).allowed).toBe(true);
  });

  test('outside the window, non-refundable, started or already cancelled: refused with the reason', () => {
    expect(quote('free-24h', hours(23))).toMatchObject({
      allowed: false,
      refundAmount: 0,
      text: expect.stringMatching(/^Free cancellation ended 24 hours/),
    });
    expect(quote('non-refundable', hours(100))).toMatchObject({
      allowed: false,
      text: 'This booking is non-refundable, so it cannot be cancelled or refunded.',
    });
    expect(quote('free-24h', start + 1)).toMatchObject({
      allowed: false,
      text: 'This activity has already started, so it can no longer be cancelled.',
    });
    expect(quote('free-24h', hours(48), 13_800, false)).toMatchObject({
      allowed: false,
      text: 'This booking is already cancelled.',
    });
  });

  test('unpaid: cancelled at no cost, whatever the policy', () => {
    expect(quote('non-refundable', hours(1), 0)).toMatchObject({ allowed: true, refundAmount: 0 });
  });
});

test('recommended weighs the score by the number of reviews', () => {
  expect(recommendedScore(4.8, 2_000)).toBeGreaterThan(recommendedScore(5, 3));
  expect(recommendedScore(4.9, 500)).toBeGreaterThan(recommendedScore(4.5, 500));
});

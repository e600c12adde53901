import { describe, expect, test } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardExpired,
  cardProblems,
  formatCardNumber,
  luhnValid,
  sandboxBehaviour,
  SANDBOX_TEST_CARDS,
} from './card.rules';

const now = new Date('2025-06-15T12:00:00Z');
const card = {
  number: '4242 4242 4242 4242',
  name: 'Ann Lee',
  expMonth: 12,
  expYear: 30,
  cvc: '123',
};

describe('card rules', () => {
  test('every sandbox test card passes Luhn and has its documented behaviour', () => {
    for (const c of SANDBOX_TEST_CARDS) {
      const digits = c.number.replace(/\s/g, '');
      expect(luhnValid(digits)).toBe(true);
      expect(sandboxBehaviour(digits)).toBe(c.behaviour);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  test('brands by prefix, numbers grouped as typed', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  test('a card is good through the last day of its expiry month', () => {
    expect(cardExpired(6, 25, now)).toBe(false);
    expect(cardExpired(5, 25, now)).toBe(true);
    expect(cardExpired(1, 2026, now)).toBe(false);
  });

  test('problems name the field in the form’s words', () => {
    expect(cardProblems(card, now)).toEqual([]);
    expect(cardProblems({ ...card, number: '' }, now)).toContainEqual({
      field: 'number',
      message: CARD_MESSAGES.numberRequired,
    });
    expect(cardProblems({ ...card, cvc: '1234' }, now)).toContainEqual({
      field: 'cvc',
      message: CARD_MESSAGES.cvcInvalid,
    });
    expect(cardProblems({ ...card, number: '378282246310005', cvc: '1234' }, now)).toEqual([]);
    expect(cardProblems({ ...card, expMonth: 13 }, now)).toContainEqual({
      field: 'expMonth',
      message: CARD_MESSAGES.expiryInvalid,
    });
  });
});

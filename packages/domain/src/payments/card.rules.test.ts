import { describe, expect, test } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardExpired,
  cardFormProblem,
  cardProblems,
  formatExpiry,
  holdsCard,
  parseExpiry,
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

describe('holdsCard (payment calls refuse card details, decision 050)', () => {
  test('a card number anywhere, as typed or as digits, or a field only a card has', () => {
    expect(holdsCard({ orderId: 'x', note: 'pay with 4242 4242 4242 4242 please' })).toBe(true);
    expect(holdsCard({ deep: [{ v: '4000-0000-0000-3220' }] })).toBe(true);
    expect(holdsCard({ n: 4242424242424242 })).toBe(true);
    expect(holdsCard({ cvc: '123' })).toBe(true);
    expect(holdsCard({ card: null })).toBe(true);
  });

  test('ids, amounts and numbers that fail Luhn are no card', () => {
    expect(
      holdsCard({
        orderId: '12345678-1234-4234-8234-123456789012',
        idempotencyKey: '2b8f5c1e-0d7a-4e4f-9a3b-446655440000',
        paymentMethod: 'pm_0123456789abcdef01234567',
        amount: 1234.56,
        phone: '+61 400 000 000',
        number: '4242 4242 4242 4241',
      }),
    ).toBe(false);
  });

  test("a gateway's token is no card, even when its random characters hold a Luhn-valid run", () => {
    // 4242424242424242 passes Luhn; inside a token the gateway made, it is not a card number.
    expect(holdsCard({ paymentMethod: 'pm_4242424242424242abcdef01' })).toBe(false);
    expect(holdsCard({ savedCardToken: 'tok_0a4242424242424242bc' })).toBe(false);
    // The same digits anywhere else are still refused, and a token's prefix does not hide a card.
    expect(holdsCard({ idempotencyKey: 'pay-4242424242424242' })).toBe(true);
    expect(holdsCard({ paymentMethod: 'pm_4242 4242 4242 4242' })).toBe(true);
  });
});

describe('card form fields', () => {
  test('expiry typed as MM/YY, the field problems the form shows', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 30 });
    const form = { number: '4242 4242 4242 4242', name: 'Ann', expiry: '1/2', cvc: '12' };
    expect(cardFormProblem(form, 'expiry', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(cardFormProblem(form, 'cvc', now)).toBe(CARD_MESSAGES.cvcInvalid);
    expect(cardFormProblem(form, 'number', now)).toBeUndefined();
  });
});

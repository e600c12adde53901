import { describe, expect, test } from 'vitest';
import { parseCurrencyList, pickCurrency } from './currency.ts';
import { formatAmount, formatMoney, groupDigits } from './format.ts';

describe('money (SPEC 9)', () => {
  test('prices show two decimals, thousands grouped, with the currency code', () => {
    expect(formatMoney(123_456, 'AUD')).toBe('AUD 1,234.56');
    expect(formatMoney(5, 'USD')).toBe('USD 0.05');
    expect(formatMoney(100_000_000, 'CNY')).toBe('CNY 1,000,000.00');
    expect(formatMoney(-2_550, 'EUR')).toBe('EUR -25.50');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(0.005)).toBe('0.01');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatMoney(0, 'AUD')).toBe('AUD 0.00');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
  });

  test('the same text as the en-US number format, for every kind of amount', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const whole = new Intl.NumberFormat('en-US');
    let seed = 42; // a fixed sequence, so a failure can be replayed
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 5_000; i++) {
      const cents = Math.round((next() - 0.3) * 10 ** (1 + (i % 10))) || 0;
      expect(formatMoney(cents, 'USD')).toBe(`USD ${intl.format(cents / 100)}`);
      const major = cents / 100 + (i % 7) / 1000;
      expect(formatAmount(major)).toBe(intl.format(major).replace(/^-(0\.00)$/, '$1'));
      expect(groupDigits(cents)).toBe(whole.format(cents));
    }
  });

  test('the currency falls back to AUD unless a supported, offered one is chosen', () => {
    expect(pickCurrency('EUR')).toBe('EUR');
    expect(pickCurrency('GBP')).toBe('AUD');
    expect(pickCurrency('USD', ['AUD', 'CNY'])).toBe('AUD');
    expect(parseCurrencyList('USD, cny,XXX,USD')).toEqual(['USD', 'CNY']);
    expect(parseCurrencyList('')).toEqual(['USD', 'CNY', 'AUD', 'EUR']);
  });
});

import { describe, expect, test } from 'vitest';
import { getCurrency, readStoredCurrency, setCurrency } from './currency-store';

describe('currency', () => {
  test('falls back to AUD when nothing is chosen', () => {
    expect(readStoredCurrency()).toBe('AUD');
  });

  test('falls back to AUD when the stored choice is not a supported currency', () => {
    localStorage.setItem('currency', 'GBP');
    expect(readStoredCurrency()).toBe('AUD');
    localStorage.setItem('currency', '');
    expect(readStoredCurrency()).toBe('AUD');
  });

  test('a chosen currency is remembered and sent by price calls', () => {
    expect(setCurrency('EUR')).toBe('EUR');
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(getCurrency()).toBe('EUR');
    expect(readStoredCurrency()).toBe('EUR');
  });

  test('a currency the site does not offer becomes AUD', () => {
    expect(setCurrency('USD', ['AUD', 'EUR'])).toBe('AUD');
    expect(setCurrency('XYZ')).toBe('AUD');
    expect(getCurrency()).toBe('AUD');
  });
});

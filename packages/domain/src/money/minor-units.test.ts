import { expect, test } from 'vitest';
import { toDecimal, toMinorUnits } from './minor-units.ts';

test('the wire’s decimals and minor units convert both ways without drift', () => {
  expect(toMinorUnits(12.5)).toBe(1250);
  expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  expect(toMinorUnits(1234.565)).toBe(123457);
  expect(toDecimal(1250)).toBe(12.5);
  expect(toDecimal(toMinorUnits(99.99))).toBe(99.99);
});

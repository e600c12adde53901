import { expect, test } from 'vitest';
import { decimalJson, toDecimal, toMinorUnits } from './minor-units.ts';

test('the wire’s decimals and minor units convert both ways without drift', () => {
  expect(toMinorUnits(12.5)).toBe(1250);
  expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  expect(toMinorUnits(1234.565)).toBe(123457);
  expect(toDecimal(1250)).toBe(12.5);
  expect(toDecimal(toMinorUnits(99.99))).toBe(99.99);
});

test('decimalJson writes the same text as JSON.stringify of the decimal amount', () => {
  const samples = [0, -0, 1, 5, 10, 99, 100, 101, 110, 1205, 1250, 1200, 123456789, -1, -5, -1250];
  samples.push(-0.4, 0.5, 1234.5, 1234.49, 99_999_999_999_999, 1e14, 1e15, 2 ** 53, -1e16);
  samples.push(NaN, Infinity, -Infinity);
  // A deterministic spread of amounts from cents to billions.
  let seed = 7;
  for (let i = 0; i < 20_000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    samples.push(Math.floor((seed / 2 ** 31) * 10 ** (1 + (i % 12))) * (i % 7 === 0 ? -1 : 1));
  }
  for (const minor of samples) {
    expect(decimalJson(minor), String(minor)).toBe(JSON.stringify(toDecimal(minor)));
  }
  expect(decimalJson(1205)).toBe('12.05');
  expect(decimalJson(1250)).toBe('12.5');
  expect(decimalJson(1200)).toBe('12');
});

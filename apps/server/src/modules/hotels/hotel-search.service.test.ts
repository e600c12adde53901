import { describe, expect, test } from 'vitest';
import { firstInOrder } from './hotel-search.service.ts';

describe('firstInOrder', () => {
  test('gives the same first items as a full sort', () => {
    const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 503);
    const order = (a: number, b: number) => (a % 17) - (b % 17) || a - b;
    for (const count of [0, 1, 20, 60, 249, 250, 600]) {
      expect(firstInOrder(items, count, order)).toEqual(
        [...items].sort(order).slice(0, count >= 250 ? undefined : count),
      );
    }
  });
});

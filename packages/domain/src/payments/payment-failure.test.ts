import { expect, test } from 'vitest';
import { bookingCancelledAfterFailure } from './payment-failure.ts';

test('a failed payment frees a flight’s seats and a hotel’s rooms, each in its own words', () => {
  expect(bookingCancelledAfterFailure('flight')).toBe(
    'Your booking has been cancelled and its seats released.',
  );
  expect(bookingCancelledAfterFailure('hotel')).toBe(
    'Your booking has been cancelled and its rooms released.',
  );
});

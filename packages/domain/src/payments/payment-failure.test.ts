import { expect, test } from 'vitest';
import { afterFailedPayment } from './payment-failure.ts';

test('a failed payment frees a flight’s seats and a hotel’s rooms, each in its own words', () => {
  expect(afterFailedPayment('flight')).toBe(
    'Your booking has been cancelled and its seats released.',
  );
  expect(afterFailedPayment('hotel')).toBe(
    'Your booking has been cancelled and its rooms released.',
  );
});

test('a failed payment of a change, name correction or bags leaves the booking as it was', () => {
  expect(afterFailedPayment('aftersales')).toBe(
    'Nothing was charged and your booking is unchanged.',
  );
});

import type { OrderType } from './payment.schemas.ts';

/**
 * SPEC 2.4: a failed payment cancels the booking. What it frees is said in the product's own
 * words: a flight's seats, a hotel's rooms.
 */
const RELEASED: Record<OrderType, string> = {
  flight: 'Your booking has been cancelled and its seats released.',
  hotel: 'Your booking has been cancelled and its rooms released.',
};

export function bookingCancelledAfterFailure(orderType: OrderType): string {
  return RELEASED[orderType];
}

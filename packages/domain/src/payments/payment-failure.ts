import type { OrderType } from './payment.schemas.ts';

/**
 * SPEC 2.4: a failed payment cancels the booking. What it frees is said in the product's own
 * words: a flight's seats, a hotel's rooms, an activity's places. A failed payment of an after-sales request (a change,
 * a name correction, bags) changes nothing.
 */
const AFTER_FAILURE: Record<OrderType, string> = {
  flight: 'Your booking has been cancelled and its seats released.',
  hotel: 'Your booking has been cancelled and its rooms released.',
  activity: 'Your booking has been cancelled and its places released.',
  aftersales: 'Nothing was charged and your booking is unchanged.',
};

/** What a failed payment of this order type means for the traveller. */
export function afterFailedPayment(orderType: OrderType): string {
  return AFTER_FAILURE[orderType];
}

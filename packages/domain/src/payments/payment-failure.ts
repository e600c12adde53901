import { formatMoney } from '../money/format.ts';
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

/**
 * An after-sales request that can no longer be paid (decision 040): closed because its ticket was
 * refunded or changed (extra bags die with their ticket), or not paid in time. The booking stays.
 */
export const REQUEST_NOT_PAYABLE = {
  cancelled:
    "This request is closed (its ticket was refunded or changed), so nothing was charged. Your booking's options show what you can do now.",
  expired:
    "This request was not paid in time, so nothing was charged. Your booking's options show what you can do now.",
};

/**
 * The reason recorded on a charge that arrived after its booking or request had ended (decision
 * 042): the charge is kept on record as taken and refunded in full at once.
 */
export const LATE_CHARGE_REASON =
  'The booking had already ended when this payment was completed, so it was refunded in full.';

/**
 * What the pay page says of such a charge: it was taken, then given back, never "nothing was
 * charged". `amount` in minor units.
 */
export function lateChargeMessage(amount: number, currency: string, orderType: OrderType): string {
  const money = formatMoney(amount, currency);
  return orderType === 'aftersales'
    ? `Your card was charged ${money} after this request could no longer be made, so your booking is unchanged; the charge was refunded in full at once.`
    : `Your card was charged ${money} after the booking had ended, so nothing was booked; the charge was refunded in full at once.`;
}

import type { FastifyInstance } from 'fastify';
import type { DEFAULT_CURRENCY } from '@farewise/domain/money/currency';
import {
  ACTIVITY_HOLD_MINUTES,
  CANCELLATION_MESSAGES,
} from '@farewise/domain/activities/activity.rules';
import {
  actListBody,
  actListData,
  activityBookBody,
  activityBookResult,
  activityCancelBody,
  activityCancelResult,
  activityOrderInfo,
  activityOrderRef,
} from '@farewise/domain/activities/activity.schemas';
import type { errorEnvelope } from '../../shared/envelope.ts';
import {
  onOrder,
  orderAccessText,
  orderCalls,
  registerOrderKind,
} from '../../shared/order-routes.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { createActivityOrdersService } from './activity-orders.service.ts';

/** Holds run out, mails go and late refunds are made by this job (decision 018). */
const ACTIVITY_ORDERS_JOB = 'activity-orders';

const ACCESS = orderAccessText(
  'or anyone giving the e-mail address the order was booked with (email, the /searchBookings look-up); anyone else gets 404 (403 when signed in as another user).',
);

export interface ActivityOrderCallsOptions {
  orders: ReturnType<typeof createActivityOrdersService>;
  /** The app's payments: activity orders register as a payable with it and refund through it. */
  payments: PaymentsService;
  tags: string[];
  failures: Record<number, typeof errorEnvelope>;
  /** The texts the activity calls share (travellers by age band, money). */
  texts: { PARTY: string; MONEY: string };
  currencyOf: (c: string | undefined) => typeof DEFAULT_CURRENCY;
}

/**
 * The order calls of the activities (decision 018): book, the traveller's list, the order and its
 * cancellation; the 'activity' payable and the sweep of holds, mails and refunds.
 */
export function activityOrderCalls(app: FastifyInstance, opts: ActivityOrderCallsOptions) {
  const { orders, currencyOf } = opts;
  const { PARTY, MONEY } = opts.texts;

  registerOrderKind(app, {
    kind: 'activity',
    payables: opts.payments.payables,
    orders,
    job: ACTIVITY_ORDERS_JOB,
    sweep: async () => ({
      released: await orders.releaseExpiredHolds(),
      followedUp: await orders.followUp(),
    }),
  });

  const post = orderCalls(app, { tags: opts.tags, failures: opts.failures });

  post(
    '/v3/vp/book',
    {
      summary: `Hold the places of a time slot for ${ACTIVITY_HOLD_MINUTES} minutes and create the order`,
      description:
        'lead: the lead traveller { given_name, surname } (SPEC 5 name rules); contact: { name, email, postcode (calling code), mobile } with SPEC 5 contact rules; ' +
        "broken rules: 422 activities.booking_invalid with errors [{ field: 'contact.email', message }]. The party must fit the product (422 activities.party_invalid). " +
        "totalPrice must equal the supplier's price for the party, else 409 activities.price_changed { was, now, currency } and nothing is held. " +
        'A date before the city’s today or more than 365 days ahead: 422 activities.dates_invalid. ' +
        'A slot that does not run or has closed: 409 activities.slot_unavailable; not enough places: 409 activities.sold_out { placesLeft }. ' +
        'The last place is sold once. Signed in: the order is the user’s; a guest gets accessToken. Pay at /activityPay/{orderNo} (orderType activity, orderId the orderNo).' +
        PARTY +
        MONEY,
      body: activityBookBody,
      data: activityBookResult,
    },
    (body, request) =>
      orders.book({
        ...body,
        currency: currencyOf(body.currency),
        userId: request.user?.id ?? null,
      }),
  );

  post(
    '/v3/vp/actlist',
    {
      summary:
        "A traveller's activity bookings: the signed-in user's, or a guest's by order number and e-mail",
      description:
        'Signed in: the user’s activity orders newest first, page from 1, size 10, 20 or 50, status optional. Signed out: orderNo and email give that order as a one-item list ' +
        '(empty when either is wrong); without them 401. Items are SPEC 3 order list items of order_type 3 with status and status_text ' +
        "('Awaiting Payment', 'Upcoming', 'Trip Completed', 'Booking Cancelled', 'Refund Pending', 'Refunded'); price_total.total in major units.",
      body: actListBody,
      data: actListData,
    },
    (body, request) => orders.list({ ...body, userId: request.user?.id ?? null }),
  );

  post(
    '/v3/vp/orders',
    {
      summary:
        'An activity order: the activity, time, travellers, price, policy, voucher, payments and refunds',
      description:
        'status and statusText as in actlist. cancellation says what cancelling now would do (allowed, refundAmount, text). voucher { code, qrText } once paid.' +
        ACCESS +
        MONEY,
      body: activityOrderRef,
      data: activityOrderInfo,
    },
    onOrder(['orderNo'], (ref) => orders.detail(ref)),
  );

  post(
    '/v3/vp/orders/cancel',
    {
      summary:
        'Cancel an activity order per its policy; the places are released and a refund goes back to the card',
      description:
        'Unpaid: cancelled at no cost (Booking Cancelled). Paid with free cancellation and more than 24 hours before the start: refunded in full through the gateway ' +
        `(Refunded; Refund Pending while the gateway has not answered, retried). Refused with 422 activities.cannot_cancel: '${CANCELLATION_MESSAGES.windowClosed}', ` +
        `'${CANCELLATION_MESSAGES.nonRefundable}', '${CANCELLATION_MESSAGES.started}', '${CANCELLATION_MESSAGES.closed}'. A cancellation mail with an .ics (METHOD:CANCEL) follows.` +
        ACCESS +
        MONEY,
      body: activityCancelBody,
      data: activityCancelResult,
    },
    onOrder(['orderNo', 'reason'], (ref) => orders.cancel(ref)),
  );
}

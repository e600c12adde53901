import { z } from 'zod';
import * as parts from '../orders/order-parts.schemas.ts';
import { ACTIVITY_ORDER_STATUSES } from './activity.rules.ts';
import * as fields from './activity-fields.schemas.ts';

/**
 * Wire shapes of the activity order calls under /v3/vp/ (book, actlist, orders, cancel; decision
 * 018), built from the pieces every order kind shares (orders/order-parts.schemas.ts). Money is
 * integer minor units of `currency`, except the list item's price_total.total (major units).
 */

export const activityLead = parts.travellerName;
export const activityContact = parts.orderContactFields;

/** POST /v3/vp/book: holds the places for 15 minutes and creates the order. */
export const activityBookBody = z.object({
  id: fields.activityId,
  optionId: z.string().trim().min(1).max(40),
  date: fields.isoDate,
  time: z
    .string()
    .trim()
    .regex(/^\d{2}:\d{2}$/, { error: 'time must be a start time written HH:MM' }),
  ...fields.partyFields,
  currency: fields.currency,
  /** The total the traveller saw (minor units); a different server price is a 409. */
  totalPrice: z.number().int().min(0),
  lead: activityLead,
  contact: activityContact,
});
export type ActivityBookBody = z.input<typeof activityBookBody>;

export const activityBookResult = z.object({
  /** The order number: the id of the pay page, the order page and orderPayStatus. */
  orderNo: z.string(),
  ...parts.orderHeld,
  currency: z.string(),
  totalPrice: z.number().int(),
});
export type ActivityBookResult = z.infer<typeof activityBookResult>;

/** An order is read by its owner, by a guest's token (body or x-order-token), or with its contact e-mail. */
export const activityOrderRef = z.object({
  orderNo: z.string().trim().min(1).max(32),
  ...parts.orderProofs,
});
export type ActivityOrderRef = z.input<typeof activityOrderRef>;

export const activityCancelBody = activityOrderRef.extend(parts.cancelReason);
export type ActivityCancelBody = z.input<typeof activityCancelBody>;

export const activityOrderStatus = z.enum(ACTIVITY_ORDER_STATUSES);

export const activityOrderRefund = z.object({
  refundId: z.string(),
  amount: z.number().int(),
  ...parts.orderRefundState,
});
export type ActivityOrderRefund = z.infer<typeof activityOrderRefund>;

export const activityOrderInfo = z.object({
  orderNo: z.string(),
  status: activityOrderStatus,
  statusText: z.string(),
  bookingTime: z.string(),
  holdExpiresAt: z.string().nullable(),
  product: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    categoryLabel: z.string(),
    photo: z.string(),
    cityName: z.string(),
    countryName: z.string(),
    meetingPoint: fields.meetingPoint,
    durationMinutes: z.number().int(),
    languages: z.array(z.string()),
    inclusions: z.array(z.string()),
  }),
  option: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  party: fields.partyWire,
  ageBands: fields.ageBandsWire,
  lines: z.array(fields.priceLine),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  policy: fields.policyWire,
  freeCancellationUntil: z.string().nullable(),
  cancellation: z.object({
    allowed: z.boolean(),
    refundAmount: z.number().int(),
    text: z.string(),
  }),
  lead: activityLead,
  contact: activityContact,
  /** The voucher of a paid order: its code and the text its QR code carries. */
  voucher: z.object({ code: z.string(), qrText: z.string() }).nullable(),
  payments: z.array(z.object({ paymentId: z.string().nullable(), ...parts.orderPaymentCard })),
  refunds: z.array(activityOrderRefund),
});
export type ActivityOrderInfo = z.infer<typeof activityOrderInfo>;

export const activityCancelResult = z.object({
  status: activityOrderStatus,
  statusText: z.string(),
  refund: activityOrderRefund.nullable(),
  msg: z.string(),
});
export type ActivityCancelResult = z.infer<typeof activityCancelResult>;

/** POST /v3/vp/actlist: a signed-in user's orders, or (signed out) the one order of orderNo and email. */
export const actListBody = z.object({
  ...parts.ordersPageFields,
  status: activityOrderStatus.optional(),
  orderNo: z.string().trim().max(32).optional(),
  email: z.string().trim().max(254).optional(),
});
export type ActListBody = z.input<typeof actListBody>;

/** An activity order in a list (order_type 3, SPEC 3's list item; the fields are ours). */
export const activityOrderListItem = z.object({
  order_type: z.literal(3),
  order_no: z.string(),
  booking_time: z.string(),
  name: z.string(),
  photo: z.string(),
  city: z.string(),
  date: z.string(),
  time: z.string(),
  adt_num: z.number().int(),
  chd_num: z.number().int(),
  inf_num: z.number().int(),
  ...parts.orderListItemState,
});
export type ActivityOrderListItem = z.infer<typeof activityOrderListItem>;

export const actListData = parts.pageOf(activityOrderListItem);
export type ActListData = z.infer<typeof actListData>;

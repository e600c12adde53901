import { z } from 'zod';
import { orderRecordRef, recordId } from '../api/record-id.ts';

/**
 * The payment calls' wire shapes (SPEC 7: createPayment, markPayment, orderPayStatus,
 * slicePayParse). The server's routes and the pay page's hooks share them.
 * Amounts are decimals on the wire (2 places); the server keeps minor units inside.
 */

/**
 * What is paid for: a flight, hotel or activity order, or a flight's after-sales request (a
 * change, a name correction, bags).
 */
export const orderTypes = ['flight', 'hotel', 'activity', 'aftersales'] as const;
export const orderType = z.enum(orderTypes);
export type OrderType = z.infer<typeof orderType>;

export const paymentType = z.enum(['full', 'slice']);
export type PaymentType = z.infer<typeof paymentType>;

/**
 * A payment method: what the payment gateway's own card fields hand the page for the card the
 * traveller typed there (`pm_…` from the sandbox). The site never receives the card (decision 050).
 */
export const paymentMethodId = z.string().trim().min(3).max(255);

export const createPaymentBody = z.object({
  orderType,
  orderId: orderRecordRef,
  paymentType,
  paymentMethod: paymentMethodId,
  /** One per attempt: a repeated submit with the same key charges once and answers the same result. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const paymentStatus = z.enum(['processing', 'requires_action', 'succeeded', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const paymentResult = z.object({
  paymentId: z.string(),
  status: paymentStatus,
  /** The 3-D Secure challenge page to open when status is requires_action. */
  challengeUrl: z.string().optional(),
  amount: z.number(),
  currency: z.string(),
  /** Plain words for the traveller: the outcome, or why it failed. */
  msg: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

export const markPaymentBody = z.object({ paymentId: recordId });

export const orderRefBody = z.object({ orderType, orderId: orderRecordRef });
export type OrderRef = z.infer<typeof orderRefBody>;

/**
 * orderMoney's order, with the look-up's proof when the caller has no session or token: the
 * e-mail the order was booked with (given with the order number on /searchBookings or to open a
 * mail's link on another device), as the order page itself accepts it.
 */
export const orderMoneyBody = orderRefBody.extend({
  email: z.string().trim().max(254).optional(),
});
export type OrderMoneyBody = z.infer<typeof orderMoneyBody>;

export const instalmentStatus = z.enum(['scheduled', 'charging', 'paid', 'missed', 'cancelled']);

export const payStatus = z.enum([
  'unpaid',
  'pending',
  'paid',
  'instalments',
  'failed',
  'cancelled',
  'expired',
]);
export type PayStatus = z.infer<typeof payStatus>;

export const orderPayStatusData = z.object({
  orderType,
  orderId: z.string(),
  /** unpaid, pending (charging or waiting for 3-D Secure), paid, instalments (deposit paid, more due), failed, cancelled, expired. */
  status: payStatus,
  paymentType,
  currency: z.string(),
  /** Full: the order total; slice: the adjusted amount (fare plus hold fee). */
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  refunded: z.number(),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      kind: z.enum(['full', 'deposit', 'instalment']),
      instalmentNumber: z.number().nullable(),
      amount: z.number(),
      status: paymentStatus,
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  instalments: z.array(
    z.object({
      number: z.number(),
      dueDate: z.string(),
      amount: z.number(),
      status: instalmentStatus,
      paidAt: z.string().nullable(),
    }),
  ),
  /** Set when 2 instalments were missed: the booking is cancelled at this time unless the traveller gets in touch. */
  cancelAt: z.string().nullable(),
  /** True when the built-in sandbox gateway takes the payments: the pay page lists its test cards. */
  sandbox: z.boolean(),
  /** What is paid for, in the traveller's words ('Flight order FW… · SYD → MEL'). */
  title: z.string().nullable(),
  /** The order's number (FW…, HW…, activities' prefix), never its internal id; null when it has none. */
  orderNo: z.string().nullable(),
});
export type OrderPayStatus = z.infer<typeof orderPayStatusData>;

export const slicePlanData = z.object({
  /** False when the order cannot be paid by slice (too close to departure, or slice pay blocked). */
  available: z.boolean(),
  reason: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  deposit: z.number(),
  holdFee: z.number(),
  weekly: z.number(),
  adjustedAmount: z.number(),
  instalments: z.array(z.object({ number: z.number(), dueDate: z.string(), amount: z.number() })),
});
export type SlicePlanWire = z.infer<typeof slicePlanData>;

/**
 * Every movement of money of an order, dated (orderMoney): each charge (the booking, a deposit,
 * instalments, and the after-sales requests of a flight order: fare differences, extra bags, name
 * corrections) and each refund, as the gateway has them. Amounts are decimals; paid and refunded
 * count only what went through, net is what the traveller is out of pocket.
 */
export const moneyMovement = z.object({
  /** ISO time: when the charge was made, when the refund was given back (asked, while on its way). */
  at: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** 'Payment in full, Visa ending 4242', 'Extra bags AS123456, Visa ending 4242', 'Refund to Visa ending 4242'. */
  label: z.string(),
  amount: z.number(),
  /** succeeded, processing (a refund on its way) or failed (a refund the processor refused). */
  status: z.string(),
});
export type MoneyMovement = z.infer<typeof moneyMovement>;

export const orderMoneyData = z.object({
  currency: z.string(),
  paid: z.number(),
  refunded: z.number(),
  net: z.number(),
  movements: z.array(moneyMovement),
});
export type OrderMoney = z.infer<typeof orderMoneyData>;

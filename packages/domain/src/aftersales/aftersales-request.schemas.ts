import { z } from 'zod';
import { airportInfo, segmentDetail } from '../flights/search.schemas.ts';
import { REQUEST_KINDS, REQUEST_STATUSES, TIMELINE_EVENTS } from './request-status.ts';
import { direction } from './aftersales.fields.ts';

/**
 * After-sales requests as the calls answer them: one request with its dated timeline (detail,
 * submit, list), the list of an order's requests, and the name and bags quotes a submit without a
 * quote answers.
 */

export const requestSummary = z.object({
  requestId: z.string(),
  requestNo: z.string(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  statusText: z.string(),
  createdAt: z.string(),
  /** One line of what was asked, e.g. 'Refund of 2 tickets, Sydney → London'. */
  summary: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummary>;

export const timelineEntry = z.object({
  event: z.enum(TIMELINE_EVENTS),
  at: z.string(),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** One request with its dated timeline (detail, submit, and each item of the list). */
export const afterSalesRequest = requestSummary.extend({
  orderId: z.string(),
  orderNo: z.string(),
  currency: z.string(),
  /** Money back (refunds, cancellations). */
  refundAmount: z.number(),
  /** Money to pay (changes, name corrections, bags). */
  chargeAmount: z.number(),
  /** Where a payment is due: the pay page of this request. */
  payUrl: z.string().nullable(),
  card: z.string().nullable(),
  arrivesBy: z.string().nullable(),
  passengers: z.array(z.string()),
  directions: z.array(direction),
  reason: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  attachments: z.array(z.string()),
  /** Change: the new flights; schedule change: the new times. */
  newSegments: z.array(segmentDetail),
  oldSegments: z.array(segmentDetail),
  /** The airports of those flights, so a page names them beside their codes and terminals. */
  airports: z.array(airportInfo),
  /** Name correction: the name before and after. */
  oldName: z.string().nullable(),
  newName: z.string().nullable(),
  /** Schedule change: minutes the departure moved, and whether a full refund is offered. */
  scheduleShiftMinutes: z.number().nullable(),
  significant: z.boolean(),
  /** A split change: the new booking of the moved passengers. */
  newOrderId: z.string().nullable(),
  newOrderNo: z.string().nullable(),
  timeline: z.array(timelineEntry),
});
export type AfterSalesRequest = z.infer<typeof afterSalesRequest>;

export const requestDetailQuery = z.object({ requestId: z.uuid() });

/** GET /v3/ext/sr/refchg2/list: the requests of an order, or (signed in) of every order of the traveller. */
export const requestListQuery = z.object({
  orderId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(10), z.literal(20), z.literal(50)]))
    .default(10),
});
export const requestList = z.object({
  page: z.number(),
  size: z.number(),
  total: z.number(),
  list: z.array(afterSalesRequest),
});
export type RequestList = z.infer<typeof requestList>;

/** The name quote (submit kind 'name' without a quote). */
export const nameQuoteWire = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  letters: z.number(),
  /** The first and last names swapped (decision 040). */
  swapped: z.boolean(),
  free: z.boolean(),
  currency: z.string(),
  amount: z.number(),
  ruleText: z.string(),
  quotedAt: z.string(),
  expiresAt: z.string(),
});
export type NameQuoteWire = z.infer<typeof nameQuoteWire>;

/** extBaggage without a quote: the price of the bags asked for. */
export const bagsQuoteWire = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  currency: z.string(),
  lines: z.array(
    z.object({
      passengerIndex: z.number(),
      direction,
      pieces: z.number(),
      allowed: z.boolean(),
      reason: z.string().nullable(),
      pricePerPiece: z.number(),
      amount: z.number(),
    }),
  ),
  amount: z.number(),
  quotedAt: z.string(),
  expiresAt: z.string(),
});

/** submit / extBaggage / ca: the request made, or (no quote sent) the quote for the name or bags. */
export const submitResult = z.object({
  request: afterSalesRequest.nullable(),
  nameQuote: nameQuoteWire.nullable(),
  bagsQuote: bagsQuoteWire.nullable(),
});
export type SubmitResult = z.infer<typeof submitResult>;

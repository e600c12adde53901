import { z } from 'zod';
import { MULTI_CITY_LEGS } from '../flights/multi-city.rules.ts';
import { airportInfo, segmentDetail } from '../flights/search.schemas.ts';
import { UPLOAD_MAX_FILES } from '../uploads/upload.rules.ts';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_DESCRIPTION,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  TIMELINE_EVENTS,
} from './request-status.ts';
import { AFTERSALES } from './aftersales.rules.ts';

/**
 * Wire shapes of the flight after-sales calls (SPEC 7: refchg2 psgList, detail, changeNewFlightGet,
 * submit; extBaggage; ca/submit; payloads ours, decision 015). Money is decimal in the order's
 * currency on the wire; the server keeps minor units. A guest sends the order's token in the
 * x-order-token header, as on the order page.
 */

/** A leg of the booking: 0 depart, 1 return, or a multi-city leg's index (decision 026). */
const direction = z
  .number()
  .int()
  .min(0)
  .max(MULTI_CITY_LEGS.max - 1);
/** '0,1' in a query string, or [0, 1] in a body. */
const indexList = (max: number) =>
  z.union([z.string().max(40), z.array(z.coerce.number())]).transform((v, ctx) => {
    const parts = Array.isArray(v) ? v.map(String) : v.split(',').filter((p) => p.trim() !== '');
    const out: number[] = [];
    for (const p of parts) {
      const n = Number(p);
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose passengers and flights from this booking.',
        });
        return z.NEVER;
      }
      out.push(n);
    }
    return [...new Set(out)];
  });
const passengerList = indexList(8);
const directionList = indexList(MULTI_CITY_LEGS.max - 1);

export const afterSalesActions = ['refund', 'change', 'name', 'bags', 'cancel', 'problem'] as const;
export type AfterSalesAction = (typeof afterSalesActions)[number];

/** GET /v3/ext/sr/refchg2/psgList: what the order allows now; with kind + selection, that quote. */
export const psgListQuery = z.object({
  orderId: z.uuid(),
  kind: z.enum(['refund', 'cancel']).optional(),
  passengers: passengerList.optional(),
  directions: directionList.optional(),
});
export type PsgListQuery = z.input<typeof psgListQuery>;

const segmentRule = z.object({
  passengerIndex: z.number(),
  direction,
  allowed: z.boolean(),
  /** The price or 'Not allowed', in plain words. */
  text: z.string(),
  /** Why not, when not allowed. */
  reason: z.string().nullable(),
});

export const actionOption = z.object({
  action: z.enum(afterSalesActions),
  label: z.string(),
  allowed: z.boolean(),
  /** The price in words ('Free', 'From AUD 45.00 per bag', 'Refund up to AUD 812.40', 'Not allowed'). */
  price: z.string(),
  /** Why it is (not) allowed, from the order's own rules. */
  reason: z.string(),
  perSegment: z.array(segmentRule),
});
export type ActionOption = z.infer<typeof actionOption>;

export const refundLineWire = z.object({
  passengerIndex: z.number(),
  passengerName: z.string(),
  passengerType: z.union([z.literal(0), z.literal(1)]),
  direction,
  route: z.string(),
  allowed: z.boolean(),
  reason: z.string().nullable(),
  ruleText: z.string(),
  fare: z.number(),
  tax: z.number(),
  fee: z.number(),
  nonRefundable: z.number(),
  refund: z.number(),
});

export const refundQuoteWire = z.object({
  kind: z.enum(['refund', 'cancel']),
  allowed: z.boolean(),
  reason: z.string().nullable(),
  currency: z.string(),
  /** When the quote was made; submit it back with `amount` within 15 minutes. */
  quotedAt: z.string(),
  expiresAt: z.string(),
  lines: z.array(refundLineWire),
  paid: z.number(),
  /** Extra bags paid for the chosen tickets, given back in full with them (in `amount`). */
  bags: z.number(),
  bagPieces: z.number().int(),
  fare: z.number(),
  fee: z.number(),
  nonRefundable: z.number(),
  taxes: z.number(),
  holdFeeKept: z.number(),
  holdFeeRefunded: z.number(),
  unpaidBalance: z.number(),
  /** What goes back to the card. */
  amount: z.number(),
  /** 'Visa •••• 4242', or null when nothing was paid by card. */
  card: z.string().nullable(),
  /** The money is on the card by this date at the latest (7 business days). */
  arrivesBy: z.string().nullable(),
  freeCancellation: z.boolean(),
  reasonRequired: z.boolean(),
  wholeBooking: z.boolean(),
  /** Cancelling an unpaid booking: nothing to refund, the seats are released. */
  unpaid: z.boolean(),
  /** The fare and taxes of the tickets chosen, and what of their refund is beyond what is left paid. */
  tickets: z.number(),
  beyondPaid: z.number(),
  /** Paid in slices: the refund is what was paid less the hold price fee (decision 041). */
  paidInSlices: z.boolean(),
  /** Why the refund is full whatever the fare (24-hour promise, airline schedule change), or null. */
  fullRefundReason: z.string().nullable(),
});
export type RefundQuoteWire = z.infer<typeof refundQuoteWire>;

export const couponWire = z.object({
  direction,
  status: z.enum(['open', 'refunded', 'moved']),
  /** Extra bags bought on this direction. */
  extraBags: z.number(),
});

export const directionWire = z.object({
  direction,
  label: z.string(),
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  /** Local departure 'YYYY-MM-DD HH:mm' at the origin. */
  departure: z.string(),
  departureUtc: z.string(),
  departed: z.boolean(),
  /** The first flight, e.g. 'QF1'. */
  flights: z.array(z.string()),
  /** Checked bags included per adult, e.g. '1 x 23KG'. */
  includedBaggage: z.string(),
  /** The supplier's price of one extra checked bag on this direction. */
  extraBagPrice: z.number(),
});

export const afterSalesPassenger = z.object({
  index: z.number(),
  name: z.string(),
  given_name: z.string(),
  middle_name: z.string(),
  surname: z.string(),
  /** The name as ticketed at booking: a name correction is counted against it (decision 040). */
  bookedName: z.object({ given_name: z.string(), middle_name: z.string(), surname: z.string() }),
  type: z.union([z.literal(0), z.literal(1)]),
  ticketNo: z.string().nullable(),
  coupons: z.array(couponWire),
});

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

/** psgList's answer. */
export const afterSalesOptions = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.number(),
  statusText: z.string(),
  currency: z.string(),
  paymentType: z.enum(['full', 'slice']),
  fareProduct: z.string(),
  fareName: z.string(),
  bookedAt: z.string(),
  /** Our 24-hour promise: free cancellation until then, or null when it does not apply. */
  freeCancellationUntil: z.string().nullable(),
  paid: z.number(),
  refunded: z.number(),
  directions: z.array(directionWire),
  /** The airports the booking's flights use (names, cities, time zones). */
  airports: z.array(airportInfo),
  passengers: z.array(afterSalesPassenger),
  options: z.array(actionOption),
  /** The quote of `kind` for the selection, when asked. */
  quote: refundQuoteWire.nullable(),
  requests: z.array(requestSummary),
});
export type AfterSalesOptions = z.infer<typeof afterSalesOptions>;

/** GET changeNewFlightGet: new flights for one direction on a new date, priced as a change. */
export const changeFlightsQuery = z.object({
  orderId: z.uuid(),
  passengers: passengerList,
  /** The direction whose flights are replaced. */
  direction: z.coerce.number().pipe(direction),
  date: z.iso.date(),
  /**
   * When both directions change: the new flights already chosen for the other direction (their
   * key from an earlier answer); absent, the other direction stays as booked.
   */
  otherKey: z.string().max(200).optional(),
});
export type ChangeFlightsQuery = z.input<typeof changeFlightsQuery>;

export const changePassengerWire = z.object({
  passengerIndex: z.number(),
  passengerName: z.string(),
  passengerType: z.union([z.literal(0), z.literal(1)]),
  fee: z.number(),
  oldPrice: z.number(),
  newPrice: z.number(),
  difference: z.number(),
  total: z.number(),
});

export const changeOptionWire = z.object({
  /** The new flights of the direction: send it back to submit. */
  key: z.string(),
  direction,
  departure: z.string(),
  arrival: z.string(),
  totalMinutes: z.number(),
  stops: z.number(),
  segments: z.array(segmentDetail),
  seatsLeft: z.number(),
  passengers: z.array(changePassengerWire),
  fee: z.number(),
  difference: z.number(),
  /** What the traveller pays for this change. */
  total: z.number(),
});
export type ChangeOptionWire = z.infer<typeof changeOptionWire>;

export const changeFlightsResult = z.object({
  currency: z.string(),
  quotedAt: z.string(),
  expiresAt: z.string(),
  /** Change rules of the chosen passengers on this direction, in words. */
  rules: z.array(z.string()),
  options: z.array(changeOptionWire),
  airports: z.array(airportInfo),
});
export type ChangeFlightsResult = z.infer<typeof changeFlightsResult>;

/** What the traveller saw: a quote older than 15 minutes or a different amount answers 409 with the new quote. */
const seenQuote = z.object({ quotedAt: z.iso.datetime(), amount: z.number().nonnegative() });
const clientKey = z.string().trim().min(8).max(100);
const attachments = z.array(z.string().max(200)).max(UPLOAD_MAX_FILES).default([]);

export const refundSubmit = z.object({
  kind: z.literal('refund'),
  orderId: z.uuid(),
  clientKey,
  passengers: passengerList,
  directions: directionList,
  reason: z.string().trim().max(100).optional(),
  reasonText: z.string().trim().max(1000).optional(),
  attachments,
  quote: seenQuote,
});

export const changeSubmit = z.object({
  kind: z.literal('change'),
  orderId: z.uuid(),
  clientKey,
  passengers: passengerList,
  /** The new flights per changed direction (keys from changeNewFlightGet). */
  outboundKey: z.string().max(200).optional(),
  inboundKey: z.string().max(200).optional(),
  /**
   * The new flights of any leg by its index ('0' to '4'): how a multi-city booking names the
   * flight it changes. outboundKey and inboundKey are legs '0' and '1'.
   */
  legKeys: z
    .record(z.string(), z.string().max(200))
    .refine((keys) => Object.keys(keys).every((k) => /^[0-4]$/.test(k)), {
      error: 'A flight of the booking is named 0 to 4.',
    })
    .optional(),
  /** Answering an airline schedule change: the new flights are free. */
  scheduleRequestId: z.uuid().optional(),
  quote: seenQuote,
});

export const nameSubmit = z.object({
  kind: z.literal('name'),
  orderId: z.uuid(),
  clientKey,
  passengerIndex: z.number().int().min(0).max(8),
  given_name: z.string().trim().max(60),
  middle_name: z.string().trim().max(60).default(''),
  surname: z.string().trim().max(60),
  /** Absent: only quote the correction (nothing is changed). */
  quote: seenQuote.optional(),
});

export const problemSubmit = z.object({
  kind: z.literal('problem'),
  orderId: z.uuid(),
  clientKey,
  category: z.enum(PROBLEM_CATEGORIES),
  description: z
    .string()
    .trim()
    .min(
      PROBLEM_DESCRIPTION.min,
      `Tell us what happened in at least ${PROBLEM_DESCRIPTION.min} characters.`,
    )
    .max(PROBLEM_DESCRIPTION.max),
  attachments,
});

export const scheduleSubmit = z.object({
  kind: z.literal('schedule'),
  orderId: z.uuid(),
  clientKey,
  requestId: z.uuid(),
  /**
   * Keep the new times. A full refund (a change of 3 hours or more) is a refund submit: its quote
   * says why it is full, and the traveller confirms the amount.
   */
  decision: z.enum(['accept']),
});

/** POST /v3/ext/sr/refchg2/submit. */
export const afterSalesSubmit = z.discriminatedUnion('kind', [
  refundSubmit,
  changeSubmit,
  nameSubmit,
  problemSubmit,
  scheduleSubmit,
]);
export type AfterSalesSubmit = z.input<typeof afterSalesSubmit>;
/** A submit as the server reads it (defaults applied, lists parsed). */
export type AfterSalesSubmitBody = z.output<typeof afterSalesSubmit>;

/** POST /v3/ext/extBaggage: extra checked bags, paid through the pay page. */
export const extBaggageBody = z.object({
  orderId: z.uuid(),
  clientKey,
  bags: z
    .array(
      z.object({
        passengerIndex: z.number().int().min(0).max(8),
        direction,
        pieces: z.number().int().min(0).max(AFTERSALES.maxExtraBags),
      }),
    )
    .min(1)
    .max(18),
  quote: seenQuote.optional(),
});
export type ExtBaggageBody = z.input<typeof extBaggageBody>;

/** POST /v3/ext/sr/ca/submit: cancel an unpaid or a slice-payment booking. */
export const cancelSubmit = z.object({
  orderId: z.uuid(),
  clientKey,
  quote: seenQuote,
});
export type CancelSubmit = z.input<typeof cancelSubmit>;

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

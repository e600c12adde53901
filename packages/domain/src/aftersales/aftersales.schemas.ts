import { z } from 'zod';
import { airportInfo, segmentDetail } from '../flights/search.schemas.ts';
import { direction, directionList, passengerList } from './aftersales.fields.ts';
import { requestSummary } from './aftersales-request.schemas.ts';

export * from './aftersales-request.schemas.ts';
export * from './aftersales-submit.schemas.ts';

/**
 * Wire shapes of the flight after-sales calls (SPEC 7: refchg2 psgList, detail, changeNewFlightGet,
 * submit; extBaggage; ca/submit; payloads ours, decision 015). Money is decimal in the order's
 * currency on the wire; the server keeps minor units. A guest sends the order's token in the
 * x-order-token header, as on the order page. This file holds the options (psgList) and change
 * quotes; what is submitted and the requests it makes are in the two files it re-exports.
 */

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

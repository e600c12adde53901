import { z } from 'zod';
import { MULTI_CITY_LEGS } from './multi-city.rules.ts';

/**
 * The fare rules of a leg on the wire (SPEC 3): baggage, refund and change lists in full (ticketPrice,
 * orders) or summarised (search results). search.schemas.ts re-exports them.
 */

export const baggageInfo = z.object({
  segmentNo: z.number(),
  passengerType: z.union([z.literal(0), z.literal(1)]),
  baggagePiece: z.number(),
  baggageWeight: z.number(),
  handBaggageWeight: z.number(),
});

const ruleStatus = z.enum(['T', 'F', 'H', 'E']);
const period = z.enum(['before', 'noShow', 'after']);

/** The leg a rule is for: 0 outbound, 1 return; a multi-city leg's index (0-4, decision 026). */
const legIndex = z
  .number()
  .int()
  .min(0)
  .max(MULTI_CITY_LEGS.max - 1);

export const refundInfo = z.object({
  refundType: legIndex,
  passengerType: z.union([z.literal(0), z.literal(1)]),
  refundStatus: ruleStatus,
  refundFeeEx: z.number(),
  currencyEx: z.string(),
  period,
  /** Hours before departure that split 'Before Flight Departure' (outside / within). */
  noShowCondition: z.number().nullable(),
  window: z.enum(['outside', 'within']).nullable(),
});
export type RefundInfo = z.infer<typeof refundInfo>;

export const changesInfo = z.object({
  changesType: legIndex,
  passengerType: z.union([z.literal(0), z.literal(1)]),
  changesStatus: ruleStatus,
  changesFeeEx: z.number(),
  currencyEx: z.string(),
  period,
  noShowCondition: z.number().nullable(),
  window: z.enum(['outside', 'within']).nullable(),
});
export type ChangesInfo = z.infer<typeof changesInfo>;

/**
 * What one direction of the fare costs per traveller (decimals): after-sales quotes refunds and
 * changes per direction from it. Orders made before it existed split the price evenly.
 */
export const legPrices = z.object({
  adultFare: z.number(),
  childFare: z.number(),
  adultTax: z.number(),
  childTax: z.number(),
});
export type LegPrices = z.infer<typeof legPrices>;

/** A leg's full rule lists (SPEC 3): ticketPrice and orders carry these. */
export const fareLegRules = z.object({
  cabinGrade: z.string(),
  prices: legPrices.optional(),
  baggageInfoList: z.array(baggageInfo),
  refundInfoList: z.array(refundInfo),
  changesInfoList: z.array(changesInfo),
});
export type FareLegRules = z.infer<typeof fareLegRules>;

/** The checked allowance baggageLine shows for one flight (-1 or 0 pieces: none). */
export const bagSummary = z.object({ piece: z.number(), weight: z.number() });
export type BagSummary = z.infer<typeof bagSummary>;

/** The refund or change entry a fare card's one line shows (cardRuleEntry); fee in the entry's currencyEx. */
export const ruleSummary = z.object({ status: ruleStatus, fee: z.number() });
export type RuleSummary = z.infer<typeof ruleSummary>;

/**
 * A leg's rules as search results carry them: what the card, Select Fare, the flight details and
 * the checked-bag filter show (fare-summary.ts derives it from the full lists). The full lists come
 * from ticketPrice when the policy dialog opens (decision 004).
 */
export const fareSummary = z.object({
  /** Per flight of the leg (index = segmentNo - 1): the adult's allowance, or null when none is given. */
  baggage: z.array(bagSummary.nullable()),
  refund: ruleSummary.nullable(),
  change: ruleSummary.nullable(),
});
export type FareSummary = z.infer<typeof fareSummary>;

import { checkedBaggageText, type BaggageInfo } from './baggage.ts';
import { cardRuleText, type RuleKind } from './fare-rules.ts';
import { cardRuleEntry, cardRuleOf, type CardRuleFields } from './fare-display.ts';
import { toDecimal, toMinorUnits } from '../money/minor-units.ts';
import type {
  BagSummary,
  FareLegRules,
  FareSummary,
  FlightRouting,
  FlightRoutingSummary,
  PriceListEntry,
  PriceListEntrySummary,
  RuleSummary,
} from './search.schemas.ts';

/**
 * Search results carry each leg's rules summarised (decision 004): per flight the allowance
 * baggageLine would show, and the refund and change entries a fare card shows. The server builds
 * the summary from the full lists with these functions, so the texts below equal the ones the
 * full lists give (baggageLine, cardRuleText over cardRuleEntry).
 */

function bagOf(list: readonly BaggageInfo[], segmentNo: number): BagSummary | null {
  const own = list.filter((b) => b.segmentNo === segmentNo);
  const pick = own.find((b) => b.passengerType === 0) ?? own[0];
  return pick ? { piece: pick.baggagePiece, weight: pick.baggageWeight } : null;
}

/** Per flight of a leg (index = segmentNo - 1), the allowance bagOf picks. */
export function bagSummaries(list: readonly BaggageInfo[]): (BagSummary | null)[] {
  let segments = 0;
  for (const b of list) if (b.segmentNo > segments) segments = b.segmentNo;
  return Array.from({ length: segments }, (_, i) => bagOf(list, i + 1));
}

function ruleOf(
  list: FareLegRules['refundInfoList'] | FareLegRules['changesInfoList'],
): RuleSummary | null {
  const entry = cardRuleEntry(list);
  return entry ? { status: entry.status, fee: entry.fee / 100 } : null;
}

/** One leg's summary from its full lists. */
export function legSummary(rules: FareLegRules): FareSummary {
  return {
    baggage: bagSummaries(rules.baggageInfoList),
    refund: ruleOf(rules.refundInfoList),
    change: ruleOf(rules.changesInfoList),
  };
}

/** A rule as a fare is quoted: its leg (direction), status and fee in minor units. */
export interface QuotedRule extends CardRuleFields {
  direction: number;
  status: RuleSummary['status'];
  fee: number;
}

/** The card's rule of one leg (direction) among a quote's rules of every leg (fee in minor units). */
export function quotedRuleSummary(
  rules: readonly QuotedRule[],
  direction: number,
): RuleSummary | null {
  const rule = cardRuleOf(rules, (r) => r.direction === direction);
  return rule ? { status: rule.status, fee: toDecimal(rule.fee) } : null;
}

/**
 * One leg's summary straight from a quote's lists (every leg's rules, fees in minor units): what
 * legSummary gives for the full lists the wire makes of them, without making those lists.
 */
export function quotedLegSummary(
  baggage: readonly BaggageInfo[],
  refunds: readonly QuotedRule[],
  changes: readonly QuotedRule[],
  direction: number,
): FareSummary {
  return {
    baggage: bagSummaries(baggage),
    refund: quotedRuleSummary(refunds, direction),
    change: quotedRuleSummary(changes, direction),
  };
}

/** A price entry with each leg's lists replaced by their summary. */
export function summarizeEntry(entry: PriceListEntry): PriceListEntrySummary {
  const { flights, ...rest } = entry;
  return {
    ...rest,
    flights: {
      from: legSummary(flights.from),
      ret: flights.ret ? legSummary(flights.ret) : null,
      ...(flights.legs ? { legs: flights.legs.map(legSummary) } : {}),
    },
  };
}

/** A routing as search results carry it. */
export function summarizeRouting(routing: FlightRouting): FlightRoutingSummary {
  return { ...routing, priceList: routing.priceList.map(summarizeEntry) };
}

/** The Baggage line of a flight of the leg (index from 0): '1 x 23KG', or 'No Baggage'. */
export function segmentBaggageLine(leg: FareSummary, index: number): string {
  const bag = leg.baggage[index];
  return bag ? checkedBaggageText(bag.piece, bag.weight) : 'No Baggage';
}

/** The fare card's Baggage line (SPEC 9): the adult allowance of the leg's first flight. */
export function summaryBaggageLine(leg: FareSummary): string {
  return segmentBaggageLine(leg, 0);
}

/** The fare card's refund or change line (SPEC 9) from the summary; fees in `currency`. */
export function summaryRuleText(
  kind: RuleKind,
  rule: RuleSummary | null,
  currency: string,
): string {
  return cardRuleText(
    kind,
    rule ? { status: rule.status, fee: toMinorUnits(rule.fee), currency } : null,
  );
}

import type { FareProductCode } from '@farewise/domain/flights/products';
import type { RuleStatus } from '@farewise/domain/flights/fare-rules';
import { FARE_RULE_CUTOFF_HOURS } from '@farewise/domain/flights/fare-rules';

/**
 * The refund and change rules of a quote (SPEC 9's fare-rule tables), made once and shared by
 * every quote with the same fare (read-only): a search prices the same legs and fares many times
 * over, each outbound with several returns.
 */

/** A child's fare is this share of an adult's. */
export const CHILD_FARE_SHARE = 0.75;

/** A refund or change rule of a quote (fee in integer minor units of the quote's currency). */
export interface RuleQuote {
  /** The leg the rule is for: 0 outbound, 1 return, or a multi-city leg's index. */
  direction: number;
  passengerType: 0 | 1;
  status: RuleStatus;
  fee: number;
  period: 'before' | 'noShow' | 'after';
  noShowCondition: number | null;
  window: 'outside' | 'within' | null;
}

/** Rules without a fee are the same for every fare: one object each, shared (read-only). */
const feeFreeRules = new Map<string, RuleQuote>();
function ruleQuote(r: Omit<RuleQuote, 'noShowCondition'>): RuleQuote {
  const make = (): RuleQuote => ({
    direction: r.direction,
    passengerType: r.passengerType,
    status: r.status,
    fee: r.fee,
    period: r.period,
    noShowCondition: r.window ? FARE_RULE_CUTOFF_HOURS : null,
    window: r.window,
  });
  if (r.fee !== 0) return make();
  const key = `${r.direction}|${r.passengerType}|${r.status}|${r.period}|${r.window}`;
  let rule = feeFreeRules.get(key);
  if (!rule) feeFreeRules.set(key, (rule = make()));
  return rule;
}

/** Refund and change rules of SPEC 9's fare-rule tables, split at 48 hours before departure. */
function rulesFor(
  product: FareProductCode,
  direction: number,
  fares: { adult: number; child: number },
) {
  const refunds: RuleQuote[] = [];
  const changes: RuleQuote[] = [];
  for (const passengerType of [0, 1] as const) {
    const fare = passengerType === 0 ? fares.adult : fares.child;
    const entry = (
      status: RuleStatus,
      period: RuleQuote['period'],
      window: RuleQuote['window'],
      fee = 0,
    ): RuleQuote => ruleQuote({ direction, passengerType, status, fee, period, window });
    const refundOutside: RuleQuote =
      product === 'RF24'
        ? entry('H', 'before', 'outside', Math.round(fare * 0.2))
        : entry('T', 'before', 'outside');
    refunds.push(
      refundOutside,
      entry('T', 'before', 'within'),
      entry('T', 'noShow', null),
      entry('T', 'after', null),
    );
    const changeOutside =
      product === '0THP' ? entry('T', 'before', 'outside') : entry('F', 'before', 'outside');
    changes.push(
      changeOutside,
      entry('T', 'before', 'within'),
      entry('T', 'noShow', null),
      entry('T', 'after', null),
    );
  }
  return { refunds, changes };
}

export interface FareRules {
  refunds: RuleQuote[];
  changes: RuleQuote[];
}

/**
 * One leg's rules of a fare (rulesFor), kept by product, leg and adult fare (numbers, no key
 * strings): a round trip's outbound has the same fare with every return. Only the refundable
 * product's fee depends on the fare; the others keep one list per leg.
 */
const legRulesCache = new Map<FareProductCode, Map<number, Map<number, FareRules>>>();
let legRulesKept = 0;
function legRules(product: FareProductCode, direction: number, adult: number): FareRules {
  const fare = product === 'RF24' ? adult : 0;
  let byLeg = legRulesCache.get(product);
  if (!byLeg) legRulesCache.set(product, (byLeg = new Map()));
  let byFare = byLeg.get(direction);
  if (!byFare) byLeg.set(direction, (byFare = new Map()));
  let rules = byFare.get(fare);
  if (!rules) {
    if (legRulesKept >= 5_000) {
      for (const legs of legRulesCache.values()) for (const fares of legs.values()) fares.clear();
      legRulesKept = 0;
    }
    rules = rulesFor(product, direction, { adult, child: Math.round(adult * CHILD_FARE_SHARE) });
    byFare.set(fare, rules);
    legRulesKept++;
  }
  return rules;
}

/** A journey's rules from its legs' (in order), kept per list of leg rules so equal fares share one. */
const joined = new WeakMap<FareRules, WeakMap<FareRules, FareRules>>();
function joinedRules(perLeg: FareRules[]): FareRules {
  const join = (): FareRules => ({
    refunds: perLeg.flatMap((r) => r.refunds),
    changes: perLeg.flatMap((r) => r.changes),
  });
  const [first, second] = perLeg;
  if (perLeg.length === 1) return first!;
  if (perLeg.length > 2) return join();
  let withFirst = joined.get(first!);
  if (!withFirst) joined.set(first!, (withFirst = new WeakMap()));
  let rules = withFirst.get(second!);
  if (!rules) withFirst.set(second!, (rules = join()));
  return rules;
}

/** Each leg's refund and change rules of a fare, legs in order (see rulesFor), shared (read-only). */
export function fareRules(product: FareProductCode, adultLegs: number[]): FareRules[] {
  return adultLegs.map((adult, direction) => legRules(product, direction, adult));
}

/** A journey's rules, its legs' lists joined in order (shared when two legs' lists are). */
export function journeyRules(perLeg: FareRules[]): FareRules {
  return joinedRules(perLeg);
}

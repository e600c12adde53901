import { formatMoney } from '../money/format.ts';
import { toMinorUnits } from '../money/minor-units.ts';
import { policySummary, periodLabel, type RuleEntry, type RuleKind } from './fare-rules.ts';
import { fareSurcharge } from './slice-payment.ts';
import type { ChangesInfo, PriceListEntry, RefundInfo } from './search.schemas.ts';

/**
 * Display helpers for the wire's decimal money (the `...Ex` fields, 2 decimals in the display
 * currency): they convert to minor units once and reuse the minor-unit rules.
 */
/** 'AUD 1,234.50' for a decimal amount. */
export function formatFare(amount: number, currency: string): string {
  return formatMoney(toMinorUnits(amount), currency);
}

type WireRule = RefundInfo | ChangesInfo;

/** Maps a refund or change entry of the wire to the rule shape of fare-rules.ts. */
export function toRuleEntry(entry: WireRule): RuleEntry {
  const isRefund = 'refundStatus' in entry;
  return {
    direction: isRefund ? entry.refundType : entry.changesType,
    passengerType: entry.passengerType,
    status: isRefund ? entry.refundStatus : entry.changesStatus,
    fee: toMinorUnits(isRefund ? entry.refundFeeEx : entry.changesFeeEx),
    currency: entry.currencyEx,
    period: entry.period,
    noShowHours: entry.noShowCondition ?? undefined,
    window: entry.window ?? undefined,
  };
}

/**
 * The entry a fare card's one-line rule describes: an adult's, on the outbound leg, before
 * departure (outside the no-show window when one exists): what applies when plans change early.
 */
export function cardRuleEntry(list: WireRule[]): RuleEntry | null {
  const entry = cardRuleOf(list);
  return entry ? toRuleEntry(entry) : null;
}

/** The fields of a rule (on the wire or as the supplier quotes it) that cardRuleOf reads. */
export interface CardRuleFields {
  passengerType: 0 | 1;
  period: 'before' | 'noShow' | 'after';
  window?: 'outside' | 'within' | null;
}

/**
 * cardRuleEntry's choice in any list of rules: the first adult rule before departure outside the
 * no-show window, else the first adult rule before departure; `keep` narrows the list (a leg's own).
 */
export function cardRuleOf<T extends CardRuleFields>(
  list: readonly T[],
  keep: (rule: T) => boolean = () => true,
): T | undefined {
  let first: T | undefined;
  for (const rule of list) {
    if (rule.passengerType !== 0 || rule.period !== 'before' || !keep(rule)) continue;
    if (rule.window !== 'within') return rule;
    first ??= rule;
  }
  return first;
}

export interface PolicyRow {
  label: string;
  adult: string;
  child: string;
}

export interface PolicyTable {
  summary: string;
  rows: PolicyRow[];
}

const PERIOD_ORDER = { before: 0, noShow: 1, after: 2 } as const;
const WINDOW_ORDER = { outside: 0, within: 1, none: 2 } as const;

/**
 * The refund or change table of one direction in the policy dialog (SPEC 2.4, 9): rows Before
 * Flight Departure (split outside / within N hours when a no-show condition exists), No-Show and
 * After Flight Departure; adult and child cells; a summary of every entry.
 */
export function policyTable(kind: RuleKind, list: WireRule[]): PolicyTable {
  const entries = list.map(toRuleEntry);
  const groups = new Map<string, RuleEntry[]>();
  for (const e of entries) {
    const key = `${e.period}|${e.window ?? 'none'}|${e.noShowHours ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const rows = [...groups.values()]
    .sort((a, b) => {
      const [x, y] = [a[0]!, b[0]!];
      return (
        PERIOD_ORDER[x.period] - PERIOD_ORDER[y.period] ||
        WINDOW_ORDER[x.window ?? 'none'] - WINDOW_ORDER[y.window ?? 'none']
      );
    })
    .map((group) => {
      const cell = (type: 0 | 1) => {
        const found = group.filter((e) => e.passengerType === type);
        return found.length ? policySummary(kind, found) : '/';
      };
      return { label: periodLabel(group[0]!), adult: cell(0), child: cell(1) };
    });
  return { summary: policySummary(kind, entries), rows };
}

/**
 * The 'Select Fare' surcharge per traveller (SPEC 2.6, 9): the difference to the first fare's
 * total (or, paying in slices, its adjusted amount), shared by every traveller. Minor units.
 */
export function surchargePerTraveller(
  fares: Pick<PriceListEntry, 'totalPriceEx' | 'SlicePayItem'>[],
  index: number,
  travellers: number,
  mode: 'full' | 'slice' = 'full',
): number {
  const totals = fares.map((f) => ({
    total: toMinorUnits(f.totalPriceEx),
    adjustedAmount: f.SlicePayItem.valid ? toMinorUnits(f.SlicePayItem.adjustedAmount) : undefined,
  }));
  return Math.round(fareSurcharge(totals, index, mode) / Math.max(1, travellers));
}

/** '+AUD 45.00' for a surcharge in minor units; the first fare shows no surcharge. */
export function formatSurcharge(minorUnits: number, currency: string): string {
  return `${minorUnits < 0 ? '-' : '+'}${formatMoney(Math.abs(minorUnits), currency)}`;
}

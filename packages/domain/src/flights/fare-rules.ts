import { formatMoney } from '../money/format.ts';
import type { FareProductCode } from './products.ts';

/** Fee status codes (SPEC 9): T not allowed, F free, H fee applies, E per airline rules. */
export type RuleStatus = 'T' | 'F' | 'H' | 'E';
export type RuleKind = 'refund' | 'change';
/** The leg: 0 outbound, 1 return; a multi-city leg's index (decision 026). */
export type Direction = number;
/** 0 adult, 1 child. */
export type PassengerType = 0 | 1;

/** A refund or change rule entry (SPEC 3), in one shape for both kinds. */
export interface RuleEntry {
  direction: Direction;
  passengerType: PassengerType;
  status: RuleStatus;
  /** Fee in minor units; meaningful for status H. */
  fee: number;
  currency: string;
  /** When set, the no-show time limit in hours before departure. */
  noShowHours?: number;
  /** Which period the entry covers. */
  period: 'before' | 'noShow' | 'after';
  /** With noShowHours: whether the entry applies outside or within that many hours. */
  window?: 'outside' | 'within';
}

const CARD_TEXT: Record<RuleKind, Record<Exclude<RuleStatus, 'H'>, string>> = {
  refund: { T: 'No Refunds', F: 'Free Cancellation', E: 'Per airline rules' },
  change: { T: 'Non-changeable', F: 'No Change Fee', E: 'Per airline rules' },
};

/** The one-line text on a fare card (SPEC 9); a missing rule shows '/'. */
export function cardRuleText(
  kind: RuleKind,
  entry: Pick<RuleEntry, 'status' | 'fee' | 'currency'> | undefined | null,
): string {
  if (!entry) return '/';
  if (entry.status === 'H') return `from ${formatMoney(entry.fee, entry.currency)}`;
  return CARD_TEXT[kind][entry.status] ?? '/';
}

/** The summary in the policy dialog for a set of entries (SPEC 9). */
export function policySummary(
  kind: RuleKind,
  entries: Pick<RuleEntry, 'status' | 'fee' | 'currency'>[],
): string {
  if (entries.length === 0) return '/';
  const statuses = new Set(entries.map((e) => e.status));
  if (statuses.size === 1) {
    const only = entries[0]!;
    switch (only.status) {
      case 'T':
        return kind === 'refund' ? 'Non-Refundable' : 'Unchangeable';
      case 'F':
        return kind === 'refund' ? 'Free Cancellation' : 'No Change Fee';
      case 'E':
        return 'Per airline rules';
      case 'H': {
        const lowest = Math.min(...entries.map((e) => e.fee));
        return `${kind === 'refund' ? 'Refund Fee' : 'Change Fee'}: ${formatMoney(lowest, only.currency)}`;
      }
    }
  }
  // Any mixture (H with T, F or E, or any other combination) is partial.
  return kind === 'refund' ? 'Partially Refundable' : 'Partially Modifiable';
}

export const PERIOD_LABELS = {
  before: 'Before Flight Departure',
  noShow: 'No-Show',
  after: 'After Flight Departure',
} as const;

/** The row label of a policy table: 'Before Flight Departure', split by a no-show hour condition. */
export function periodLabel(entry: Pick<RuleEntry, 'period' | 'noShowHours' | 'window'>): string {
  const base = PERIOD_LABELS[entry.period];
  if (entry.noShowHours !== undefined && entry.window && entry.period === 'before') {
    return `${base} (${entry.window} ${entry.noShowHours} hours)`;
  }
  return base;
}

/** Hours before departure that divide the fare-rule tables (SPEC 9). */
export const FARE_RULE_CUTOFF_HOURS = 48;

export const FARE_RULE_TEXTS = {
  unchangeable: 'Unchangeable',
  noPenalty: 'No penalty fee* (price difference may apply)',
  perAirline: 'Per airline rules',
  nonRefundable: 'Non-refundable',
  refund80: '80% refund (no questions asked)',
} as const;

/** SPEC 9's fare-rule table: change and refund, 48+ hours before departure and within. */
export function fareRuleTable(code: FareProductCode | string): {
  change: { before48h: string; within48h: string };
  refund: { before48h: string; within48h: string };
} {
  const T = FARE_RULE_TEXTS;
  const changeBefore =
    code === '0THP'
      ? T.unchangeable
      : code === 'CHGF' || code === 'RF24'
        ? T.noPenalty
        : T.perAirline;
  const refundBefore =
    code === '0THP' || code === 'CHGF'
      ? T.nonRefundable
      : code === 'RF24'
        ? T.refund80
        : T.perAirline;
  return {
    change: { before48h: changeBefore, within48h: T.unchangeable },
    refund: { before48h: refundBefore, within48h: T.nonRefundable },
  };
}

/** Share of the ticket price refunded by RF24 when cancelled 48+ hours before departure. */
export const RF24_REFUND_SHARE = 0.8;

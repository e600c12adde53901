import { formatDate } from '../shared/dates.ts';

/**
 * After-sales requests of a flight order: their kinds and statuses in the traveller's words, and
 * the one way a date and time of their timeline is written.
 */
export const REQUEST_KINDS = [
  'refund',
  'change',
  'name',
  'bags',
  'cancel',
  'problem',
  'schedule',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  refund: 'Refund',
  change: 'Flight change',
  name: 'Name correction',
  bags: 'Extra bags',
  cancel: 'Cancellation',
  problem: 'Problem report',
  schedule: 'Schedule change',
};

export const REQUEST_STATUSES = [
  'awaiting_payment',
  'refund_pending',
  'refunded',
  'completed',
  'open',
  'action_needed',
  'closed',
  'expired',
  'payment_failed',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  refund_pending: 'Refund on its way',
  refunded: 'Refunded',
  completed: 'Completed',
  open: 'Being looked at',
  action_needed: 'Your answer needed',
  closed: 'Closed',
  expired: 'Expired: not paid in time',
  payment_failed: 'Payment failed',
};

/** Statuses after which nothing more happens to a request. */
export const FINAL_REQUEST_STATUSES: readonly RequestStatus[] = [
  'refunded',
  'completed',
  'closed',
  'expired',
  'payment_failed',
];

export const TIMELINE_EVENTS = [
  'requested',
  'quoted',
  'confirmed',
  'payment_received',
  'payment_failed',
  // Asked of the card processor at confirmation; 'refunded' follows once it says the money went.
  'refund_requested',
  // Earlier requests' timelines (written before the processor answered); no longer written.
  'refund_sent',
  'refunded',
  'reissued',
  'bags_added',
  'cancelled',
  'notified',
  'accepted',
  'expired',
  'closed',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** Categories of a problem report (the Other problem page). */
export const PROBLEM_CATEGORIES = [
  'Schedule or flight status',
  'Baggage',
  'Seats and special assistance',
  'Payment or invoice',
  'Refund status',
  'Documents and visas',
  'Something else',
] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];
export const PROBLEM_DESCRIPTION = { min: 10, max: 2000 } as const;

/** Reasons a traveller may give for a refund. */
export const REFUND_REASONS = [
  'My plans changed',
  'Illness or medical reasons',
  'Death of a family member',
  'Visa or entry refused',
  'The airline changed or cancelled the flight',
  'Something else',
] as const;

/** 'Mon 7 Dec 2026' for a 'YYYY-MM-DD' date. */
export function formatDay(date: string): string {
  return formatDate(date.slice(0, 10));
}

/** 'Mon 7 Dec 2026, 14:05 UTC' for an instant (timelines are in UTC: one clock for every request). */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatDay(d.toISOString())}, ${hh}:${mm} UTC`;
}

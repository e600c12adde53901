import { formatMoney } from '../money/format.ts';
import { cabinName } from '../flights/products.ts';

/**
 * Price alerts (issue 17): a saved search re-priced by the site, mailed when its cheapest
 * comparable price falls by the traveller's threshold. Every rule of alerts lives here.
 */

/** Alerts an address may have that are not over (waiting for confirmation, watching or paused). */
export const MAX_LIVE_ALERTS_PER_ADDRESS = 20;
/** An active alert is re-priced again this long after its last check: at least daily. */
export const CHECK_INTERVAL_HOURS = 12;
/** A guest's alert not confirmed within this many days is removed. */
export const CONFIRM_WITHIN_DAYS = 7;
/** Price checks kept per alert for its history chart (the newest). */
export const PRICE_HISTORY_POINTS = 60;

export const DROP_PERCENT_MIN = 1;
export const DROP_PERCENT_MAX = 90;
/** The smallest amount threshold, in minor units (1.00 of the currency). */
export const DROP_AMOUNT_MIN = 100;
/** The largest amount threshold, in minor units. */
export const DROP_AMOUNT_MAX = 10_000_000;

/** How far a price must fall before the traveller is mailed: a share (percent) or an amount (minor units). */
export type PriceDrop = { kind: 'percent'; value: number } | { kind: 'amount'; value: number };

/** Any drop of 5% or more, unless the traveller chose otherwise. */
export const DEFAULT_DROP: PriceDrop = { kind: 'percent', value: 5 };

export const ALERT_STATUSES = ['pending', 'active', 'paused', 'ended', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Statuses that count towards the limit and may still become or be active. */
export const LIVE_STATUSES: readonly AlertStatus[] = ['pending', 'active', 'paused'];

export const PRICE_ALERT_MESSAGES = {
  tooMany: `You already have ${MAX_LIVE_ALERTS_PER_ADDRESS} price alerts for this e-mail address. Delete or let one end before adding another.`,
  percentRange: `Choose a drop between ${DROP_PERCENT_MIN}% and ${DROP_PERCENT_MAX}%.`,
  amountRange: 'Choose a drop of at least 1.00 and at most 100,000.00.',
  emailNeeded: 'Please enter the e-mail address to send price alerts to.',
  tripOver: 'This trip has already started, so its prices can no longer be watched.',
  notFound: 'This price alert no longer exists.',
  linkInvalid: 'This link is no longer valid. Open the newest mail about your price alert.',
  notConfirmed: 'Confirm this alert from the mail we sent before changing it.',
  over: 'This alert has ended. Save the search again to watch its prices.',
} as const;

/** Why a threshold cannot be used, or null. */
export function dropError(drop: PriceDrop): string | null {
  if (!Number.isInteger(drop.value)) {
    return drop.kind === 'percent'
      ? PRICE_ALERT_MESSAGES.percentRange
      : PRICE_ALERT_MESSAGES.amountRange;
  }
  if (drop.kind === 'percent') {
    return drop.value < DROP_PERCENT_MIN || drop.value > DROP_PERCENT_MAX
      ? PRICE_ALERT_MESSAGES.percentRange
      : null;
  }
  return drop.value < DROP_AMOUNT_MIN || drop.value > DROP_AMOUNT_MAX
    ? PRICE_ALERT_MESSAGES.amountRange
    : null;
}

/**
 * Whether a fall from `before` to `now` (minor units, same currency) is worth a mail:
 * lower, and by at least the chosen share of the old price or the chosen amount.
 */
export function dropQualifies(before: number, now: number, drop: PriceDrop): boolean {
  if (!(before > 0) || !(now >= 0) || now >= before) return false;
  const fall = before - now;
  return drop.kind === 'percent' ? fall * 100 >= before * drop.value : fall >= drop.value;
}

/**
 * The cheapest comparable price: the lowest of the prices the same search (same route or
 * destination, dates, travellers, cabin and currency) gives now; null when nothing is sold.
 */
export function cheapestComparable(prices: Iterable<number | null | undefined>): number | null {
  let best: number | null = null;
  for (const p of prices) {
    if (typeof p !== 'number' || !Number.isFinite(p) || p <= 0) continue;
    if (best === null || p < best) best = p;
  }
  return best;
}

/** The search an alert watches: a flight search as /flightsList takes it. */
export interface FlightAlertSearch {
  kind: 'flight';
  tripType: 1 | 2;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate: string | null;
  adultNumber: number;
  childNumber: number;
  cabinPref: 'Y' | 'C';
}

export type AlertSearch = FlightAlertSearch;

/** The day the trip starts (departure or check-in): the alert ends after it. */
export const alertEndsAfter = (search: AlertSearch): string => search.fromDate;

/** An alert ends by itself once its departure (or check-in) date has passed. */
export function alertOver(search: AlertSearch, today: string): boolean {
  return today > alertEndsAfter(search);
}

/** Two alerts watch the same prices when their searches and currencies are the same. */
export function comparableKey(search: AlertSearch, currency: string): string {
  return [
    search.kind,
    search.tripType,
    search.fromCityCode,
    search.toCityCode,
    search.fromDate,
    search.tripType === 2 ? (search.retDate ?? '') : '',
    search.adultNumber,
    search.childNumber,
    search.cabinPref,
    currency,
  ].join('|');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line naming the watched trip: "Sydney to London · 12 Jan 2027 – 20 Jan 2027". */
export function alertTitle(search: AlertSearch): string {
  return `${search.fromCity || search.fromCityCode} to ${search.toCity || search.toCityCode}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2027-01-12 → 12 Jan 2027. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** The trip's kind, dates, travellers and cabin in one line. */
export function alertDetails(search: AlertSearch): string {
  const dates =
    search.tripType === 2 && search.retDate
      ? `${shortDate(search.fromDate)} – ${shortDate(search.retDate)}`
      : shortDate(search.fromDate);
  const people = [
    plural(search.adultNumber, 'adult'),
    ...(search.childNumber
      ? [plural(search.childNumber, 'child').replace('childs', 'children')]
      : []),
  ].join(', ');
  return `${search.tripType === 2 ? 'Round-trip' : 'One-way'} · ${dates} · ${people} · ${cabinName(search.cabinPref)}`;
}

/** The threshold in words: "a drop of 5% or more", "a drop of AUD 20.00 or more". */
export function describeDrop(drop: PriceDrop, currency: string): string {
  return drop.kind === 'percent'
    ? `a drop of ${drop.value}% or more`
    : `a drop of ${formatMoney(drop.value, currency)} or more`;
}

/** The site path that opens the watched search (the mail's link, the list's "Open search"). */
/** A query string from pairs (the domain has no URLSearchParams). */
function queryString(pairs: [string, string | number][]): string {
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

export function alertSearchPath(search: AlertSearch): string {
  const pairs: [string, string | number][] = [
    ['tripType', search.tripType],
    ['fromCity', search.fromCity],
    ['fromCityCode', search.fromCityCode],
    ['toCity', search.toCity],
    ['toCityCode', search.toCityCode],
    ['fromDate', search.fromDate],
  ];
  if (search.tripType === 2 && search.retDate) pairs.push(['retDate', search.retDate]);
  pairs.push(
    ['adultNumber', search.adultNumber],
    ['childNumber', search.childNumber],
    ['cabinPref', search.cabinPref],
  );
  return `/flightsList?${queryString(pairs)}`;
}

/** The path of the alerts page reached from a mail (no sign-in): manage, confirm or unsubscribe. */
export function alertMailPath(token: string, action?: 'confirm' | 'unsubscribe'): string {
  const pairs: [string, string][] = [['token', token]];
  if (action) pairs.push(['action', action]);
  return `/priceAlerts?${queryString(pairs)}`;
}

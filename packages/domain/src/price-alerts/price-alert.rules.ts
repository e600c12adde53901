import { alertLegs, type AlertSearch, type HotelAlertRoom } from './price-alert.search.ts';

export * from './price-alert.search.ts';
export * from './price-alert.words.ts';

/**
 * Price alerts (issue 17): a saved search re-priced by the site, mailed when its cheapest
 * comparable price falls by the traveller's threshold. Every rule of alerts lives here;
 * the searches they watch and their words are in the two files this one re-exports.
 */

/**
 * Confirmed alerts an address may have that are not over (watching or paused). Alerts waiting
 * for confirmation never count: anyone can type an address, so they must not fill its owner's
 * limit (issue 37).
 */
export const MAX_LIVE_ALERTS_PER_ADDRESS = 20;
/** A guest's alerts an address may have waiting for confirmation; a new one pushes out the oldest. */
export const MAX_PENDING_ALERTS_PER_ADDRESS = 20;
/** A guest's "Track prices" mails an address at most once in this many hours, whatever is asked. */
export const CONFIRM_MAIL_GAP_HOURS = 24;
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
/** Statuses that may still become or be active. */
export const LIVE_STATUSES: readonly AlertStatus[] = ['pending', 'active', 'paused'];
/** Statuses that count towards an address's limit: confirmed and not over. */
export const COUNTED_STATUSES: readonly AlertStatus[] = ['active', 'paused'];

/**
 * Whether a guest's ask may mail the address a confirmation link now: only when no price-alert
 * mail went to it for a guest's alert in the last CONFIRM_MAIL_GAP_HOURS (`lastMailed`, or null).
 */
export function confirmMailDue(lastMailed: Date | null, now: Date): boolean {
  return (
    lastMailed === null ||
    now.getTime() - lastMailed.getTime() >= CONFIRM_MAIL_GAP_HOURS * 3_600_000
  );
}

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

/**
 * What a guest is told after "Track prices", the same whatever the address already has, so it
 * says nothing about which addresses have alerts (decisions 024 and 045).
 */
export const guestAskedText = (email: string) =>
  `Open the link we mail to ${email} to start the alert. We mail an address about new alerts at most once a day: if you already had a mail from us today, its link shows this alert to confirm.`;

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

/** The day the trip starts (departure or check-in): the alert ends after it. */
export const alertEndsAfter = (search: AlertSearch): string =>
  search.kind === 'hotel' ? search.checkIn : search.fromDate;

/** An alert ends by itself once its departure (or check-in) date has passed. */
export function alertOver(search: AlertSearch, today: string): boolean {
  return today > alertEndsAfter(search);
}

/** A room's part of the key: adults and the children's ages in order, so rooms in any order match. */
const roomKey = (r: HotelAlertRoom) =>
  `${r.adults}a${[...r.childAges].sort((x, y) => x - y).join('.')}`;

/** Two alerts watch the same prices when their searches and currencies are the same. */
export function comparableKey(search: AlertSearch, currency: string): string {
  if (search.kind === 'hotel') {
    return [
      search.kind,
      search.destinationId || search.destination.trim().toLowerCase(),
      search.checkIn,
      search.checkOut,
      search.rooms.map(roomKey).sort().join('+'),
      [...search.stars].sort((a, b) => a - b).join('.'),
      search.reviewScore ?? '',
      search.freeCancellation ? 'fc' : '',
      search.breakfast ? 'bf' : '',
      [...search.amenities].sort().join('.'),
      currency,
    ].join('|');
  }
  return [
    search.kind,
    search.tripType,
    search.fromCityCode,
    search.toCityCode,
    search.fromDate,
    search.tripType === 2 ? (search.retDate ?? '') : '',
    alertLegs(search)
      .map((l) => `${l.fromCityCode}-${l.toCityCode}-${l.fromDate}`)
      .join('+'),
    search.adultNumber,
    search.childNumber,
    search.cabinPref,
    currency,
  ].join('|');
}

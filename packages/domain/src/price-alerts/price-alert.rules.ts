import { formatMoney } from '../money/format.ts';
import { cabinName } from '../flights/products.ts';
import { HOTEL_AMENITIES, type HotelAmenity } from '../hotels/hotel-filters.ts';
import { nightsBetween } from '../hotels/hotel-search.rules.ts';

/**
 * Price alerts (issue 17): a saved search re-priced by the site, mailed when its cheapest
 * comparable price falls by the traveller's threshold. Every rule of alerts lives here.
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

/** One flight of a watched multi-city trip. */
export interface FlightAlertLeg {
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
}

/** The search an alert watches: a flight search as /flightsList takes it. */
export interface FlightAlertSearch {
  kind: 'flight';
  /** One-way, round trip, or multi-city (3, with `legs`; the route fields repeat the first). */
  tripType: 1 | 2 | 3;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate: string | null;
  legs?: FlightAlertLeg[];
  adultNumber: number;
  childNumber: number;
  cabinPref: 'Y' | 'C';
}

/** A multi-city alert's flights (none for one-way and round trips). */
export const alertLegs = (search: FlightAlertSearch): FlightAlertLeg[] =>
  search.tripType === 3 ? (search.legs ?? []) : [];

/** A room of a watched hotel search: its adults and each child's age. */
export interface HotelAlertRoom {
  adults: number;
  childAges: number[];
}

/**
 * The search a hotel alert watches: the destination as the search resolved it, the stay, the
 * rooms, and the filters that define which stays are comparable (decision 024, Hotel alerts):
 * stars, lowest review score, free cancellation, breakfast and amenities. The price range, a
 * hotel name, the sort and the page are left out: they narrow what is shown, not what is sold.
 */
export interface HotelAlertSearch {
  kind: 'hotel';
  /** The destination's name as the search showed it: "Paris". */
  destination: string;
  /** The destination suggestion's ID (the search form's Country). */
  destinationId: string;
  /** The suggestion's Type (1 city … 7 district). */
  destinationType: number;
  countryCode: string;
  /** The suggestion's city name (the form's FirstCountry). */
  cityName: string;
  checkIn: string;
  checkOut: string;
  rooms: HotelAlertRoom[];
  stars: number[];
  /** The lowest review score wanted (6 to 9), or null. */
  reviewScore: number | null;
  freeCancellation: boolean;
  breakfast: boolean;
  amenities: HotelAmenity[];
}

export type AlertSearch = FlightAlertSearch | HotelAlertSearch;
export type AlertKind = AlertSearch['kind'];

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

/** "A", "A and B", "A, B and C". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const childrenWord = (n: number) => (n === 1 ? '1 child' : `${n} children`);

/** One line naming the watched trip: "Sydney to London", "Hotels in Paris". */
export function alertTitle(search: AlertSearch): string {
  if (search.kind === 'hotel')
    return search.destination ? `Hotels in ${search.destination}` : 'Hotels';
  const legs = alertLegs(search);
  if (legs.length)
    // Sydney to Singapore, London and Sydney: every place the trip flies to, in order.
    return `${legs[0]!.fromCity || legs[0]!.fromCityCode} to ${listed(legs.map((l) => l.toCity || l.toCityCode))}`;
  return `${search.fromCity || search.fromCityCode} to ${search.toCity || search.toCityCode}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2027-01-12 → 12 Jan 2027. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** "2 rooms · 3 adults, 2 children (ages 4, 7)". */
export function hotelRoomsText(rooms: readonly HotelAlertRoom[]): string {
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const ages = rooms.flatMap((r) => r.childAges);
  const people = [plural(adults, 'adult')];
  if (ages.length)
    people.push(
      `${childrenWord(ages.length)} (age${ages.length === 1 ? '' : 's'} ${ages.join(', ')})`,
    );
  return `${plural(rooms.length, 'room')} · ${people.join(', ')}`;
}

/** The filters a hotel alert keeps, in words ("4 or 5 stars, review 8+, free cancellation"), or ''. */
export function hotelFiltersText(search: HotelAlertSearch): string {
  const parts: string[] = [];
  const stars = [...search.stars].sort((a, b) => a - b);
  if (stars.length)
    parts.push(
      `${stars.length === 1 ? stars[0] : `${stars.slice(0, -1).join(', ')} or ${stars[stars.length - 1]}`} star${stars.length === 1 && stars[0] === 1 ? '' : 's'}`,
    );
  if (search.reviewScore !== null) parts.push(`review ${search.reviewScore}+`);
  if (search.freeCancellation) parts.push('free cancellation');
  if (search.breakfast) parts.push('breakfast included');
  for (const a of search.amenities) parts.push(HOTEL_AMENITIES[a] ?? a);
  return parts.join(', ');
}

/** The trip's dates and travellers in one line (a flight's kind and cabin, a stay's rooms and filters). */
export function alertDetails(search: AlertSearch): string {
  if (search.kind === 'hotel') {
    const nights = nightsBetween(search.checkIn, search.checkOut);
    const filters = hotelFiltersText(search);
    return [
      `${shortDate(search.checkIn)} – ${shortDate(search.checkOut)}`,
      plural(nights, 'night'),
      hotelRoomsText(search.rooms),
      ...(filters ? [filters] : []),
    ].join(' · ');
  }
  const legs = alertLegs(search);
  const dates = legs.length
    ? `${plural(legs.length, 'flight')}, ${shortDate(legs[0]!.fromDate)} – ${shortDate(legs.at(-1)!.fromDate)}`
    : search.tripType === 2 && search.retDate
      ? `${shortDate(search.fromDate)} – ${shortDate(search.retDate)}`
      : shortDate(search.fromDate);
  const people = [
    plural(search.adultNumber, 'adult'),
    ...(search.childNumber ? [childrenWord(search.childNumber)] : []),
  ].join(', ');
  const kind = legs.length ? 'Multi-city' : search.tripType === 2 ? 'Round-trip' : 'One-way';
  return `${kind} · ${dates} · ${people} · ${cabinName(search.cabinPref)}`;
}

/** "departure" or "check-in": the day after which the alert ends. */
export const alertEndWord = (kind: AlertKind): string =>
  kind === 'hotel' ? 'check-in' : 'departure';

/** The threshold in words: "a drop of 5% or more", "a drop of AUD 20.00 or more". */
export function describeDrop(drop: PriceDrop, currency: string): string {
  return drop.kind === 'percent'
    ? `a drop of ${drop.value}% or more`
    : `a drop of ${formatMoney(drop.value, currency)} or more`;
}

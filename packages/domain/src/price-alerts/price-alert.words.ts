import { formatMoney } from '../money/format.ts';
import { cabinName } from '../flights/products.ts';
import { HOTEL_AMENITIES } from '../hotels/hotel-filters.ts';
import { nightsBetween } from '../hotels/hotel-search.rules.ts';
import type { PriceDrop } from './price-alert.rules.ts';
import {
  alertLegs,
  type AlertKind,
  type AlertSearch,
  type HotelAlertRoom,
  type HotelAlertSearch,
} from './price-alert.search.ts';

/** A price alert in words, as its card, its mails and its page show it. */

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

import { formatMoney } from '../money/format.ts';
import { HOLD_MINUTES } from '../orders/hold.ts';
import { addDays } from '../shared/dates.ts';

export * from './activity-cancellation.rules.ts';

/**
 * The rules of activities (tours and tickets) that the server and the pages share: categories,
 * age bands, who may come on a booking, the price of a party, cancellation policies and their
 * texts (activity-cancellation.rules.ts, re-exported here), order statuses, and the recommended
 * order of results (decision 018).
 */

/** The classify list, in the order the pages show it. */
export const ACTIVITY_CATEGORIES = [
  { id: 'tours', label: 'Tours' },
  { id: 'attractions', label: 'Attractions and tickets' },
  { id: 'day-trips', label: 'Day trips' },
  { id: 'food', label: 'Food and drink' },
  { id: 'outdoor', label: 'Outdoor' },
  { id: 'shows', label: 'Shows' },
  { id: 'cruises', label: 'Cruises and water' },
  { id: 'classes', label: 'Classes' },
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number]['id'];
export const ACTIVITY_CATEGORY_IDS = ACTIVITY_CATEGORIES.map((c) => c.id) as [
  ActivityCategory,
  ...ActivityCategory[],
];
export const categoryLabel = (id: string): string =>
  ACTIVITY_CATEGORIES.find((c) => c.id === id)?.label ?? id;

/**
 * Who counts as what on one product. An adult is at least adult.minAge; a child is from
 * child.minAge to child.maxAge (null: adults only); an infant is up to infant.maxAge, comes free
 * and takes no place (null: infants cannot come).
 */
export interface AgeBands {
  adult: { minAge: number };
  child: { minAge: number; maxAge: number } | null;
  infant: { maxAge: number } | null;
}

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** Ours: the most paying travellers one booking takes, as on the large activity sites. */
export const MAX_PARTY = 15;

export const ACTIVITY_PARTY_MESSAGES = {
  adultRequired: 'Please add at least one adult: every booking needs an adult.',
  tooMany: `At most ${MAX_PARTY} travellers can be booked at once.`,
  adultsOnly: 'This activity is for adults only.',
  noInfants: 'Infants cannot join this activity.',
  infantPerAdult: 'Each infant needs an adult: at most one infant per adult.',
  wholeNumbers: 'Traveller numbers must be whole numbers of 0 or more.',
} as const;

/** The bands as a traveller reads them: 'Adult (13+)', 'Child (4-12)', 'Infant (0-3)'. */
export function bandLabels(bands: AgeBands): {
  adult: string;
  child: string | null;
  infant: string | null;
} {
  return {
    adult: `Adult (${bands.adult.minAge}+)`,
    child: bands.child ? `Child (${bands.child.minAge}-${bands.child.maxAge})` : null,
    infant: bands.infant ? `Infant (0-${bands.infant.maxAge})` : null,
  };
}

/** The band of a traveller of a given age, or null when nobody of that age may come. */
export function bandOfAge(bands: AgeBands, age: number): 'adult' | 'child' | 'infant' | null {
  if (age >= bands.adult.minAge) return 'adult';
  if (bands.child && age >= bands.child.minAge && age <= bands.child.maxAge) return 'child';
  if (bands.infant && age >= 0 && age <= bands.infant.maxAge) return 'infant';
  return null;
}

/** Every broken rule of a party for a product, first the most important; empty when it may book. */
export function partyErrors(party: Party, bands: AgeBands): string[] {
  const M = ACTIVITY_PARTY_MESSAGES;
  const counts = [party.adults, party.children, party.infants];
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) return [M.wholeNumbers];
  const out: string[] = [];
  if (party.adults < 1) out.push(M.adultRequired);
  if (party.adults + party.children > MAX_PARTY) out.push(M.tooMany);
  if (party.children > 0 && !bands.child) out.push(M.adultsOnly);
  if (party.infants > 0 && !bands.infant) out.push(M.noInfants);
  else if (party.infants > party.adults) out.push(M.infantPerAdult);
  return out;
}

/** Places a party takes in a time slot: infants sit on a lap and take none. */
export const placesOf = (party: Party): number => party.adults + party.children;

export interface BandPrices {
  /** Minor units per adult. */
  adult: number;
  /** Minor units per child (null when children cannot come). */
  child: number | null;
}

export interface PartyPriceLine {
  band: 'adult' | 'child' | 'infant';
  count: number;
  unit: number;
  amount: number;
}

/** The price of a party: each band's count times its price; infants free. Minor units. */
export function partyPrice(
  prices: BandPrices,
  party: Party,
): { lines: PartyPriceLine[]; total: number } {
  const lines: PartyPriceLine[] = [
    { band: 'adult', count: party.adults, unit: prices.adult, amount: party.adults * prices.adult },
  ];
  if (party.children > 0) {
    const unit = prices.child ?? prices.adult;
    lines.push({ band: 'child', count: party.children, unit, amount: party.children * unit });
  }
  if (party.infants > 0) lines.push({ band: 'infant', count: party.infants, unit: 0, amount: 0 });
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/** The bands' labels as they travel on the wire (the detail's and the order's ageBands). */
export interface BandLabelsWire {
  adult: { label: string };
  child: { label: string } | null;
  infant: { label: string } | null;
}

/** A price line's travellers: '2 × Adult (13+)'. */
export function priceLineLabel(line: PartyPriceLine, bands: BandLabelsWire): string {
  const band =
    line.band === 'adult' ? bands.adult : line.band === 'child' ? bands.child : bands.infant;
  return `${line.count} × ${band?.label ?? line.band}`;
}

/** A price line in words: '2 × Adult (13+) at AUD 46.00: AUD 92.00', infants '1 × Infant (0-3): free'. */
export function priceLineText(
  line: PartyPriceLine,
  bands: BandLabelsWire,
  currency: string,
): string {
  const who = priceLineLabel(line, bands);
  return line.unit === 0
    ? `${who}: free`
    : `${who} at ${formatMoney(line.unit, currency)}: ${formatMoney(line.amount, currency)}`;
}

/** A party in words: '2 adults, 1 child, 1 infant'. */
export function partyText(party: Party): string {
  const part = (n: number, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : '');
  return [
    part(party.adults, 'adult', 'adults'),
    part(party.children, 'child', 'children'),
    part(party.infants, 'infant', 'infants'),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Raw statuses of an activity order and their labels (SPEC 4's words where one fits). */
export const ACTIVITY_ORDER_STATUSES = [
  'PendingPayment',
  'Issued',
  'Completed',
  'Cancelled',
  'RefundPending',
  'Refunded',
] as const;
export type ActivityOrderStatus = (typeof ACTIVITY_ORDER_STATUSES)[number];
export const ACTIVITY_STATUS_LABELS: Record<ActivityOrderStatus, string> = {
  PendingPayment: 'Awaiting Payment',
  Issued: 'Upcoming',
  Completed: 'Trip Completed',
  Cancelled: 'Booking Cancelled',
  RefundPending: 'Refund Pending',
  Refunded: 'Refunded',
};
export const activityStatusLabel = (status: string): string =>
  ACTIVITY_STATUS_LABELS[status as ActivityOrderStatus] ?? status;

/** Each activity counts this many reviews of this score on top of its own in 'Recommended'. */
const PRIOR_REVIEWS = 100;
const PRIOR_SCORE = 4.2;
export const RECOMMENDED_RULE =
  `Recommended: the highest review score weighted by how many travellers reviewed it (each activity counts ${PRIOR_REVIEWS} reviews of ${PRIOR_SCORE} on top of its own, ` +
  'so 4.8 from 2,000 reviews ranks above 5.0 from 3), then the most reviewed.';
/** The number 'Recommended' sorts by, highest first. */
export const recommendedScore = (rating: number, reviews: number): number =>
  (rating * reviews + PRIOR_SCORE * PRIOR_REVIEWS) / (reviews + PRIOR_REVIEWS);

export const ACTIVITY_SORTS = [
  { id: 'recommended', label: 'Recommended' },
  { id: 'price-asc', label: 'Price (lowest first)' },
  { id: 'price-desc', label: 'Price (highest first)' },
  { id: 'rating', label: 'Rating (highest first)' },
  { id: 'duration-asc', label: 'Duration (shortest first)' },
  { id: 'duration-desc', label: 'Duration (longest first)' },
] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number]['id'];

/** Duration filter buckets, in minutes (inclusive). */
export const DURATION_FILTERS = [
  { id: 'up-to-1h', label: 'Up to 1 hour', min: 0, max: 60 },
  { id: '1-4h', label: '1 to 4 hours', min: 61, max: 240 },
  { id: '4h-1d', label: '4 hours to 1 day', min: 241, max: 24 * 60 },
] as const;
export type DurationFilter = (typeof DURATION_FILTERS)[number]['id'];

/** Time-of-day filter buckets by a slot's local start, minutes after midnight (inclusive). */
export const TIME_OF_DAY_FILTERS = [
  { id: 'morning', label: 'Morning (before 12:00)', from: 0, to: 719 },
  { id: 'afternoon', label: 'Afternoon (12:00 to 17:00)', from: 720, to: 1020 },
  { id: 'evening', label: 'Evening (after 17:00)', from: 1021, to: 1439 },
] as const;
export type TimeOfDay = (typeof TIME_OF_DAY_FILTERS)[number]['id'];

export const RATING_FILTERS = [3, 4, 4.5] as const;

/** A slot shows its places left only when truly few remain. */
export const FEW_PLACES_LEFT = 5;
/** Ours: how far ahead activities can be booked, and how long unpaid places are held. */
export const ACTIVITY_DAYS_AHEAD = 365;
export const ACTIVITY_HOLD_MINUTES = HOLD_MINUTES;
export const ACTIVITY_DATE_MESSAGE = `Please choose a date from today up to ${ACTIVITY_DAYS_AHEAD} days ahead.`;
/** Whether a local date ('YYYY-MM-DD') is one the supplier sells: from the city's today up to ACTIVITY_DAYS_AHEAD days ahead. */
export const isBookableDate = (date: string, today: string): boolean =>
  date >= today && date <= addDays(today, ACTIVITY_DAYS_AHEAD);
/** A slot can be booked until this many minutes before it starts. */
export const BOOKING_CUTOFF_MINUTES = 120;
/** The longest date range one search covers. */
export const MAX_SEARCH_RANGE_DAYS = 31;

/** '09:30' from minutes after midnight. */
export const clockTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

import { hashString } from '../flights/seeded-random.ts';
import { formatDate } from '@farewise/domain/shared/dates';
import { localToUtc } from '../flights/local-time.ts';
import type { HotelCity } from './destinations.ts';
import type { Hotel, RoomType } from './hotel-catalog.ts';
import { ROOM_KINDS } from './hotel-words.ts';

/**
 * Nightly prices, rate plans, cancellation deadlines and the supplier's per-night allotment.
 * Search and detail both price through stayPrice, so a card's total is the detail's total.
 */

export type RatePlanCode = 'NR' | 'FC' | 'NRB' | 'FCB';

export interface RatePlanKind {
  code: RatePlanCode;
  name: string;
  refundable: boolean;
  breakfast: boolean;
  /** Room price relative to the flexible rate. */
  factor: number;
}

export const RATE_PLAN_KINDS: Record<RatePlanCode, RatePlanKind> = {
  NR: { code: 'NR', name: 'Non-refundable', refundable: false, breakfast: false, factor: 0.88 },
  FC: { code: 'FC', name: 'Free cancellation', refundable: true, breakfast: false, factor: 1 },
  NRB: {
    code: 'NRB',
    name: 'Non-refundable, breakfast included',
    refundable: false,
    breakfast: true,
    factor: 0.88,
  },
  FCB: {
    code: 'FCB',
    name: 'Free cancellation, breakfast included',
    refundable: true,
    breakfast: true,
    factor: 1,
  },
};

const ROOM_ONLY_PLANS: readonly RatePlanKind[] = [RATE_PLAN_KINDS.NR, RATE_PLAN_KINDS.FC];
const ALL_PLANS: readonly RatePlanKind[] = [
  ...ROOM_ONLY_PLANS,
  RATE_PLAN_KINDS.NRB,
  RATE_PLAN_KINDS.FCB,
];

/** The plans a hotel sells, as a shared list (the search loop's; ratePlansOf gives a copy). */
export const plansOf = (hotel: Hotel): readonly RatePlanKind[] =>
  hotel.sellsBreakfast ? ALL_PLANS : ROOM_ONLY_PLANS;

/** The plans a hotel sells: every hotel both a non-refundable and a flexible rate. */
export function ratePlansOf(hotel: Hotel): RatePlanKind[] {
  return [...plansOf(hotel)];
}

/** Season by month, northern hemisphere (January first); the south is shifted six months. */
const SEASON = [0.86, 0.86, 0.95, 1, 1.05, 1.15, 1.25, 1.25, 1.06, 1, 0.9, 1.04];

/** Taxes and fees on the room price by country; 10% elsewhere. */
const TAX_RATE: Record<string, number> = {
  US: 0.14,
  GB: 0.2,
  FR: 0.1,
  DE: 0.07,
  IT: 0.1,
  ES: 0.1,
  JP: 0.1,
  AU: 0.1,
  CN: 0.06,
  AE: 0.15,
  TH: 0.17,
  IN: 0.12,
  SG: 0.17,
  CA: 0.13,
};
export const taxRate = (countryCode: string) => TAX_RATE[countryCode] ?? 0.1;

const DAY_MS = 86_400_000;

/** A calendar date plus days, by UTC arithmetic (dayjs is too slow for the search loop). */
export function addDays(date: string, days: number): string {
  const ms =
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) +
    days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Every night of a stay: check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut && nights.length < 366; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/** Demand of a city on a night: season, weekday and a deterministic daily swing, about 0.75 to 1.6. */
export function nightFactor(city: HotelCity, night: string): number {
  const month = Number(night.slice(5, 7)) - 1;
  const seasonal = SEASON[(city.lat < 0 ? month + 6 : month) % 12] as number;
  const season = city.holiday ? 1 + (seasonal - 1) * 1.5 : seasonal;
  const md = night.slice(5);
  const festive = md >= '12-20' || md <= '01-02' ? 1.2 : 1;
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  const week =
    weekday === 5 || weekday === 6 ? (city.holiday ? 1.18 : 1.1) : weekday === 0 ? 0.95 : 1;
  const swing = 0.92 + (hashString(`demand:${city.id}:${night}`) / 4294967296) * 0.16;
  return season * festive * week * swing;
}

/** A room's price for one night before the plan, US cents. */
export function roomNightUsdCents(hotel: Hotel, roomType: RoomType, factor: number): number {
  return Math.round(hotel.baseUsdCents * roomType.priceFactor * factor);
}

export interface StayPrice {
  subtotal: number;
  taxes: number;
  total: number;
}

/**
 * One room for the stay in the display currency's minor units: each night's room price
 * (plan factor applied, converted) plus breakfast per guest, then taxes on the sum.
 * `nightly`, when given, receives each night's price.
 */
export function stayPrice(opts: {
  hotel: Hotel;
  roomType: RoomType;
  plan: RatePlanKind;
  factors: readonly number[];
  guests: number;
  perUsd: number;
  taxRate: number;
  nightly?: number[];
}): StayPrice {
  const { hotel, roomType, plan, factors, guests, perUsd, nightly } = opts;
  const breakfast = plan.breakfast ? Math.round(hotel.breakfastUsdCents * perUsd) * guests : 0;
  let subtotal = 0;
  for (const factor of factors) {
    const night =
      Math.max(1, Math.round(roomNightUsdCents(hotel, roomType, factor) * plan.factor * perUsd)) +
      breakfast;
    nightly?.push(night);
    subtotal += night;
  }
  const taxes = Math.round(subtotal * opts.taxRate);
  return { subtotal, taxes, total: subtotal + taxes };
}

/** Whether a kind of room (ROOM_KINDS) can hold a room of the search. */
export function kindFits(kindIndex: number, adults: number, children: number): boolean {
  const kind = ROOM_KINDS[kindIndex];
  return !!kind && adults <= kind.maxAdults && adults + children <= kind.maxOccupancy;
}

/** Whether a room type can hold a room of the search. */
export function fits(roomType: RoomType, adults: number, children: number): boolean {
  return kindFits(roomType.kind, adults, children);
}

/** The day number of a date (days since 1970-01-01). */
export const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
  DAY_MS;

/** A number in [0, 1) from three integers: an integer hash, far cheaper than hashing a string in the search loop. */
function mix(a: number, b: number, c: number): number {
  let h =
    Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^
    Math.imul(c + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/**
 * Rooms the supplier gives us for a night before our own bookings: the type's allotment less
 * what demand has taken; now and then a night is sold out at the supplier.
 */
export function baseAllotment(
  hotel: Hotel,
  roomTypeIndex: number,
  night: number,
  factor: number,
): number {
  const roomType = hotel.roomTypes[roomTypeIndex];
  if (!roomType) return 0;
  const u = mix(hotel.seed, roomTypeIndex, night);
  if (u > 0.985) return 0;
  const taken = Math.floor(roomType.baseAllotment * Math.min(0.9, Math.max(0, factor - 0.8)) * u);
  return Math.max(0, roomType.baseAllotment - taken);
}

export interface CancellationDeadline {
  /** UTC instant in ms. */
  utcMs: number;
  /** 'YYYY-MM-DD HH:mm' at the hotel. */
  local: string;
}

/** Free cancellation ends `cancelDays` before check-in at the hotel's chosen local time. */
export function cancellationDeadline(
  hotel: Hotel,
  city: HotelCity,
  checkIn: string,
): CancellationDeadline {
  const date = addDays(checkIn, -hotel.cancelDays);
  const utcMs = localToUtc(date, hotel.cancelMinute, city.timeZone);
  return {
    utcMs,
    local: `${date} ${pad(Math.floor(hotel.cancelMinute / 60))}:${pad(hotel.cancelMinute % 60)}`,
  };
}

/** 'Free cancellation before 18:00 on Thu 12 Mar 2026 (hotel time)', or 'Non-refundable'. */
export function policyText(deadline: CancellationDeadline | null): string {
  if (!deadline) return 'Non-refundable';
  const [date = '', time = ''] = deadline.local.split(' ');
  return `Free cancellation before ${time} on ${formatDate(date)} (hotel time)`;
}

export const breakfastText = (breakfast: boolean) =>
  breakfast ? 'Breakfast included' : 'Room only';

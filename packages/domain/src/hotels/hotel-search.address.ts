import dayjs from 'dayjs';
import {
  DEFAULT_STAY_NIGHTS,
  HOTEL_ROOM_LIMITS,
  adjustCheckOut,
  earliestHotelDate,
  newRoom,
  withAdults,
  withChildAge,
  withChildren,
  type HotelRoomForm,
} from './hotel-search.rules.ts';
import { isIsoDate } from '../shared/dates.ts';
// Types only: the search's schemas build zod, which the pages' first load does without (decision 028).
import type { HotelSearchBody, HotelSearchQuery } from './hotel-search.schemas.ts';

/**
 * A hotel search as the form holds it, as /hotelList's address carries it (decision 027) and as
 * POST /v3/hotel/search's Query sends it: read by the page and by the server, which paints the
 * list's first hotel with the page's shell (decision 032).
 */

/** The hotel search form (SPEC 3), as the form holds it and as Query sends it. */
export interface HotelSearchValues {
  Destination: string;
  Type: number;
  CountryCode: string;
  /** The chosen suggestion's ID. */
  Country: string;
  /** The chosen suggestion's city name. */
  FirstCountry: string;
  CheckIn: string;
  CheckOut: string;
  Rooms: HotelRoomForm[];
}

/** Days from today to the default check-in: a week ahead, as the large sites suggest. */
const DEFAULT_LEAD_DAYS = 7;

export function defaultHotelSearch(now = new Date()): HotelSearchValues {
  const CheckIn = dayjs(now).add(DEFAULT_LEAD_DAYS, 'day').format('YYYY-MM-DD');
  return {
    Destination: '',
    Type: 0,
    CountryCode: '',
    Country: '',
    FirstCountry: '',
    CheckIn,
    CheckOut: dayjs(CheckIn).add(DEFAULT_STAY_NIGHTS, 'day').format('YYYY-MM-DD'),
    Rooms: [newRoom(0)],
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function normaliseRoom(input: unknown, index: number): HotelRoomForm {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  let room = withAdults({ ...newRoom(index), AdultNumber: 1 }, Number(raw.AdultNumber) || 1);
  room = withChildren(room, Number(raw.childNumber) || 0);
  const ages = Array.isArray(raw.ChildAge) ? raw.ChildAge : [];
  ages.slice(0, room.childNumber).forEach((age, i) => {
    const n = Number(age);
    const valid =
      age !== '' &&
      Number.isInteger(n) &&
      n >= HOTEL_ROOM_LIMITS.minChildAge &&
      n <= HOTEL_ROOM_LIMITS.maxChildAge;
    room = withChildAge(room, i, valid ? n : '');
  });
  return room;
}

/**
 * Makes a stored search safe to show: counts within the per-room limits, ages 1 to 17 or not
 * chosen, dates before the floor (now minus 1 day) replaced by the defaults.
 */
export function normaliseHotelSearch(
  input: Partial<Record<keyof HotelSearchValues, unknown>>,
  now = new Date(),
): HotelSearchValues {
  const base = defaultHotelSearch(now);
  let CheckIn = str(input.CheckIn);
  if (!isIsoDate(CheckIn) || CheckIn < earliestHotelDate(now)) CheckIn = base.CheckIn;
  const CheckOut = adjustCheckOut(CheckIn, str(input.CheckOut));
  const rawRooms = Array.isArray(input.Rooms)
    ? input.Rooms.slice(0, HOTEL_ROOM_LIMITS.maxRooms)
    : [];
  const Rooms = rawRooms.length ? rawRooms.map(normaliseRoom) : base.Rooms;
  return {
    Destination: str(input.Destination).slice(0, 200),
    Type: Number(input.Type) || 0,
    CountryCode: str(input.CountryCode),
    Country: str(input.Country),
    FirstCountry: str(input.FirstCountry),
    CheckIn,
    CheckOut,
    Rooms,
  };
}

/** Query of POST /v3/hotel/search (SPEC 3). */
export function toSearchQuery(values: HotelSearchValues): HotelSearchQuery {
  return {
    Destination: values.Destination.trim(),
    Type: values.Type,
    CountryCode: values.CountryCode,
    Country: values.Country,
    FirstCountry: values.FirstCountry,
    CheckIn: values.CheckIn,
    CheckOut: values.CheckOut,
    Rooms: values.Rooms.map((r, i) => ({
      Index: i,
      AdultNumber: r.AdultNumber,
      childNumber: r.childNumber,
      ChildAge: r.ChildAge.slice(0, r.childNumber),
    })),
  };
}

/** POST /v3/hotel/search's body: the page's `seq`th search, with these filters (SPEC 3). */
export const hotelSearchBody = (
  values: HotelSearchValues,
  filters: HotelSearchBody['FilterParams'],
  seq: number,
  currency: HotelSearchBody['Currency'],
): HotelSearchBody => ({
  Query: toSearchQuery(values),
  FilterParams: filters,
  ClientToken: `s${seq}`,
  Currency: currency,
});

/** The search's fields in /hotelList's query string, beside SPEC's t (decision 027). */
export const HOTEL_QUERY_FIELDS = [
  'Destination',
  'Type',
  'CountryCode',
  'Country',
  'FirstCountry',
  'CheckIn',
  'CheckOut',
] as const;

/**
 * A room as `adults-age-age`, rooms joined by `_` (`2-5-7_1`: two adults with children of 5 and
 * 7, and one adult), so the address stays short and readable; an age not yet chosen is empty.
 */
const roomsToQuery = (rooms: HotelRoomForm[]) =>
  rooms.map((r) => [r.AdultNumber, ...r.ChildAge.slice(0, r.childNumber)].join('-')).join('_');

const roomsFromQuery = (text: string) =>
  text.split('_').map((room) => {
    const [adults, ...ages] = room.split('-');
    return { AdultNumber: adults, childNumber: ages.length, ChildAge: ages };
  });

/** /hotelList's query for a search: t first (SPEC 2.1), then the form's fields. */
export function hotelSearchToQuery(
  values: HotelSearchValues,
  t: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { t };
  for (const key of HOTEL_QUERY_FIELDS) {
    const v = values[key];
    if (v !== '' && v !== 0) query[key] = v;
  }
  query.Rooms = roomsToQuery(values.Rooms);
  return query;
}

/** The search in /hotelList's query string, or null when it names no destination. */
export function hotelSearchFromQuery(
  params: { get(name: string): string | null },
  now = new Date(),
): HotelSearchValues | null {
  const destination = params.get('Destination');
  if (!destination?.trim()) return null;
  const raw: Partial<Record<keyof HotelSearchValues, unknown>> = {};
  for (const key of HOTEL_QUERY_FIELDS) raw[key] = params.get(key) ?? undefined;
  const rooms = params.get('Rooms');
  if (rooms) raw.Rooms = roomsFromQuery(rooms);
  return normaliseHotelSearch(raw, now);
}

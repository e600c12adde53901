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
} from '@farewise/domain/hotels/hotel-search.rules';
import { isIsoDate } from '@farewise/domain/shared/dates';
import type {
  HotelSearchBody,
  HotelSearchQuery,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { type HotelAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { hotelAlertQuery } from '@farewise/domain/price-alerts/price-alert.addresses';
import { STORAGE_KEYS, readJson, writeJson } from '../../../shared/storage/storage';
import { NO_HOTEL_FILTERS, type HotelListFilters } from './hotel-list-filters';

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

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** The form as the traveller last left it on this device (SPEC 3: persisted locally). */
export function loadHotelSearch(now = new Date()): HotelSearchValues {
  const stored = readJson('local', STORAGE_KEYS.hotelSearchForm, isRecord);
  return stored ? normaliseHotelSearch(stored, now) : defaultHotelSearch(now);
}

/** Whether this device has a stored search at all (the list page shows a prompt otherwise). */
export function hasStoredHotelSearch(): boolean {
  return readJson('local', STORAGE_KEYS.hotelSearchForm, isRecord) !== null;
}

export function storeHotelSearch(values: HotelSearchValues): void {
  writeJson('local', STORAGE_KEYS.hotelSearchForm, values);
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

/**
 * "Track prices": the search as a hotel alert keeps it — the destination as the search resolved
 * it, the stay, the rooms, and the filters that define a comparable stay (decision 024).
 */
export function hotelAlertSearchOf(
  values: HotelSearchValues,
  destination: { ID: string; Name: string; Type: number; CountryCode: string },
  filters: HotelListFilters,
): HotelAlertSearch {
  return {
    kind: 'hotel',
    destination: destination.Name,
    destinationId: destination.ID,
    destinationType: destination.Type,
    countryCode: destination.CountryCode,
    cityName: values.FirstCountry,
    checkIn: values.CheckIn,
    checkOut: values.CheckOut,
    rooms: values.Rooms.map((r) => ({
      adults: r.AdultNumber,
      childAges: r.ChildAge.slice(0, r.childNumber).filter((a): a is number => a !== ''),
    })),
    stars: [...filters.Stars],
    reviewScore: filters.ReviewScore ?? null,
    freeCancellation: filters.FreeCancellation,
    breakfast: filters.Breakfast,
    amenities: [...filters.Amenities],
  };
}

/** A search opened from a price alert (its mail or Open search): the form and its filters. */
export function hotelSearchFromAlert(
  search: HotelAlertSearch,
  now = new Date(),
): { values: HotelSearchValues; filters: HotelListFilters } {
  const values = normaliseHotelSearch(hotelAlertQuery(search), now);
  const filters: HotelListFilters = {
    ...NO_HOTEL_FILTERS,
    Stars: search.stars,
    FreeCancellation: search.freeCancellation,
    Breakfast: search.breakfast,
    Amenities: search.amenities,
    ...(search.reviewScore === null ? {} : { ReviewScore: search.reviewScore }),
  };
  return { values, filters };
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
const QUERY_FIELDS = [
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
  for (const key of QUERY_FIELDS) {
    const v = values[key];
    if (v !== '' && v !== 0) query[key] = v;
  }
  query.Rooms = roomsToQuery(values.Rooms);
  return query;
}

/** The search in /hotelList's query string, or null when it names no destination. */
export function hotelSearchFromQuery(
  params: URLSearchParams,
  now = new Date(),
): HotelSearchValues | null {
  const destination = params.get('Destination');
  if (!destination?.trim()) return null;
  const raw: Partial<Record<keyof HotelSearchValues, unknown>> = {};
  for (const key of QUERY_FIELDS) raw[key] = params.get(key) ?? undefined;
  const rooms = params.get('Rooms');
  if (rooms) raw.Rooms = roomsFromQuery(rooms);
  return normaliseHotelSearch(raw, now);
}

/** The part of /hotelList's query that names a search (t and its fields; not the view). */
export function hotelSearchKey(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['t', ...QUERY_FIELDS, 'Rooms']) {
    const v = params.get(key);
    if (v !== null) keep.set(key, v);
  }
  return keep.toString();
}

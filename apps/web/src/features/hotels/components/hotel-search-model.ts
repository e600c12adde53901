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
import type { HotelSearchQuery } from '@farewise/domain/hotels/hotel-search.schemas';
import { STORAGE_KEYS, readJson, writeJson } from '../../../shared/storage/storage';

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

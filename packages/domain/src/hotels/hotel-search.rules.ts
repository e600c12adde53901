import dayjs from 'dayjs';
import { addDays, isIsoDate } from '../shared/dates.ts';
import { HOTEL_SEARCH_MESSAGES as M } from './hotel-search.messages.ts';

/** SPEC 9: per room at least 1 adult, at most 9 travellers and 6 children; child ages 1 to 17. */
export const HOTEL_ROOM_LIMITS = {
  minAdults: 1,
  maxTravellers: 9,
  maxChildren: 6,
  minChildAge: 1,
  maxChildAge: 17,
  /** Adult means 18 or older (SPEC 9); the popover's hint. */
  adultMinAge: 18,
  /** Ours: rooms per booking, as on the large booking sites. */
  maxRooms: 8,
} as const;

/** Default check-out: check-in plus 2 days (SPEC 4, 9). */
export const DEFAULT_STAY_NIGHTS = 2;
/** Ours: the longest stay and how far ahead a stay can start. */
export const MAX_STAY_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;
/** Adults in a new room: two, the most common booking. */
export const DEFAULT_ADULTS_PER_ROOM = 2;

/** Ages offered in the per-child dropdown (SPEC 5: 1 to 17). */
export const CHILD_AGE_OPTIONS: readonly number[] = Array.from(
  { length: HOTEL_ROOM_LIMITS.maxChildAge - HOTEL_ROOM_LIMITS.minChildAge + 1 },
  (_, i) => HOTEL_ROOM_LIMITS.minChildAge + i,
);

/** One room of the search form (SPEC 3): an empty string in ChildAge is an age not yet chosen. */
export interface HotelRoomForm {
  Index: number;
  AdultNumber: number;
  childNumber: number;
  ChildAge: (number | '')[];
}

export function newRoom(index: number): HotelRoomForm {
  return { Index: index, AdultNumber: DEFAULT_ADULTS_PER_ROOM, childNumber: 0, ChildAge: [] };
}

const reindex = (rooms: HotelRoomForm[]) => rooms.map((r, i) => ({ ...r, Index: i }));

/** 'Add another room' (SPEC 2.8): up to the room limit. */
export function addRoom(rooms: HotelRoomForm[]): HotelRoomForm[] {
  if (rooms.length >= HOTEL_ROOM_LIMITS.maxRooms) return rooms;
  return [...rooms, newRoom(rooms.length)];
}

export function canAddRoom(rooms: HotelRoomForm[]): boolean {
  return rooms.length < HOTEL_ROOM_LIMITS.maxRooms;
}

/** 'remove' exists on every room except the first (SPEC 2.8). */
export function removeRoom(rooms: HotelRoomForm[], index: number): HotelRoomForm[] {
  if (index <= 0 || index >= rooms.length) return rooms;
  return reindex(rooms.filter((_, i) => i !== index));
}

/** The most adults this room may have with its children. */
export function maxAdultsIn(room: HotelRoomForm): number {
  return HOTEL_ROOM_LIMITS.maxTravellers - room.childNumber;
}

/** The most children this room may have with its adults. */
export function maxChildrenIn(room: HotelRoomForm): number {
  return Math.max(
    0,
    Math.min(HOTEL_ROOM_LIMITS.maxChildren, HOTEL_ROOM_LIMITS.maxTravellers - room.AdultNumber),
  );
}

export function withAdults(room: HotelRoomForm, adults: number): HotelRoomForm {
  const AdultNumber = Math.max(
    HOTEL_ROOM_LIMITS.minAdults,
    Math.min(Math.trunc(adults), maxAdultsIn(room)),
  );
  return { ...room, AdultNumber };
}

/** Sets the child count; the age list grows with unchosen ages ('') or shrinks from the end. */
export function withChildren(room: HotelRoomForm, children: number): HotelRoomForm {
  const childNumber = Math.max(0, Math.min(Math.trunc(children), maxChildrenIn(room)));
  const ChildAge = Array.from({ length: childNumber }, (_, i) => room.ChildAge[i] ?? ('' as const));
  return { ...room, childNumber, ChildAge };
}

export function withChildAge(room: HotelRoomForm, child: number, age: number | ''): HotelRoomForm {
  if (child < 0 || child >= room.childNumber) return room;
  const ChildAge = [...room.ChildAge];
  ChildAge[child] = age;
  return { ...room, ChildAge };
}

export function travellerCount(rooms: readonly HotelRoomForm[]): number {
  return rooms.reduce((sum, r) => sum + r.AdultNumber + r.childNumber, 0);
}

/** The popover's summary (SPEC 2.8), spelled as SPEC shows it: 'N travellers, M room'. */
export function travellersSummary(rooms: readonly HotelRoomForm[]): string {
  return `${travellerCount(rooms)} travellers, ${rooms.length} room`;
}

/** The earliest selectable date: now minus 1 day (SPEC 5, 9), as YYYY-MM-DD in the runtime's zone. */
export function earliestHotelDate(now: Date): string {
  return dayjs(now).subtract(1, 'day').format('YYYY-MM-DD');
}

export function latestHotelDate(now: Date): string {
  return dayjs(now).add(MAX_DAYS_AHEAD, 'day').format('YYYY-MM-DD');
}

/** Whether a check-in picker day is disabled: before the floor or too far ahead. */
export function isCheckInDisabled(date: string, now: Date): boolean {
  return date < earliestHotelDate(now) || date > latestHotelDate(now);
}

/** The check-out picker disables dates before check-in (SPEC 5). */
export function isCheckOutDisabled(
  date: string,
  checkIn: string | null | undefined,
  now: Date,
): boolean {
  if (date < earliestHotelDate(now)) return true;
  return !!checkIn && date < checkIn;
}

/**
 * SPEC 4: when check-in is after check-out, check-out becomes check-in plus 2 days. The same
 * happens when they are equal, since a stay needs at least one night.
 */
export function adjustCheckOut(checkIn: string, checkOut: string | null | undefined): string {
  if (!isIsoDate(checkIn)) return checkOut ?? '';
  if (!checkOut || !isIsoDate(checkOut) || checkIn >= checkOut)
    return addDays(checkIn, DEFAULT_STAY_NIGHTS);
  return checkOut;
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return dayjs(checkOut).diff(dayjs(checkIn), 'day');
}

/** True when some room has a child without an age: the search must not run (SPEC 5). */
export function childAgesMissing(rooms: readonly HotelRoomForm[]): boolean {
  return rooms.some(
    (r) =>
      r.childNumber > 0 &&
      (r.ChildAge.length < r.childNumber ||
        r.ChildAge.slice(0, r.childNumber).some((a) => a === '')),
  );
}

/** The first broken per-room limit of a room, or null. */
export function roomError(room: HotelRoomForm): string | null {
  const { AdultNumber: adults, childNumber: children } = room;
  if (!Number.isInteger(adults) || adults < HOTEL_ROOM_LIMITS.minAdults) return M.adultsMin;
  if (!Number.isInteger(children) || children < 0) return M.childrenMax;
  if (children > HOTEL_ROOM_LIMITS.maxChildren) return M.childrenMax;
  if (adults + children > HOTEL_ROOM_LIMITS.maxTravellers) return M.travellersMax;
  const ages = room.ChildAge.slice(0, children);
  if (ages.length < children || ages.some((a) => a === '')) return M.childAgeRequired;
  if (
    ages.some(
      (a) =>
        !Number.isInteger(a) ||
        (a as number) < HOTEL_ROOM_LIMITS.minChildAge ||
        (a as number) > HOTEL_ROOM_LIMITS.maxChildAge,
    )
  ) {
    return M.childAgeRange;
  }
  return null;
}

export interface HotelSearchFields {
  Destination: string;
  CheckIn: string;
  CheckOut: string;
  Rooms: HotelRoomForm[];
}

export type HotelSearchErrors = Partial<
  Record<'Destination' | 'CheckIn' | 'CheckOut' | 'Rooms', string>
>;

/** Field messages for a search from the form, keyed by field; empty when the search may run. */
export function hotelSearchErrors(form: HotelSearchFields, now: Date): HotelSearchErrors {
  const errors: HotelSearchErrors = {};
  if (!form.Destination?.trim()) errors.Destination = M.destinationRequired;
  if (!form.CheckIn || !isIsoDate(form.CheckIn)) errors.CheckIn = M.checkInRequired;
  else if (form.CheckIn < earliestHotelDate(now)) errors.CheckIn = M.dateTooEarly;
  else if (form.CheckIn > latestHotelDate(now)) errors.CheckIn = M.dateTooLate;
  if (!form.CheckOut || !isIsoDate(form.CheckOut)) errors.CheckOut = M.checkOutRequired;
  else if (isIsoDate(form.CheckIn) && form.CheckOut <= form.CheckIn)
    errors.CheckOut = M.checkOutNotAfterCheckIn;
  else if (isIsoDate(form.CheckIn) && nightsBetween(form.CheckIn, form.CheckOut) > MAX_STAY_NIGHTS)
    errors.CheckOut = M.stayTooLong;
  if (!form.Rooms?.length) errors.Rooms = M.roomsMin;
  else if (form.Rooms.length > HOTEL_ROOM_LIMITS.maxRooms) errors.Rooms = M.roomsMax;
  else {
    // The child-age warning wins over other room problems: it is the one SPEC names.
    const messages = form.Rooms.map(roomError).filter((m): m is string => m !== null);
    const first = messages.includes(M.childAgeRequired) ? M.childAgeRequired : messages[0];
    if (first) errors.Rooms = first;
  }
  return errors;
}

/**
 * A search arriving by another path (a link, a stored search, the list page's reload) with
 * Destination, CheckIn or CheckOut empty gives one message (SPEC 5), or null when complete.
 */
export function searchCriteriaError(form: Partial<HotelSearchFields>): string | null {
  return form.Destination?.trim() && form.CheckIn && form.CheckOut ? null : M.criteriaIncorrect;
}

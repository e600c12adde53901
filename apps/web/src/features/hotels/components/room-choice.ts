import type {
  HotelDetail,
  RatePlan,
  RoomTypeOffer,
} from '@farewise/domain/hotels/hotel-detail.schemas';
import { readJson, writeJson } from '../../../shared/storage/storage';

/** The room type and rate plan chosen for one room of the search. */
export interface RoomChoice {
  RoomTypeId: string;
  RatePlanId: string;
}

/** One entry per room of the search; null while that room has no choice. */
export type RoomChoices = (RoomChoice | null)[];

export const emptyChoices = (rooms: number): RoomChoices =>
  Array.from({ length: rooms }, () => null);

/** Rooms of this type already chosen. */
export const chosenOfType = (choices: RoomChoices, roomTypeId: string) =>
  choices.filter((c) => c?.RoomTypeId === roomTypeId).length;

/**
 * The room of the search a choice of this type would fill: the first room still without a
 * choice that the type can hold, or null when none is left or the type has no rooms free.
 */
export function nextRoomFor(type: RoomTypeOffer, choices: RoomChoices): number | null {
  if (chosenOfType(choices, type.RoomTypeId) >= type.Available) return null;
  const index = choices.findIndex((c, i) => c === null && type.FitsRooms.includes(i));
  return index === -1 ? null : index;
}

/** Like nextRoomFor, but a one-room search may swap its choice for another. */
export function targetRoomFor(type: RoomTypeOffer, choices: RoomChoices): number | null {
  const next = nextRoomFor(type, choices);
  if (next !== null || choices.length !== 1 || !type.FitsRooms.includes(0)) return next;
  const others =
    choices[0]?.RoomTypeId === type.RoomTypeId ? 0 : chosenOfType(choices, type.RoomTypeId);
  return others < type.Available ? 0 : null;
}

export function choose(choices: RoomChoices, type: RoomTypeOffer, plan: RatePlan): RoomChoices {
  const room = targetRoomFor(type, choices);
  if (room === null) return choices;
  return choices.map((c, i) =>
    i === room ? { RoomTypeId: type.RoomTypeId, RatePlanId: plan.RatePlanId } : c,
  );
}

export function clearChoice(choices: RoomChoices, room: number): RoomChoices {
  return choices.map((c, i) => (i === room ? null : c));
}

/** The chosen type and plan of each room, resolved against the detail (null when not chosen). */
export function resolveChoices(detail: HotelDetail, choices: RoomChoices) {
  return choices.map((c) => {
    if (!c) return null;
    const type = detail.Rooms.find((r) => r.RoomTypeId === c.RoomTypeId);
    const plan = type?.RatePlans.find((p) => p.RatePlanId === c.RatePlanId);
    return type && plan ? { type, plan } : null;
  });
}

export const allChosen = (choices: RoomChoices) =>
  choices.length > 0 && choices.every((c) => c !== null);

/** Query of /hotelReservations/{id}: the sk, then room types and plans in the search's room order. */
export function reservationQuery(sk: string, choices: RoomChoices) {
  return {
    sk,
    room: choices.map((c) => c?.RoomTypeId ?? '').join(','),
    plan: choices.map((c) => c?.RatePlanId ?? '').join(','),
  };
}

// Kept for this visit, so a guest who signs in comes back to the rooms they chose.
const KEY = 'hotelRoomChoices';

export function storedChoices(sk: string, rooms: number): RoomChoices {
  const stored = readJson<{ sk: string; choices: RoomChoices }>('session', KEY);
  if (
    !stored ||
    stored.sk !== sk ||
    !Array.isArray(stored.choices) ||
    stored.choices.length !== rooms
  ) {
    return emptyChoices(rooms);
  }
  return stored.choices.map((c) =>
    c && typeof c.RoomTypeId === 'string' && typeof c.RatePlanId === 'string' ? c : null,
  );
}

export function storeChoices(sk: string, choices: RoomChoices): void {
  writeJson('session', KEY, { sk, choices });
}

import { hashString } from './seeded-random.ts';

/** Share of flights (per thousand) whose airline moves them after tickets are sold. */
export const RETIMED_PER_THOUSAND = 30;
/** How far a flight moves, in minutes: most by under an hour, a few by 3 hours or more. */
const SHIFTS = [-60, -35, -20, 25, 40, 55, 75, 90, 140, 195, 240, 300];
const DAY = 86_400_000;

export interface ScheduleChange {
  /** Minutes the departure (and arrival) moves: later when positive. */
  shiftMinutes: number;
  /** When the airline announces it (UTC ms): between 4 and 30 days before departure. */
  announcedAt: number;
}

/**
 * Whether the airline moves a scheduled flight, and by how much (deterministic per flight, so
 * every booking on it and every server instance sees the same change). About 3% of flights.
 */
export function scheduleChangeOf(flightKey: string, depUtc: number): ScheduleChange | null {
  const h = hashString(`retime|${flightKey}`);
  if (h % 1000 >= RETIMED_PER_THOUSAND) return null;
  const shiftMinutes = SHIFTS[Math.floor(h / 1000) % SHIFTS.length]!;
  const daysBefore = 4 + (Math.floor(h / 13_000) % 27);
  return { shiftMinutes, announcedAt: depUtc - daysBefore * DAY };
}

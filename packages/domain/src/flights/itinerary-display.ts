import { aircraftMaker } from './products.ts';

/**
 * Texts of the flight detail cards (SPEC 2.6). Times on the wire are local at each airport,
 * 'YYYY-MM-DD HH:mm'.
 */

/** '09:05' from '2030-03-10 09:05'. */
export function clockTime(localTime: string): string {
  return localTime.slice(11, 16);
}

/** Whole days between two local dates: the '+1' mark of an arrival on a later day. */
export function dayShift(fromLocal: string, toLocal: string): number {
  const a = Date.UTC(+fromLocal.slice(0, 4), +fromLocal.slice(5, 7) - 1, +fromLocal.slice(8, 10));
  const b = Date.UTC(+toLocal.slice(0, 4), +toLocal.slice(5, 7) - 1, +toLocal.slice(8, 10));
  return Math.round((b - a) / 86_400_000);
}

/** '+1', '+2', '-1' or '' for the same day. */
export function dayShiftMark(fromLocal: string, toLocal: string): string {
  const n = dayShift(fromLocal, toLocal);
  return n === 0 ? '' : n > 0 ? `+${n}` : `${n}`;
}

/**
 * The aircraft label: codes starting 3 are Airbus and 7 Boeing (SPEC 2.6); the full type name
 * when the server sent one that already says so.
 */
export function aircraftLabel(code: string, name?: string | null): string {
  const maker = aircraftMaker(code);
  if (maker) return name && name.startsWith(maker) ? name : `${maker} ${code}`;
  return name || code;
}

/**
 * 'Terminal 3' and 'Terminal 2E' for numbered or lettered terminals, 'North Terminal' for named
 * ones (Gatwick), or '' when the airport has none on record.
 */
export function terminalLabel(terminal: string | null | undefined): string {
  if (!terminal) return '';
  return /^(\d+[A-Z]?|[A-Z])$/.test(terminal) ? `Terminal ${terminal}` : `${terminal} Terminal`;
}

/** '1 stop', '2 stops' or 'Nonstop'. */
export function stopsLabel(stops: number): string {
  return stops === 0 ? 'Nonstop' : `${stops} stop${stops > 1 ? 's' : ''}`;
}

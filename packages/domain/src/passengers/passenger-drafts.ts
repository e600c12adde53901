import type { PassengerType } from './passenger-dates.ts';
import { hasAnyPassengerValue, type PassengerFormValues } from './passenger.rules.ts';

/** The part of window.localStorage the drafts need, so tests and the server can pass their own. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where corrupt drafts are reported (SPEC 8: logged and removed silently). */
export interface DraftLog {
  warn(message: string, detail?: unknown): void;
}

/** A guest's unfinished passenger form (SPEC 3): the form's values plus when, and which slot. */
export type PassengerDraft = PassengerFormValues & {
  _timestamp: number;
  _type: PassengerType;
  /** The form's position among the passengers of its type, from 0. */
  _index: number;
};

export interface DraftSlot {
  type: PassengerType;
  index: number;
}

// The domain compiles without DOM or Node types; both have a console.
const defaultLog: DraftLog = (globalThis as unknown as { console: DraftLog }).console;

export const PASSENGER_DRAFTS_KEY = 'farewise.passengerDrafts';
/** At most 5 drafts are kept, newest first (SPEC 9). */
export const MAX_PASSENGER_DRAFTS = 5;

const FIELD_VALUE = (v: unknown) =>
  v === null || ['string', 'number', 'boolean'].includes(typeof v);

function isDraft(value: unknown): value is PassengerDraft {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d._timestamp === 'number' &&
    Number.isFinite(d._timestamp) &&
    (d._type === 'adult' || d._type === 'child') &&
    Number.isInteger(d._index) &&
    (d._index as number) >= 0 &&
    Object.values(d).every(FIELD_VALUE)
  );
}

function write(storage: DraftStorage, drafts: PassengerDraft[], log: DraftLog): void {
  try {
    if (drafts.length === 0) storage.removeItem(PASSENGER_DRAFTS_KEY);
    else storage.setItem(PASSENGER_DRAFTS_KEY, JSON.stringify(drafts));
  } catch (error) {
    // A full or blocked storage loses the draft, never the booking.
    log.warn('passenger drafts could not be saved', error);
  }
}

/**
 * The stored drafts, newest first, at most 5. Stored data that is not JSON or not a list is
 * removed; entries that are not drafts are dropped; both are logged.
 */
export function readPassengerDrafts(
  storage: DraftStorage,
  log: DraftLog = defaultLog,
): PassengerDraft[] {
  let raw: string | null;
  try {
    raw = storage.getItem(PASSENGER_DRAFTS_KEY);
  } catch (error) {
    log.warn('passenger drafts could not be read', error);
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    log.warn('corrupt passenger drafts discarded', error);
    write(storage, [], log);
    return [];
  }
  if (!Array.isArray(parsed)) {
    log.warn('corrupt passenger drafts discarded', parsed);
    write(storage, [], log);
    return [];
  }
  const drafts = parsed.filter(isDraft);
  if (drafts.length !== parsed.length) {
    log.warn(`${parsed.length - drafts.length} corrupt passenger draft(s) discarded`);
  }
  const kept = drafts.sort((a, b) => b._timestamp - a._timestamp).slice(0, MAX_PASSENGER_DRAFTS);
  if (kept.length !== parsed.length) write(storage, kept, log);
  return kept;
}

/** The draft of a slot (type and index), or null. */
export function findPassengerDraft(
  storage: DraftStorage,
  slot: DraftSlot,
  log: DraftLog = defaultLog,
): PassengerDraft | null {
  return (
    readPassengerDrafts(storage, log).find(
      (d) => d._type === slot.type && d._index === slot.index,
    ) ?? null
  );
}

/**
 * Keeps a form when leaving the page: only a form with a value filled is saved, replacing its
 * slot's older draft and going first; the oldest beyond 5 are dropped. An emptied form removes
 * its slot's draft, so a reset form is not brought back. Answers the drafts now stored.
 */
export function savePassengerDraft(
  storage: DraftStorage,
  values: PassengerFormValues,
  slot: DraftSlot & { now: number },
  log: DraftLog = defaultLog,
): PassengerDraft[] {
  const others = readPassengerDrafts(storage, log).filter(
    (d) => !(d._type === slot.type && d._index === slot.index),
  );
  if (!hasAnyPassengerValue(values)) {
    write(storage, others, log);
    return others;
  }
  const fields = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !key.startsWith('_') && FIELD_VALUE(value)),
  ) as PassengerFormValues;
  const draft: PassengerDraft = {
    ...fields,
    _timestamp: slot.now,
    _type: slot.type,
    _index: slot.index,
  };
  const drafts = [draft, ...others].slice(0, MAX_PASSENGER_DRAFTS);
  write(storage, drafts, log);
  return drafts;
}

export function removePassengerDraft(
  storage: DraftStorage,
  slot: DraftSlot,
  log: DraftLog = defaultLog,
): void {
  write(
    storage,
    readPassengerDrafts(storage, log).filter(
      (d) => !(d._type === slot.type && d._index === slot.index),
    ),
    log,
  );
}

/** The form values of a draft, without its bookkeeping fields. */
export function draftFormValues(draft: PassengerDraft): PassengerFormValues {
  const values: Record<string, unknown> = { ...draft };
  delete values._timestamp;
  delete values._type;
  delete values._index;
  return values as PassengerFormValues;
}

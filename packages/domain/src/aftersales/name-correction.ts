import type { FieldError } from '../api/envelope.ts';
import {
  duplicateNameIndexes,
  nameFormatError,
  normaliseName,
} from '../passengers/passenger.rules.ts';
import { PASSENGER_MESSAGES as M } from '../passengers/passenger.messages.ts';
import {
  AFTERSALES,
  couponClosedReason,
  isTicketed,
  lettersChanged,
  orderClosedReason,
  type AftersalesOrder,
} from './aftersales.rules.ts';
import { changeLine } from './change-quote.ts';

export interface PassengerName {
  given_name: string;
  middle_name: string;
  surname: string;
}

export interface NameCorrectionQuote {
  allowed: boolean;
  reason: string | null;
  /** SPEC 5's messages for the new name, by field. */
  errors: FieldError[];
  /** Letters added, removed or replaced against the name as booked (spaces and case do not count). */
  letters: number;
  /** The first and last names were swapped (counted as no letter). */
  swapped: boolean;
  /** Free: any correction within 24 hours of booking. */
  free: boolean;
  fee: number;
  ruleText: string;
}

/** The page's own words (/changeName), given as the reason for anything that is not a correction. */
export const NOT_A_CORRECTION = `A ticket cannot be given to another person: a correction changes at most ${AFTERSALES.nameCorrectionLetters} letters of the name as booked, or swaps the first and last names.`;

/** The passport's two halves: given and middle names together, then the surname, as letters only. */
const lettersOfPart = (value: string) => normaliseName(value).replace(/ /g, '');
const forenamesOf = (n: PassengerName) => lettersOfPart(`${n.given_name} ${n.middle_name}`);

/** The same name on a ticket: case, spaces and a word moved between first and middle name aside. */
const sameName = (a: PassengerName, b: PassengerName) =>
  forenamesOf(a) === forenamesOf(b) && lettersOfPart(a.surname) === lettersOfPart(b.surname);

export interface NameCorrectionCheck {
  /** Letters changed against the name as booked (after a swap, when it is one). */
  letters: number;
  swapped: boolean;
  /** NOT_A_CORRECTION, or null when the new name corrects the booked one. */
  refusal: string | null;
}

/**
 * Decision 040: whether a new name corrects the name as ticketed at booking (never the last
 * corrected one, so no chain of corrections walks a ticket to someone else): at most 3 letters in
 * all, each of the two names keeping at least half of its letters, or the first and last names
 * swapped (with at most 3 letters besides). Moving a word between first and middle name, case and
 * spaces count as nothing.
 */
export function nameCorrectionCheck(
  booked: PassengerName,
  next: PassengerName,
): NameCorrectionCheck {
  const f0 = forenamesOf(booked);
  const s0 = lettersOfPart(booked.surname);
  const f1 = forenamesOf(next);
  const s1 = lettersOfPart(next.surname);
  const cost = (pairs: [string, string][]) =>
    pairs.reduce((n, [a, b]) => n + lettersChanged(a, b), 0);
  const straight: [string, string][] = [
    [f0, f1],
    [s0, s1],
  ];
  const crossed: [string, string][] = [
    [s0, f1],
    [f0, s1],
  ];
  const swapped = cost(crossed) < cost(straight);
  const pairs = swapped ? crossed : straight;
  const letters = cost(pairs);
  // 'Ann' to 'Bob' is 3 letters, and another person: each name keeps at least half of itself.
  const keepsEachName = pairs.every(
    ([a, b]) => 2 * lettersChanged(a, b) <= Math.max(a.length, b.length),
  );
  const corrects = letters <= AFTERSALES.nameCorrectionLetters && keepsEachName;
  return { letters, swapped, refusal: corrects ? null : NOT_A_CORRECTION };
}

/** SPEC 5's name rules for a corrected name among the booking's other passengers. */
export function correctedNameErrors(
  next: PassengerName,
  others: readonly PassengerName[],
): FieldError[] {
  const errors: FieldError[] = [];
  if (!next.given_name.trim()) errors.push({ field: 'given_name', message: M.givenNameRequired });
  if (!next.surname.trim()) errors.push({ field: 'surname', message: M.surnameRequired });
  for (const field of ['given_name', 'middle_name', 'surname'] as const) {
    if (errors.some((e) => e.field === field)) continue;
    const error = nameFormatError(next[field]);
    if (error) errors.push({ field, message: error });
  }
  if (errors.length === 0 && duplicateNameIndexes([next, ...others]).includes(0))
    errors.push({ field: 'given_name', message: M.duplicateName });
  return errors;
}

/**
 * A name correction for one passenger (decision 040): only a correction of the name as booked
 * (nameCorrectionCheck); free within 24 hours of booking, later as the fare's change rules say
 * for every flight of the passenger not yet flown (a fee each, or not allowed).
 */
export function nameCorrectionQuote(
  order: AftersalesOrder,
  input: {
    passengerIndex: number;
    /** The name on the ticket now. */
    current: PassengerName;
    /** The name as ticketed at booking (the current one when never corrected). */
    booked?: PassengerName;
    next: PassengerName;
    others: readonly PassengerName[];
    now: number;
  },
): NameCorrectionQuote {
  const { now } = input;
  const none = { errors: [], letters: 0, swapped: false, free: false, fee: 0, ruleText: '' };
  const closed =
    orderClosedReason(order) ??
    (isTicketed(order.status) ? null : 'This booking cannot be changed.');
  if (closed) return { ...none, allowed: false, reason: closed };
  const coupons = order.coupons.filter((c) => c.passengerIndex === input.passengerIndex);
  if (coupons.length === 0)
    return { ...none, allowed: false, reason: 'This passenger is not on this booking.' };
  const errors = correctedNameErrors(input.next, input.others);
  const check = nameCorrectionCheck(input.booked ?? input.current, input.next);
  const { letters, swapped } = check;
  if (errors.length)
    return { ...none, allowed: false, reason: errors[0]!.message, errors, letters, swapped };
  if (sameName(input.current, input.next))
    return {
      ...none,
      allowed: false,
      reason: 'The new name is the same as the name on the ticket.',
    };
  if (check.refusal) return { ...none, allowed: false, reason: check.refusal, letters, swapped };
  const open = coupons.filter((c) => couponClosedReason(c, now) === null);
  if (open.length === 0)
    return {
      ...none,
      allowed: false,
      reason: "This passenger's flights have departed.",
      letters,
      swapped,
    };
  const withinFreeHours = now - order.bookedAt < AFTERSALES.freeNameCorrectionHours * 3_600_000;
  if (withinFreeHours)
    return {
      ...none,
      allowed: true,
      reason: null,
      letters,
      swapped,
      free: true,
      ruleText: `Free: a correction within ${AFTERSALES.freeNameCorrectionHours} hours of booking`,
    };
  const lines = open.map((c) => changeLine(order, c, now));
  const refused = lines.find((l) => !l.allowed);
  const why = `After ${AFTERSALES.freeNameCorrectionHours} hours from booking the fare's change rules apply`;
  if (refused)
    return {
      ...none,
      allowed: false,
      reason: `${why}: ${refused.reason ?? 'this fare cannot be changed.'}`,
      letters,
      swapped,
      ruleText: refused.ruleText,
    };
  const fee = lines.reduce((s, l) => s + l.fee, 0);
  return {
    ...none,
    allowed: true,
    reason: null,
    letters,
    swapped,
    fee,
    ruleText: `${why}: ${lines[0]!.ruleText}`,
  };
}

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
  /** Letters added, removed or replaced (spaces and case do not count). */
  letters: number;
  /** Free: a correction of up to 3 letters within 24 hours of booking. */
  free: boolean;
  fee: number;
  ruleText: string;
}

const lettersOf = (n: PassengerName) =>
  [n.given_name, n.middle_name, n.surname].map((p) => normaliseName(p).replace(/ /g, '')).join('');

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
 * A name correction for one passenger: free within 24 hours of booking for up to 3 letters (a
 * typo, not another person); otherwise as the fare's change rules say for every flight of the
 * passenger not yet flown (a fee each, or not allowed).
 */
export function nameCorrectionQuote(
  order: AftersalesOrder,
  input: {
    passengerIndex: number;
    current: PassengerName;
    next: PassengerName;
    others: readonly PassengerName[];
    now: number;
  },
): NameCorrectionQuote {
  const { now } = input;
  const none = { errors: [], letters: 0, free: false, fee: 0, ruleText: '' };
  const closed =
    orderClosedReason(order) ??
    (isTicketed(order.status) ? null : 'This booking cannot be changed.');
  if (closed) return { ...none, allowed: false, reason: closed };
  const coupons = order.coupons.filter((c) => c.passengerIndex === input.passengerIndex);
  if (coupons.length === 0)
    return { ...none, allowed: false, reason: 'This passenger is not on this booking.' };
  const errors = correctedNameErrors(input.next, input.others);
  const letters = lettersChanged(lettersOf(input.current), lettersOf(input.next));
  if (errors.length)
    return { ...none, allowed: false, reason: errors[0]!.message, errors, letters };
  if (letters === 0)
    return {
      ...none,
      allowed: false,
      reason: 'The new name is the same as the name on the ticket.',
    };
  const open = coupons.filter((c) => couponClosedReason(c, now) === null);
  if (open.length === 0)
    return {
      ...none,
      allowed: false,
      reason: "This passenger's flights have departed.",
      letters,
    };
  const withinFreeHours = now - order.bookedAt < AFTERSALES.freeNameCorrectionHours * 3_600_000;
  if (withinFreeHours && letters <= AFTERSALES.freeNameCorrectionLetters)
    return {
      ...none,
      allowed: true,
      reason: null,
      letters,
      free: true,
      ruleText: `Free: a correction of up to ${AFTERSALES.freeNameCorrectionLetters} letters within ${AFTERSALES.freeNameCorrectionHours} hours of booking`,
    };
  const lines = open.map((c) => changeLine(order, c, now));
  const refused = lines.find((l) => !l.allowed);
  const why = withinFreeHours
    ? `More than ${AFTERSALES.freeNameCorrectionLetters} letters change, so the fare's change rules apply`
    : `After ${AFTERSALES.freeNameCorrectionHours} hours from booking the fare's change rules apply`;
  if (refused)
    return {
      ...none,
      allowed: false,
      reason: `${why}: ${refused.reason ?? 'this fare cannot be changed.'}`,
      letters,
      ruleText: refused.ruleText,
    };
  const fee = lines.reduce((s, l) => s + l.fee, 0);
  return {
    ...none,
    allowed: true,
    reason: null,
    letters,
    fee,
    ruleText: `${why}: ${lines[0]!.ruleText}`,
  };
}

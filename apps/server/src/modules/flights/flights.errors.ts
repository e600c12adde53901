import type { FieldError } from '@farewise/domain/api/envelope';
import { DEPARTURE_MESSAGES } from '@farewise/domain/flights/departure-cutoff';
import { formatFare } from '@farewise/domain/flights/fare-display';
import { AppError } from '../../shared/app-error.ts';

/** SPEC 8: the fare price call with no data; the page offers 'Search Again'. */
export const OFFER_EXPIRED_MESSAGE = 'Sorry, the request failed. Please book again.';
export const PRICE_CHANGED_MESSAGE =
  'The price has changed. Please check the new price before you book.';
export const SOLD_OUT_MESSAGE =
  'Sorry, there are not enough seats left at this fare. Please choose another flight.';

/**
 * An offer that expired (30 minutes after its search) or was never made. One answer for both,
 * 410 Gone, because the traveller's remedy is the same: search again (docs/decisions/004).
 */
export const offerExpired = () =>
  new AppError({
    status: 410,
    code: 'flights.offer_expired',
    msg: OFFER_EXPIRED_MESSAGE,
    data: null,
  });

export const priceChanged = (data: { was: number; now: number; currency: string }) =>
  new AppError({ status: 409, code: 'flights.price_changed', msg: PRICE_CHANGED_MESSAGE, data });

/** 409 flights.price_expired data: the total shown, the total now, and the fresh offer to book it under. */
export interface PriceExpiredData {
  was: number;
  now: number;
  currency: string;
  /** The fresh offer's id (a new uniqueKey, valid 30 minutes). */
  uniqueKey: string;
  /** The same option key (uniqueStr). */
  uniqueStr: string;
}

/**
 * The offer was past its 30 minutes when the traveller booked (its row still kept): the option
 * was priced again under a fresh offer. 409, not 410, because the traveller can book at the new
 * price at once; nothing is created until they re-submit with data.uniqueKey (docs/decisions/004).
 */
export const priceExpired = (data: PriceExpiredData) =>
  new AppError({
    status: 409,
    code: 'flights.price_expired',
    msg:
      `The price of this fare is no longer held: it was ${formatFare(data.was, data.currency)}, ` +
      `it is now ${formatFare(data.now, data.currency)}. Please check the new price before you book.`,
    data,
  });

export const soldOut = (data: { seatsLeft: number } | null = null) =>
  new AppError({ status: 409, code: 'flights.sold_out', msg: SOLD_OUT_MESSAGE, data });

export const searchInvalid = (errors: FieldError[]) =>
  new AppError({
    status: 400,
    code: 'flights.search_invalid',
    msg: errors[0]?.message ?? 'Invalid request.',
    errors,
  });

/**
 * A search whose departure date has passed where the flight leaves (decision 039); data.today is
 * the date it is there now, the first a search from today may ask for.
 */
export const datePassed = (field: string, date: string, today: string) => {
  const msg = DEPARTURE_MESSAGES.datePassed(date);
  return new AppError({
    status: 400,
    code: 'flights.date_passed',
    msg,
    data: { date, today },
    errors: [{ field, message: msg }],
  });
};

/** A flight that leaves within the ticketing cut-off or has left (decision 039): no sale. */
export const departureClosed = () =>
  new AppError({
    status: 422,
    code: 'flights.departure_closed',
    msg: DEPARTURE_MESSAGES.closed,
    data: null,
  });

export const unknownPlace = (field: string, code: string) => {
  const msg = `We could not find the city or airport '${code}'. Please choose one from the suggestions.`;
  return new AppError({
    status: 400,
    code: 'flights.unknown_place',
    msg,
    errors: [{ field, message: msg }],
  });
};

export const savedSearchNotFound = () =>
  new AppError({
    status: 404,
    code: 'flights.saved_search_not_found',
    msg: 'These search details were not found. Please search again.',
  });

import type { FieldError } from '@farewise/domain/api/envelope';
import { HOTEL_SEARCH_MESSAGES } from '@farewise/domain/hotels/hotel-search.messages';
import { AppError } from '../../shared/app-error.ts';

export const ROOMS_SOLD_OUT_MESSAGE =
  'Sorry, this room is no longer available for your dates. Please choose another room.';
export const HOTEL_NOT_FOUND_MESSAGE = 'This hotel could not be found. Please search again.';
export const SEARCH_KEY_INVALID_MESSAGE =
  'These search details have expired or are not valid. Please search again.';

/** A search the rules refuse: SPEC 5's message first, every field's message in errors. */
export const searchInvalid = (msg: string, errors: FieldError[]) =>
  new AppError({ status: 400, code: 'hotels.search_invalid', msg, errors });

export const destinationUnknown = () =>
  new AppError({
    status: 400,
    code: 'hotels.destination_unknown',
    msg: HOTEL_SEARCH_MESSAGES.destinationUnknown,
    errors: [{ field: 'Query.Destination', message: HOTEL_SEARCH_MESSAGES.destinationUnknown }],
  });

export const hotelNotFound = () =>
  new AppError({ status: 404, code: 'hotels.not_found', msg: HOTEL_NOT_FOUND_MESSAGE });

export const searchKeyInvalid = () =>
  new AppError({ status: 400, code: 'hotels.search_key_invalid', msg: SEARCH_KEY_INVALID_MESSAGE });

/** Some night of the stay has fewer rooms of the type than asked for; the caller's transaction rolls back. */
export const roomsSoldOut = (data: { night: string | null; available: number }) =>
  new AppError({ status: 409, code: 'hotels.sold_out', msg: ROOMS_SOLD_OUT_MESSAGE, data });

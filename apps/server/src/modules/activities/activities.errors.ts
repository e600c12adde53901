import { AppError } from '../../shared/app-error.ts';
import { orderErrors } from '../../shared/order-errors.ts';

export const cityNotFound = () =>
  new AppError({
    status: 404,
    code: 'activities.city_not_found',
    msg: 'We have no activities in this city.',
  });

export const countryNotFound = () =>
  new AppError({
    status: 404,
    code: 'activities.country_not_found',
    msg: 'We have no activities in this country.',
  });

export const activityNotFound = () =>
  new AppError({ status: 404, code: 'activities.not_found', msg: 'This activity was not found.' });

export const optionNotFound = () =>
  new AppError({
    status: 422,
    code: 'activities.option_not_found',
    msg: 'This option is not offered for this activity. Please choose another.',
  });

/** A date outside what can be searched or booked. */
export const datesInvalid = (msg: string) =>
  new AppError({ status: 422, code: 'activities.dates_invalid', msg });

export const partyInvalid = (messages: string[]) =>
  new AppError({
    status: 422,
    code: 'activities.party_invalid',
    msg: messages[0] ?? 'Please check the travellers.',
    errors: messages.map((message) => ({ field: 'travellers', message })),
  });

export const slotUnavailable = () =>
  new AppError({
    status: 409,
    code: 'activities.slot_unavailable',
    msg: 'This time slot cannot be booked: the activity does not run then, or booking has closed. Please choose another time.',
  });

export const soldOut = (data: { placesLeft: number }) =>
  new AppError({
    status: 409,
    code: 'activities.sold_out',
    msg: 'Sorry, there are not enough places left at this time. Please choose another time.',
    data,
  });

/** Not found, price changed, details broken, cancellation refused: as every order kind. */
export const {
  notFound: orderNotFound,
  priceChanged,
  bookingInvalid,
  cannotCancel,
} = orderErrors({
  prefix: 'activities',
  notFound: { code: 'order_not_found', msg: 'This activity booking was not found.' },
  priced: 'this activity',
  checkDetails: 'Please check the traveller and contact details.',
});

export const orderForbidden = () =>
  new AppError({
    status: 403,
    code: 'activities.forbidden',
    msg: 'You do not have access to this booking.',
  });

export const loginOrLookupRequired = () =>
  new AppError({
    status: 401,
    code: 'auth.required',
    msg: 'Please log in, or give the order number and the e-mail address you booked with.',
  });

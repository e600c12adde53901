import { AppError } from '../../shared/app-error.ts';
import { orderErrors } from '../../shared/order-errors.ts';

export const NON_REFUNDABLE_MESSAGE =
  'This booking has a non-refundable rate, so it cannot be cancelled or refunded.';

/** Not found, price changed, guest details broken, cancellation refused: as every order kind. */
export const {
  notFound: hotelOrderNotFound,
  priceChanged: hotelPriceChanged,
  bookingInvalid: reservationInvalid,
  cannotCancel,
} = orderErrors({
  prefix: 'hotel_orders',
  notFound: { code: 'not_found', msg: 'This hotel order was not found.' },
  priced: 'this room',
  checkDetails: 'Please check the guest details.',
});

export const ratePlanUnavailable = () =>
  new AppError({
    status: 409,
    code: 'hotel_orders.rate_unavailable',
    msg: 'This rate is no longer available for your dates. Please choose another room or rate.',
  });

export const roomDoesNotFit = () =>
  new AppError({
    status: 422,
    code: 'hotel_orders.room_too_small',
    msg: 'This room type cannot hold every room of your search. Please choose another room.',
  });

export const orderNotPending = () =>
  new AppError({
    status: 409,
    code: 'hotel_orders.not_pending',
    msg: 'This order is no longer awaiting payment.',
  });

export const orderNotPaid = () =>
  new AppError({
    status: 409,
    code: 'hotel_orders.not_paid',
    msg: 'This order has not been paid, so there is no voucher yet.',
  });

export const nonRefundable = () => cannotCancel(NON_REFUNDABLE_MESSAGE);

export const loginRequired = () =>
  new AppError({ status: 401, code: 'auth.required', msg: 'Please log in first.' });

import type { FieldError } from '@farewise/domain/api/envelope';
import { AppError } from '../../shared/app-error.ts';

export const NON_REFUNDABLE_MESSAGE =
  'This booking has a non-refundable rate, so it cannot be cancelled or refunded.';

export const hotelOrderNotFound = () =>
  new AppError({
    status: 404,
    code: 'hotel_orders.not_found',
    msg: 'This hotel order was not found.',
  });

export const reservationInvalid = (errors: FieldError[]) =>
  new AppError({
    status: 422,
    code: 'hotel_orders.booking_invalid',
    msg: errors[0]?.message ?? 'Please check the guest details.',
    errors,
  });

/** The price now differs from the one the traveller saw. */
export const hotelPriceChanged = (data: { was: number; now: number; currency: string }) =>
  new AppError({
    status: 409,
    code: 'hotel_orders.price_changed',
    msg: 'The price of this room has changed. Please check the new price before you continue.',
    data,
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

export const cannotCancel = (msg: string) =>
  new AppError({ status: 422, code: 'hotel_orders.cannot_cancel', msg });

export const nonRefundable = () => cannotCancel(NON_REFUNDABLE_MESSAGE);

export const loginRequired = () =>
  new AppError({ status: 401, code: 'auth.required', msg: 'Please log in first.' });

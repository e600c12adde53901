import type { FieldError } from '@farewise/domain/api/envelope';
import { AppError } from '../../shared/app-error.ts';

/** One message for a wrong order number and a wrong e-mail, so neither can be probed. */
export const ORDER_LOOKUP_MESSAGE =
  'We could not find a booking with this order number and e-mail address. Please check both and try again.';

export const orderNotFound = () =>
  new AppError({ status: 404, code: 'orders.not_found', msg: 'This order was not found.' });

export const orderLookupFailed = () =>
  new AppError({ status: 404, code: 'orders.lookup_failed', msg: ORDER_LOOKUP_MESSAGE });

export const bookingInvalid = (errors: FieldError[]) =>
  new AppError({
    status: 422,
    code: 'orders.booking_invalid',
    msg: errors[0]?.message ?? 'Please check the passenger details.',
    errors,
  });

export const orderClosed = () =>
  new AppError({
    status: 409,
    code: 'orders.not_pending',
    msg: 'This order is no longer awaiting payment and cannot be changed.',
  });

export const holdExpired = () =>
  new AppError({
    status: 409,
    code: 'orders.hold_expired',
    msg: 'Your seats were held for 15 minutes and have been released. Please confirm the passengers again to hold them.',
  });

export const tripTypeMismatch = () =>
  new AppError({
    status: 400,
    code: 'orders.kind_mismatch',
    msg: 'The trip type does not match the chosen fare. Please book again.',
  });

export const sliceUnavailable = () =>
  new AppError({
    status: 422,
    code: 'orders.slice_unavailable',
    msg: 'Slice payment is not available for this flight. Please pay in full.',
  });

export const sliceBlocked = () =>
  new AppError({
    status: 422,
    code: 'orders.slice_blocked',
    msg: 'Slice payment is no longer available for this account or e-mail address because an earlier booking was cancelled for missed payments. Please pay in full.',
  });

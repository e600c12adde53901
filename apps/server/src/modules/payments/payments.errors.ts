import { REQUEST_NOT_PAYABLE } from '@farewise/domain/payments/payment-failure';
import { AppError } from '../../shared/app-error.ts';

// Another traveller's order answers exactly like a missing one, so ids reveal nothing.
export const orderNotFound = () =>
  new AppError({
    status: 404,
    code: 'payments.order_not_found',
    msg: 'This booking was not found.',
  });

export const paymentNotFound = () =>
  new AppError({ status: 404, code: 'payments.not_found', msg: 'This payment was not found.' });

/** A payment call carrying a card (decision 050): the card goes to the gateway's own fields. */
export const CARD_REFUSED_MESSAGE =
  'Card details go to the payment gateway, not to this site. Please type your card into the card fields of the pay page.';

export const cardRefused = () =>
  new AppError({ status: 400, code: 'payments.card_refused', msg: CARD_REFUSED_MESSAGE });

const NOT_PAYABLE = {
  booking: {
    paid: 'This booking has already been paid.',
    expired: 'This booking expired before it was paid. Please book again.',
    cancelled: 'This booking was cancelled and can no longer be paid. Please book again.',
  },
  // An after-sales request (a change, a name correction, extra bags): the booking itself stays.
  request: { paid: 'This request has already been paid.', ...REQUEST_NOT_PAYABLE },
};

export const notAwaitingPayment = (status: string, orderType?: string) => {
  const words = NOT_PAYABLE[orderType === 'aftersales' ? 'request' : 'booking'];
  return new AppError({
    status: 409,
    code: 'payments.not_awaiting_payment',
    msg: status === 'paid' ? words.paid : status === 'expired' ? words.expired : words.cancelled,
    data: { status },
  });
};

export const paymentInProgress = () =>
  new AppError({
    status: 409,
    code: 'payments.in_progress',
    msg: 'A payment for this booking is already in progress or complete.',
  });

export const paymentTypeMismatch = () =>
  new AppError({
    status: 422,
    code: 'payments.type_mismatch',
    msg: 'The payment type does not match the booking. Please go back and book again.',
  });

export const SLICE_BLOCKED_MESSAGE =
  'Slice pay is no longer available for this account because an earlier booking was cancelled for missed payments.';

export const sliceUnavailable = (msg = 'Slice pay is not available for this booking.') =>
  new AppError({ status: 422, code: 'payments.slice_unavailable', msg });

export const refundTooLarge = () =>
  new AppError({
    status: 422,
    code: 'payments.refund_too_large',
    msg: 'The refund is larger than what is left of the payment.',
  });

export const instalmentCharging = () =>
  new AppError({
    status: 409,
    code: 'payments.instalment_charging',
    msg: 'A slice payment instalment is being charged right now. Please try again in a few minutes.',
  });

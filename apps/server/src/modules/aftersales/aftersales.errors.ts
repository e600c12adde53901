import type { FieldError } from '@farewise/domain/api/envelope';
import { AppError } from '../../shared/app-error.ts';

/** The request is not allowed now: the reason comes from the order's own rules. */
export const notAllowed = (msg: string, errors?: FieldError[]) =>
  new AppError({ status: 422, code: 'aftersales.not_allowed', msg, errors });

/** The quote the traveller confirmed is older than 15 minutes or no longer the price: here is the new one. */
export const quoteChanged = (data: unknown, msg: string) =>
  new AppError({ status: 409, code: 'aftersales.quote_changed', msg, data });

export const requestNotFound = () =>
  new AppError({
    status: 404,
    code: 'aftersales.not_found',
    msg: 'This request was not found.',
  });

export const picturesNotYours = () =>
  new AppError({
    status: 400,
    code: 'aftersales.pictures_not_found',
    msg: 'Some pictures could not be found. Please upload them again.',
  });

export const paymentInProgress = () =>
  new AppError({
    status: 409,
    code: 'aftersales.payment_in_progress',
    msg: 'A payment for this booking is being processed. Please try again in a few minutes.',
  });

export const noSuchFlights = () =>
  new AppError({
    status: 409,
    code: 'aftersales.flights_gone',
    msg: 'These flights are no longer offered. Please choose new flights again.',
  });

export const loginForList = () =>
  new AppError({
    status: 401,
    code: 'auth.required',
    msg: 'Please log in to see the requests of all your bookings, or open one booking.',
  });

export const changeAwaitingPayment = (requestNo: string) =>
  new AppError({
    status: 409,
    code: 'aftersales.awaiting_payment',
    msg: `Request ${requestNo} for this booking is waiting for its payment. Please pay for it or let it lapse (15 minutes) first.`,
  });

/** A concurrent submit with the same client key committed first (rolls its transaction back). */
export class RepeatedSubmit extends Error {}

import { PRICE_ALERT_MESSAGES as M } from '@farewise/domain/price-alerts/price-alert.rules';
import { AppError } from '../../shared/app-error.ts';

export const tooManyAlerts = (limit: number) =>
  new AppError({ status: 409, code: 'price_alerts.limit', msg: M.tooMany, data: { limit } });

export const emailNeeded = () =>
  new AppError({
    status: 400,
    code: 'price_alerts.email_needed',
    msg: M.emailNeeded,
    errors: [{ field: 'email', message: M.emailNeeded }],
  });

export const tripOver = () =>
  new AppError({ status: 422, code: 'price_alerts.trip_over', msg: M.tripOver });

export const alertNotFound = () =>
  new AppError({ status: 404, code: 'price_alerts.not_found', msg: M.notFound });

export const linkInvalid = () =>
  new AppError({ status: 404, code: 'price_alerts.link_invalid', msg: M.linkInvalid });

export const notConfirmed = () =>
  new AppError({ status: 409, code: 'price_alerts.not_confirmed', msg: M.notConfirmed });

export const alertOverError = () =>
  new AppError({ status: 409, code: 'price_alerts.over', msg: M.over });

export const mailFailed = () =>
  new AppError({
    status: 503,
    code: 'price_alerts.mail_failed',
    msg: 'We could not send the confirmation mail. Please try again in a few minutes.',
  });

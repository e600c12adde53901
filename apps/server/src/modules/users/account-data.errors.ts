import { AppError } from '../../shared/app-error.ts';

/** SPEC-free words of the account's data calls (issue 41, decision 056). */
export const OPEN_ORDERS_MESSAGE =
  'Your account has trips that are not over yet, or payments or refunds still on their way. ' +
  'You can delete your account once they are over or cancelled; our support team can help.';

/** Trips still to come or money still moving: deleting would leave them without a traveller. */
export const openOrdersLeft = (count: number) =>
  new AppError({
    status: 409,
    code: 'account.open_orders',
    msg: OPEN_ORDERS_MESSAGE,
    data: { openOrders: count },
  });

import type { FieldError } from '@farewise/domain/api/envelope';
import { AppError } from './app-error.ts';

/**
 * The errors every kind of order throws (hotel and activity orders), each with the kind's own
 * code prefix and words: the order not found, the price changed since the traveller saw it, the
 * booking's details broken, a cancellation refused.
 */
export function orderErrors(kind: {
  /** 'hotel_orders', 'activities'. */
  prefix: string;
  /** The not-found code after the prefix, and its sentence. */
  notFound: { code: string; msg: string };
  /** What changed price, in the sentence: 'this room', 'this activity'. */
  priced: string;
  /** The sentence of a broken booking when its first field error has none. */
  checkDetails: string;
}) {
  const { prefix } = kind;
  return {
    notFound: () =>
      new AppError({
        status: 404,
        code: `${prefix}.${kind.notFound.code}`,
        msg: kind.notFound.msg,
      }),
    /** The price now differs from the one the traveller saw. */
    priceChanged: (data: { was: number; now: number; currency: string }) =>
      new AppError({
        status: 409,
        code: `${prefix}.price_changed`,
        msg: `The price of ${kind.priced} has changed. Please check the new price before you continue.`,
        data,
      }),
    bookingInvalid: (errors: FieldError[]) =>
      new AppError({
        status: 422,
        code: `${prefix}.booking_invalid`,
        msg: errors[0]?.message ?? kind.checkDetails,
        errors,
      }),
    cannotCancel: (msg: string) =>
      new AppError({ status: 422, code: `${prefix}.cannot_cancel`, msg }),
  };
}

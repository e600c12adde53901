import { SLICE } from '../flights/slice-payment.ts';

/** What cancelling a slice booking gives back (SPEC 9 slice terms, decision 041). */
export interface SliceRefund {
  refund: number;
  holdFeeKept: number;
  holdFeeRefunded: number;
}

/**
 * SPEC 9's slice terms, read as decision 041 does: there is no cancellation fee, so everything
 * paid so far comes back except the hold price fee; within the 24-hour grace period after booking
 * (or when a full refund is owed anyway) the hold price fee comes back too. What is not yet paid
 * is never charged: the instalments stop.
 */
export function sliceRefund(opts: {
  /** Money received and not yet refunded. */
  paid: number;
  holdFee: number;
  bookedAt: number;
  now: number;
  /** Our 24-hour promise or a schedule change: everything paid comes back. */
  full: boolean;
}): SliceRefund {
  const grace = opts.now - opts.bookedAt < SLICE.gracePeriodHours * 3_600_000;
  const paid = Math.max(0, opts.paid);
  if (opts.full || grace)
    return { refund: paid, holdFeeKept: 0, holdFeeRefunded: Math.min(opts.holdFee, paid) };
  const holdFeeKept = Math.min(opts.holdFee, paid);
  return { refund: paid - holdFeeKept, holdFeeKept, holdFeeRefunded: 0 };
}

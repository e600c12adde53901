import dayjs from 'dayjs';

/** Slice payment (SPEC 1, 9): a deposit now, then weekly instalments ending before departure. */
export const SLICE = {
  /** Share of the fare paid with the deposit, besides the hold price fee. */
  depositShare: 0.2,
  /** The hold price fee, a share of the fare; non-refundable after the grace period. */
  holdFeeShare: 0.03,
  /** Hours after booking during which cancelling waives the hold price fee. */
  gracePeriodHours: 24,
  /** The last instalment is due at least this many days before departure. */
  lastDueDaysBeforeDeparture: 7,
  /** At least this many weekly instalments, or slice payment is not offered. */
  minInstalments: 2,
  maxInstalments: 12,
  /** Missed instalments after which the booking may be cancelled (with notice). */
  missedBeforeCancellation: 2,
  /** Notice given before such a cancellation. */
  cancellationNoticeHours: 24,
} as const;

export interface SliceInstalment {
  /** 1-based number of the weekly instalment. */
  number: number;
  dueDate: string;
  amount: number;
}

export interface SlicePlan {
  valid: boolean;
  currency: string;
  /** Paid now: the deposit share of the fare plus the hold price fee (minor units). */
  deposit: number;
  holdFee: number;
  /** The regular weekly amount ('From {weekly} per week'). */
  weekly: number;
  /** What slice payment costs in all: the fare plus the hold price fee. */
  adjustedAmount: number;
  instalments: SliceInstalment[];
}

/**
 * The slice schedule for a fare of `total` minor units booked on `bookedOn` for a departure on
 * `departureDate` (both YYYY-MM-DD). Invalid when fewer than two weekly instalments fit.
 */
export function sliceSchedule(opts: {
  total: number;
  currency: string;
  bookedOn: string;
  departureDate: string;
}): SlicePlan {
  const { total, currency } = opts;
  const booked = dayjs(opts.bookedOn).startOf('day');
  const lastAllowed = dayjs(opts.departureDate)
    .startOf('day')
    .subtract(SLICE.lastDueDaysBeforeDeparture, 'day');
  const weeks = Math.min(SLICE.maxInstalments, Math.floor(lastAllowed.diff(booked, 'day') / 7));
  const holdFee = Math.round(total * SLICE.holdFeeShare);
  const depositFare = Math.round(total * SLICE.depositShare);
  const invalid: SlicePlan = {
    valid: false,
    currency,
    deposit: 0,
    holdFee,
    weekly: 0,
    adjustedAmount: total + holdFee,
    instalments: [],
  };
  if (!booked.isValid() || !lastAllowed.isValid() || weeks < SLICE.minInstalments || total <= 0)
    return invalid;

  const remaining = total - depositFare;
  const weekly = Math.floor(remaining / weeks);
  const instalments: SliceInstalment[] = [];
  for (let i = 1; i <= weeks; i++) {
    // The last instalment takes the rounding remainder so the sum is exact.
    const amount = i === weeks ? remaining - weekly * (weeks - 1) : weekly;
    instalments.push({ number: i, dueDate: booked.add(7 * i, 'day').format('YYYY-MM-DD'), amount });
  }
  return {
    valid: true,
    currency,
    deposit: depositFare + holdFee,
    holdFee,
    weekly,
    adjustedAmount: total + holdFee,
    instalments,
  };
}

/**
 * Fare surcharge (SPEC 9): the difference to the first fare's total, or, for slice payment,
 * to the first fare's part-payment adjusted amount.
 */
export function fareSurcharge(
  fares: { total: number; adjustedAmount?: number }[],
  index: number,
  mode: 'full' | 'slice' = 'full',
): number {
  const first = fares[0];
  const fare = fares[index];
  if (!first || !fare) return 0;
  if (mode === 'slice' && first.adjustedAmount !== undefined && fare.adjustedAmount !== undefined) {
    return fare.adjustedAmount - first.adjustedAmount;
  }
  return fare.total - first.total;
}

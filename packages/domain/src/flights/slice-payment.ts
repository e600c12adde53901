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

/** The weekly due dates a booking on one day for a departure on another allows (empty: none fit). */
function dueDatesOf(bookedOn: string, departureDate: string): string[] | null {
  const booked = dayjs(bookedOn).startOf('day');
  const lastAllowed = dayjs(departureDate)
    .startOf('day')
    .subtract(SLICE.lastDueDaysBeforeDeparture, 'day');
  if (!booked.isValid() || !lastAllowed.isValid()) return null;
  const weeks = Math.min(SLICE.maxInstalments, Math.floor(lastAllowed.diff(booked, 'day') / 7));
  const dates: string[] = [];
  for (let i = 1; i <= weeks; i++) dates.push(booked.add(7 * i, 'day').format('YYYY-MM-DD'));
  return dates;
}

/**
 * Due dates by booking and departure day. A search prices hundreds of fares for the same two
 * days, so the calendar work is done once per pair of days (the dates never change). A Map
 * cleared when full, not lru-cache: a hit is 2-3 times cheaper on the search path, and the
 * domain runs in the browser too (decision 047).
 */
const dueDatesCache = new Map<string, string[] | null>();
function dueDates(bookedOn: string, departureDate: string): string[] | null {
  const key = `${bookedOn}|${departureDate}`;
  let dates = dueDatesCache.get(key);
  if (dates === undefined) {
    if (dueDatesCache.size >= 10_000) dueDatesCache.clear();
    dates = dueDatesOf(bookedOn, departureDate);
    dueDatesCache.set(key, dates);
  }
  return dates;
}

/** A slice plan without its instalments listed: what a fare in search results shows. */
export interface SliceTerms extends Omit<SlicePlan, 'instalments'> {
  /** How many weekly instalments follow the deposit (0 when invalid). */
  instalmentCount: number;
}

/** The slice plan's amounts for a fare (see sliceSchedule), without listing the instalments. */
export function sliceTerms(opts: {
  total: number;
  currency: string;
  bookedOn: string;
  departureDate: string;
}): SliceTerms {
  const { total, currency } = opts;
  const dates = dueDates(opts.bookedOn, opts.departureDate);
  const weeks = dates ? dates.length : 0;
  const holdFee = Math.round(total * SLICE.holdFeeShare);
  const depositFare = Math.round(total * SLICE.depositShare);
  if (!dates || weeks < SLICE.minInstalments || total <= 0)
    return {
      valid: false,
      currency,
      deposit: 0,
      holdFee,
      weekly: 0,
      adjustedAmount: total + holdFee,
      instalmentCount: 0,
    };
  return {
    valid: true,
    currency,
    deposit: depositFare + holdFee,
    holdFee,
    weekly: Math.floor((total - depositFare) / weeks),
    adjustedAmount: total + holdFee,
    instalmentCount: weeks,
  };
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
  const { instalmentCount, ...terms } = sliceTerms(opts);
  const instalments: SliceInstalment[] = [];
  if (terms.valid) {
    const dates = dueDates(opts.bookedOn, opts.departureDate) ?? [];
    const remaining = opts.total - (terms.deposit - terms.holdFee);
    for (let i = 1; i <= instalmentCount; i++) {
      // The last instalment takes the rounding remainder so the sum is exact.
      const amount = i === instalmentCount ? remaining - terms.weekly * (i - 1) : terms.weekly;
      instalments.push({ number: i, dueDate: dates[i - 1]!, amount });
    }
  }
  return { ...terms, instalments };
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

import { formatMoney } from '../money/format.ts';

/**
 * What an order costs the traveller (issue 12, decision 022): one function for every page, mail,
 * list and look-up, so the total shown is the total owed. Paid in full, the total is the price
 * booked; paid in slices, it is the price plus the hold price fee (SPEC 9), and the deposit is
 * due now. Amounts in minor units of `currency`.
 */

export interface OrderTotalInput {
  currency: string;
  paymentType: 'full' | 'slice';
  /** The price of what was booked, taxes and fees included (the fare, the stay). */
  price: number;
  /** The slice plan when paid in slices (domain SlicePlan, or its wire form in minor units). */
  slice?: {
    valid?: boolean;
    holdFee: number;
    deposit: number;
    weekly: number;
    instalments?: { number: number; dueDate: string; amount: number }[];
  } | null;
}

export interface OrderTotalPart {
  key: 'price' | 'holdFee';
  label: string;
  amount: number;
}

export interface OrderTotal {
  currency: string;
  /** Slice only when the order has a valid slice plan. */
  paymentType: 'full' | 'slice';
  /** What the order costs in all: the parts summed. */
  total: number;
  /** Its parts: the price, and for slice payment the hold price fee. */
  parts: OrderTotalPart[];
  /** Due when paying now: the total, or the slice deposit. */
  dueNow: number;
  /** Slice payment's weekly amount ('From … per week'), 0 when paid in full. */
  weekly: number;
  instalments: { number: number; dueDate: string; amount: number }[];
}

export function orderTotal(input: OrderTotalInput): OrderTotal {
  const slice =
    input.paymentType === 'slice' && input.slice && input.slice.valid !== false
      ? input.slice
      : null;
  const parts: OrderTotalPart[] = [{ key: 'price', label: 'Price', amount: input.price }];
  if (slice) parts.push({ key: 'holdFee', label: 'Hold price fee', amount: slice.holdFee });
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  return {
    currency: input.currency,
    paymentType: slice ? 'slice' : 'full',
    total,
    parts,
    dueNow: slice ? slice.deposit : total,
    weekly: slice ? slice.weekly : 0,
    instalments: slice?.instalments ?? [],
  };
}

const minor = (decimal: number) => Math.round(decimal * 100);

/**
 * A flight order as the wire carries it (commonQuery's FlightOrderInfo: decimals, the slice
 * plan's adjusted amount being the fare plus the hold price fee) through orderTotal.
 */
export function flightOrderTotal(order: {
  currency: string;
  paymentType: 'full' | 'slice';
  totalPriceEx: number;
  slice?: {
    deposit: number;
    weekly: number;
    adjustedAmount: number;
    instalments?: { number: number; dueDate: string; amountEx: number }[];
  } | null;
}): OrderTotal {
  const price = minor(order.totalPriceEx);
  return orderTotal({
    currency: order.currency,
    paymentType: order.paymentType,
    price,
    slice: order.slice
      ? {
          holdFee: minor(order.slice.adjustedAmount) - price,
          deposit: minor(order.slice.deposit),
          weekly: minor(order.slice.weekly),
          instalments: (order.slice.instalments ?? []).map((i) => ({
            number: i.number,
            dueDate: i.dueDate,
            amount: minor(i.amountEx),
          })),
        }
      : null,
  });
}

/** The total as the site writes it: 'AUD 11,986.15'. */
export function formatOrderTotal(totals: OrderTotal): string {
  return formatMoney(totals.total, totals.currency);
}

/** Minor units of an OrderTotal as the wire's decimals. */
export const totalDecimal = (totals: OrderTotal) => totals.total / 100;

/** A hotel stay (paid in full; TotalPrice in minor units, taxes and fees included) through orderTotal. */
export function hotelOrderTotal(order: { Currency: string; TotalPrice: number }): OrderTotal {
  return orderTotal({ currency: order.Currency, paymentType: 'full', price: order.TotalPrice });
}

import type {
  AftersalesOrder,
  Coupon,
  Direction,
  PaidBags,
  ScheduleChangeEntitlement,
} from '@farewise/domain/aftersales/aftersales.rules';
import { journeyFareLegs } from '@farewise/domain/flights/journey-legs';
import { toRuleEntry } from '@farewise/domain/flights/fare-display';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import { checkedBaggageText } from '@farewise/domain/flights/baggage';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { PriceListEntry } from '@farewise/domain/flights/search.schemas';
import {
  bookedEntry,
  directionsOf,
  passengersOf,
  type FlightOrderRow,
  type StoredPassenger,
} from '../flight-orders/index.ts';

export const couponStatus = (p: StoredPassenger, direction: Direction) =>
  p.coupons?.[String(direction)] ?? 'open';

/** Passengers whose ticket on a direction is still open (they hold seats on its flights). */
export const openOn = (row: FlightOrderRow, direction: Direction) =>
  passengersOf(row).filter((p) => couponStatus(p, direction) === 'open').length;

/** Each passenger's fare and taxes on each direction (minor units). */
function couponPrices(row: FlightOrderRow, direction: Direction, passengerType: 0 | 1) {
  const entry = bookedEntry(row);
  const leg = journeyFareLegs(entry.flights)[direction];
  if (leg?.prices) {
    const p = leg.prices;
    return passengerType === 0
      ? { fare: toMinorUnits(p.adultFare), tax: toMinorUnits(p.adultTax) }
      : { fare: toMinorUnits(p.childFare), tax: toMinorUnits(p.childTax) };
  }
  // Orders priced before fares carried their directions' prices: halves of a round trip.
  const directions = entry.flights.ret ? 2 : 1;
  const total = passengerType === 0 ? row.adultAmount : row.childAmount;
  const tax = toMinorUnits(entry.taxEx);
  const share = (v: number) =>
    direction === 0 ? Math.ceil(v / directions) : v - Math.ceil(v / directions);
  return { fare: share(total - tax), tax: share(tax) };
}

export function couponsOf(row: FlightOrderRow, directions = directionsOf(row)): Coupon[] {
  return passengersOf(row).flatMap((p, passengerIndex) =>
    directions.map((d) => ({
      passengerIndex,
      passengerType: p.age_type,
      direction: d.direction,
      ...couponPrices(row, d.direction, p.age_type),
      departureUtc: d.departureUtc,
      status: couponStatus(p, d.direction),
    })),
  );
}

/**
 * What the domain's quotes read of an order, with the money its payments module reports and the
 * airline schedule change awaiting an answer that owes a full refund, if any.
 */
export function aftersalesOrderOf(
  row: FlightOrderRow,
  money: { paid: number; refunded: number; bags?: PaidBags[] },
  scheduleChange: ScheduleChangeEntitlement | null = null,
): AftersalesOrder {
  const entry = bookedEntry(row);
  const directions = directionsOf(row);
  const plan = row.slicePlan as SlicePlan | null;
  const rulesOf = <T>(pick: (leg: PriceListEntry['flights']['from']) => T[]) =>
    journeyFareLegs(entry.flights).flatMap(pick);
  return {
    fareProduct: row.fareProduct,
    currency: row.currency,
    paymentType: row.paymentType as 'full' | 'slice',
    status: row.status,
    bookedAt: row.createdAt.getTime(),
    firstDepartureUtc: directions[0]!.departureUtc,
    refundRules: rulesOf((l) => l.refundInfoList).map(toRuleEntry),
    changeRules: rulesOf((l) => l.changesInfoList).map(toRuleEntry),
    coupons: couponsOf(row, directions),
    paid: money.paid,
    refunded: money.refunded,
    holdFee: row.paymentType === 'slice' && plan?.valid ? plan.holdFee : 0,
    ticketTotal: row.totalAmount,
    scheduleChange,
    paidBags: (money.bags ?? []).map((b) => ({
      passengerIndex: b.passengerIndex,
      direction: b.direction,
      pieces: b.pieces,
      amount: b.amount,
    })),
  };
}

/** The checked bags included per adult on a direction ('1 x 23KG', 'No Baggage'). */
export function includedBaggage(row: FlightOrderRow, direction: Direction): string {
  const entry = bookedEntry(row);
  const leg = journeyFareLegs(entry.flights)[direction];
  const bag = leg?.baggageInfoList.find((b) => b.passengerType === 0 && b.segmentNo === 1);
  return bag ? checkedBaggageText(bag.baggagePiece, bag.baggageWeight) : 'No Baggage';
}

export const fullName = (p: Pick<StoredPassenger, 'given_name' | 'middle_name' | 'surname'>) =>
  [p.given_name, p.middle_name, p.surname].filter(Boolean).join(' ');

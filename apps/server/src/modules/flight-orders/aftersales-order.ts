import type {
  AftersalesOrder,
  Coupon,
  Direction,
  PaidBags,
  ScheduleChangeEntitlement,
} from '@farewise/domain/aftersales/aftersales.rules';
import { journeyFareLegs, namedLegs } from '@farewise/domain/flights/journey-legs';
import { toRuleEntry } from '@farewise/domain/flights/fare-display';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import { checkedBaggageText } from '@farewise/domain/flights/baggage';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { PriceListEntry, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import type { FlightOrderRow } from './flight-orders.repository.ts';
import { localToUtc } from './flight-calendar.ts';
import type { StoredItinerary, StoredPassenger } from './flight-order-view.ts';

/** The flights of one direction of an order as stored: its segments and the seats they hold. */
export interface OrderDirection {
  direction: Direction;
  label: string;
  segments: SegmentDetail[];
  seatFlights: SeatRequest[];
  from: string;
  to: string;
  fromCity: string;
  toCity: string;
  departureUtc: number;
}

export const passengersOf = (row: FlightOrderRow) =>
  (row.passengers as StoredPassenger[] | null) ?? [];
export const itineraryOf = (row: FlightOrderRow) => row.itinerary as StoredItinerary;

/** The price entry of the fare the order was booked on (its rules and prices). */
export function bookedEntry(row: FlightOrderRow): PriceListEntry {
  const { priceList } = itineraryOf(row).routing;
  return priceList.find((p) => p.fareProduct === row.fareProduct) ?? priceList[0]!;
}

export function timeZoneOf(row: FlightOrderRow, airport: string): string {
  return itineraryOf(row).air_ports.find((a) => a.code === airport)?.timeZone ?? 'UTC';
}

/**
 * The order's directions (legs) with their segments; seat flights are stored in the journey's
 * order: outbound, then return, or each multi-city leg in turn.
 */
export function directionsOf(row: FlightOrderRow): OrderDirection[] {
  const { routing, air_ports } = itineraryOf(row);
  const city = (code: string) => air_ports.find((a) => a.code === code)?.cityName ?? code;
  const seats = row.seatFlights as SeatRequest[];
  let offset = 0;
  return namedLegs(routing.segmentInfo).map((leg, direction) => {
    const segments = leg.detail;
    const first = segments[0]!;
    const last = segments[segments.length - 1]!;
    const own = seats.slice(offset, offset + segments.length);
    offset += segments.length;
    return {
      direction,
      label: leg.name,
      segments,
      seatFlights: own,
      from: first.depAirport,
      to: last.arrAirport,
      fromCity: city(first.depAirport),
      toCity: city(last.arrAirport),
      departureUtc: localToUtc(first.depTimeEx, timeZoneOf(row, first.depAirport)),
    };
  });
}

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

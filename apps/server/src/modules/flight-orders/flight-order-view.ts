import { toDecimal } from '@farewise/domain/money/minor-units';
import { journeyLegs } from '@farewise/domain/flights/journey-legs';
import type {
  FlightOrderInfo,
  OrderPassengerView,
  PaymentType,
  TicketBookingResult,
} from '@farewise/domain/orders/flight-order.schemas';
import type { TicketPriceResult } from '@farewise/domain/flights/flight-calls.schemas';
import type { FlightOrderListItem } from '@farewise/domain/orders/orders-list.schemas';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import { orderTotal } from '@farewise/domain/orders/order-total';
import type { FlightOrderRow } from './flight-orders.repository.ts';

/** What an order keeps of the priced option: the routing and the airlines and airports it names. */
export type StoredItinerary = Pick<TicketPriceResult, 'routing' | 'air_lines' | 'air_ports'>;

/** A passenger as stored on the order (normalised by the service). */
export interface StoredPassenger {
  given_name: string;
  middle_name: string;
  surname: string;
  sex: number;
  birthday: string;
  id_card_issue: string;
  national_code: string;
  id_card: string;
  id_card_time: string;
  phone_code: string;
  mobile: string;
  age_type: 0 | 1;
  savedId: string | null;
  ticketNo: string | null;
  /** After-sales: each direction's ticket state (absent: open) and extra checked bags bought. */
  /** By leg index ('0' outbound, '1' return, or each multi-city leg). */
  coupons?: Partial<Record<string, 'open' | 'refunded' | 'moved'>>;
  extraBags?: Partial<Record<string, number>>;
  /** Ticket numbers replaced by a reissue, oldest first. */
  ticketHistory?: string[];
  /** The name as ticketed at booking, kept by the first name correction (decision 040). */
  bookedName?: { given_name: string; middle_name: string; surname: string };
}

export interface StoredContact {
  postcode: string;
  mobile: string;
  email: string;
}

/** A payment the payments module reported through onPaid or onFailed. */
export interface StoredPayment {
  kind: string;
  amount: number;
  status: string;
  at: string;
  brand: string | null;
  last4: string | null;
  instalment: number | null;
}

/** What the traveller pays now, in minor units: the deposit of a valid slice plan, else the total. */
export const amountDue = (
  row: Pick<FlightOrderRow, 'paymentType' | 'slicePlan' | 'totalAmount' | 'currency'>,
) => rowTotal(row).dueNow;

/** What the order costs in all (the fare, plus the hold price fee when paid in slices). */
export const rowTotal = (
  row: Pick<FlightOrderRow, 'paymentType' | 'slicePlan' | 'totalAmount' | 'currency'>,
) =>
  orderTotal({
    currency: row.currency,
    paymentType: row.paymentType as PaymentType,
    price: row.totalAmount,
    slice: row.slicePlan as SlicePlan | null,
  });

/** ticketBooking's answer (and ticketPayVerify's, with the status): what to pay and until when. */
export function bookingResult(row: FlightOrderRow): TicketBookingResult {
  return {
    orderId: row.id,
    orderNo: row.orderNo,
    paymentType: row.paymentType as PaymentType,
    currency: row.currency,
    amountDueEx: toDecimal(amountDue(row)),
    totalPriceEx: toDecimal(row.totalAmount),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? '',
  };
}

const mask = (passport: string) =>
  passport.length <= 4 ? passport : `${'•'.repeat(passport.length - 4)}${passport.slice(-4)}`;

/** The flight order info of commonQuery (SPEC 7): passports masked, money as decimals. */
export function orderInfo(row: FlightOrderRow): FlightOrderInfo {
  const itinerary = row.itinerary as StoredItinerary;
  const passengers = (row.passengers as StoredPassenger[] | null) ?? [];
  const payments = (row.payments as StoredPayment[] | null) ?? [];
  const plan = row.slicePlan as SlicePlan | null;
  const directions = journeyLegs(itinerary.routing.segmentInfo).map((_leg, i) => String(i));
  const paidInstalments = new Map(
    payments.filter((p) => p.instalment !== null).map((p) => [p.instalment, p.status]),
  );
  return {
    orderId: row.id,
    orderNo: row.orderNo,
    status: row.status,
    statusText: orderStatusLabel(row.status),
    kind: row.kind,
    paymentType: row.paymentType as PaymentType,
    currency: row.currency,
    totalPriceEx: toDecimal(row.totalAmount),
    adultPriceEx: toDecimal(row.adultAmount),
    childPriceEx: toDecimal(row.childAmount),
    adultNumber: row.adults,
    childNumber: row.children,
    fareProduct: row.fareProduct,
    createdAt: row.createdAt.toISOString(),
    holdExpiresAt:
      row.holdState === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    routing: itinerary.routing,
    air_lines: itinerary.air_lines,
    air_ports: itinerary.air_ports,
    passengers: passengers.map((p): OrderPassengerView => ({
      given_name: p.given_name,
      middle_name: p.middle_name,
      surname: p.surname,
      sex: p.sex,
      birthday: p.birthday,
      id_card_issue: p.id_card_issue,
      national_code: p.national_code,
      id_card: mask(p.id_card),
      id_card_time: p.id_card_time,
      age_type: p.age_type,
      ticketNo: p.ticketNo,
      coupons: directions.map((d) => p.coupons?.[d] ?? 'open'),
      extraBags: directions.map((d) => p.extraBags?.[d] ?? 0),
    })),
    contact: (row.contact as StoredContact | null) ?? null,
    slice:
      row.paymentType === 'slice' && plan?.valid
        ? {
            deposit: toDecimal(plan.deposit),
            weekly: toDecimal(plan.weekly),
            adjustedAmount: toDecimal(plan.adjustedAmount),
            instalments: plan.instalments.map((i) => ({
              number: i.number,
              dueDate: i.dueDate,
              amountEx: toDecimal(i.amount),
              // A cancelled booking charges nothing more: its unpaid instalments are cancelled.
              status: paidInstalments.get(i.number) ?? (row.status === 4 ? 'cancelled' : 'pending'),
            })),
          }
        : null,
    payments: payments.map((p) => ({
      kind: p.kind,
      amountEx: toDecimal(p.amount),
      status: p.status,
      paidAt: p.status === 'paid' ? p.at : null,
      brand: p.brand,
      last4: p.last4,
    })),
    ticketNumbers: passengers.map((p) => p.ticketNo).filter((t): t is string => !!t),
    refundedEx: toDecimal(row.refundedAmount),
  };
}

/** SPEC 3 flight order list item (order_type 1): the outbound leg's cities, first departure, total in major units. */
export function orderListItem(row: FlightOrderRow): FlightOrderListItem {
  const { routing, air_ports } = row.itinerary as StoredItinerary;
  const leg = routing.segmentInfo.fromSegments;
  const cityOf = (code: string) => air_ports.find((a) => a.code === code)?.cityName ?? code;
  return {
    order_type: 1,
    oid: row.id,
    order_no: row.orderNo,
    order_time: row.createdAt.toISOString(),
    validatingCarrier: routing.validatingCarrier,
    from_dep_en: cityOf(leg.DepAirport),
    from_arr_en: cityOf(leg.ArrAirport),
    ...(routing.segmentInfo.legs
      ? { onward_en: routing.segmentInfo.legs.slice(1).map((l) => cityOf(l.ArrAirport)) }
      : {}),
    from_dep_time: leg.detail[0]?.depTimeEx ?? row.firstDeparture,
    adt_num: row.adults,
    chd_num: row.children,
    currency: row.currency,
    total_price: toDecimal(rowTotal(row).total),
    status: row.status,
    status_text: orderStatusLabel(row.status),
  };
}

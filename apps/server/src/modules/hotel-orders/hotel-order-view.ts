import { formatMoney } from '@farewise/domain/money/format';
import { formatDateTime } from '@farewise/domain/shared/dates';
import { hotelOrderTotal } from '@farewise/domain/orders/order-total';
import type {
  HotelOrderListItem,
  HotelCancellationQuote,
  HotelOrderInfo,
  HotelOrderRefund,
  HotelOrderStatus,
  HotelQuote,
} from '@farewise/domain/orders/hotel-order.schemas';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import { NON_REFUNDABLE_MESSAGE } from './hotel-orders.errors.ts';
import type { HotelOrderRow } from './hotel-orders.repository.ts';

/** The hotel, room and plan as sold, kept on the order. */
export type Snapshot = Omit<HotelQuote, 'Available'> & { RoomPhoto: string };

export interface StoredRoom {
  adults: number;
  children: number[];
  guest: { given_name: string; surname: string };
}

export interface StoredPayment {
  paymentId: string | null;
  kind: string;
  amount: number;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  at: string;
}

// The hotel's local deadline as the pages write dates: 'Tue 29 Dec 2026, 12:00 (hotel time)'.
const deadlineWords = (local: string | null) =>
  local ? `${formatDateTime(local)} (hotel time)` : '';

/**
 * What cancelling now costs: an unpaid order is free; a paid flexible rate is free (full refund)
 * before its deadline and keeps the first night (with its share of taxes) after it; a paid
 * non-refundable rate cannot be cancelled.
 */
export function cancellationQuote(row: HotelOrderRow, now: Date): HotelCancellationQuote {
  const snap = row.snapshot as Snapshot;
  const money = (n: number) => formatMoney(n, row.currency);
  const status = row.status as HotelOrderStatus;
  if (status === 'PendingPayment') {
    return {
      allowed: true,
      free: true,
      chargeAmount: 0,
      refundAmount: 0,
      text: 'This booking is not paid yet. Cancelling releases the rooms at no cost.',
    };
  }
  if (status !== 'Paid' && status !== 'Issued') {
    return {
      allowed: false,
      free: false,
      chargeAmount: 0,
      refundAmount: 0,
      text: 'This booking has already been cancelled.',
    };
  }
  if (!row.refundable || !row.freeCancelUntil) {
    return {
      allowed: false,
      free: false,
      chargeAmount: 0,
      refundAmount: 0,
      text: NON_REFUNDABLE_MESSAGE,
    };
  }
  const paid = row.paidAmount;
  const beforeDeadline = now < row.freeCancelUntil;
  const lines = snap.RoomLines;
  const nonRefundable = lines.filter((l) => !l.Refundable);
  // Kept on cancelling: a non-refundable room's whole price; a flexible room's first night (with
  // its share of taxes) once the deadline has passed.
  const keep = lines.reduce((sum, l) => {
    if (!l.Refundable) return sum + l.TotalPrice;
    if (beforeDeadline) return sum;
    const first = l.NightlyPrices[0]?.Price ?? 0;
    return sum + first + (l.Subtotal > 0 ? Math.round((l.TaxesAndFees * first) / l.Subtotal) : 0);
  }, 0);
  const charge = Math.min(paid, keep);
  const refund = paid - charge;
  const until = deadlineWords(snap.Policy.FreeCancellationUntil);
  const rest = refund > 0 ? `; ${money(refund)} will be refunded.` : '; nothing will be refunded.';
  let text: string;
  if (beforeDeadline && nonRefundable.length === 0) {
    text = `Free cancellation until ${until}: you will get a full refund of ${money(paid)}.`;
  } else if (beforeDeadline) {
    text = `Free cancellation until ${until} for rooms on a flexible rate; rooms on a non-refundable rate are not refunded. Cancelling now costs ${money(charge)}${rest}`;
  } else {
    text =
      `Free cancellation ended on ${until}. Cancelling now costs the first night` +
      (nonRefundable.length
        ? ' of the flexible rooms and the whole price of the non-refundable ones'
        : '') +
      `, ${money(charge)}${rest}`;
  }
  return { allowed: true, free: charge === 0, chargeAmount: charge, refundAmount: refund, text };
}

/** The order as /v3/hotel/detail answers it. */
export function orderInfo(row: HotelOrderRow, now: Date): HotelOrderInfo {
  const snap = row.snapshot as Snapshot;
  const rooms = row.rooms as StoredRoom[];
  const contact = row.contact as HotelOrderInfo['Contact'];
  return {
    orderId: row.id,
    insideOrderNo: row.orderNo,
    status: row.status as HotelOrderStatus,
    statusText: orderStatusLabel(row.status),
    bookingTime: row.createdAt.toISOString(),
    holdExpiresAt:
      row.status === 'PendingPayment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    confirmationNo: row.confirmationNo,
    hotel: {
      HotelId: snap.HotelId,
      Name: snap.HotelName,
      Address: snap.Address,
      Stars: snap.Stars,
      Photo: snap.Photo,
      TimeZone: snap.TimeZone,
      CheckInFrom: snap.CheckInFrom,
      CheckOutUntil: snap.CheckOutUntil,
    },
    RoomLines: snap.RoomLines,
    room: {
      RoomTypeId: snap.RoomTypeId,
      Name: snap.RoomName,
      Bed: snap.Bed,
      Photo: snap.RoomPhoto,
      RatePlanId: snap.RatePlanId,
      RatePlanName: snap.RatePlanName,
    },
    CheckIn: row.checkIn,
    CheckOut: row.checkOut,
    Nights: row.nights.length,
    Rooms: rooms.map((r, i) => ({
      Index: i,
      AdultNumber: r.adults,
      childNumber: r.children.length,
      ChildAge: r.children,
      Guest: r.guest,
    })),
    Contact: contact,
    SpecialRequests: row.specialRequests,
    Currency: row.currency,
    NightlyPrices: row.nightly as HotelOrderInfo['NightlyPrices'],
    Subtotal: row.subtotal,
    TaxesAndFees: row.taxes,
    TotalPrice: row.total,
    Paid: row.paidAmount,
    Refunded: row.refundedAmount,
    Policy: snap.Policy,
    cancellation: cancellationQuote(row, now),
    payments: (row.payments as StoredPayment[]).map((p) => ({ ...p })),
    refunds: row.refunds as HotelOrderRefund[],
  };
}

/** SPEC 3 hotel order list item (order_type 2): orders/hotel and orders/mix. */
export function orderListItem(row: HotelOrderRow): HotelOrderListItem {
  const snap = row.snapshot as Snapshot;
  return {
    order_type: 2,
    inside_order_no: row.orderNo,
    booking_time: row.createdAt.toISOString(),
    room_image: [{ Href: snap.RoomPhoto }, { Href: snap.Photo }],
    name: snap.HotelName,
    check_in: row.checkIn,
    check_out: row.checkOut,
    room_num: row.roomCount,
    price_total: {
      currency: row.currency,
      total: hotelOrderTotal({ Currency: row.currency, TotalPrice: row.total }).total / 100,
    },
    status: row.status,
    status_text: orderStatusLabel(row.status),
  };
}

import type {
  HotelOrderRefund,
  HotelOrderStatus,
  HotelOrdersList,
  HotelPayInfo,
  HotelVoucher,
} from '@farewise/domain/orders/hotel-order.schemas';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import type { Clock } from '../../shared/clock.ts';
import { orderInfo, orderListItem, type Snapshot } from './hotel-order-view.ts';
import { accessibleOrder, canRead, type HotelOrderCaller } from './hotel-order-access.ts';
import { PAID_STATUSES, type HotelOrderRooms } from './hotel-order-rooms.ts';
import type { HotelOrderRow, HotelOrdersRepository } from './hotel-orders.repository.ts';
import { hotelOrderNotFound, loginRequired, orderNotPaid } from './hotel-orders.errors.ts';

export interface HotelOrderLookupDeps {
  clock: Clock;
  orders: HotelOrdersRepository;
  rooms: HotelOrderRooms;
}

/** An order as its owner or guest sees it: detail, pay info, refunds, voucher, and the user's list. */
export function createHotelOrderLookup({ clock, orders, rooms }: HotelOrderLookupDeps) {
  return {
    async detail({ insideOrderNo, caller }: { insideOrderNo: string; caller: HotelOrderCaller }) {
      await rooms.releaseExpired();
      return orderInfo(await accessibleOrder(orders, insideOrderNo, caller), clock.now());
    },

    /** POST /v3/hotel/binfo by order id (the pay page's URL) or order number. */
    async payInfo({
      orderId,
      insideOrderNo,
      caller,
    }: {
      orderId?: string;
      insideOrderNo?: string;
      caller: HotelOrderCaller;
    }): Promise<HotelPayInfo> {
      await rooms.releaseExpired();
      let row: HotelOrderRow | null;
      if (orderId) {
        row = await orders.findById({ id: orderId });
        if (!row) throw hotelOrderNotFound();
        if (!canRead(row, caller)) throw hotelOrderNotFound();
      } else row = await accessibleOrder(orders, insideOrderNo ?? '', caller);
      const snap = row.snapshot as Snapshot;
      const payable = rooms.payStatus(row) === 'awaiting_payment';
      return {
        orderId: row.id,
        insideOrderNo: row.orderNo,
        status: row.status as HotelOrderStatus,
        statusText: orderStatusLabel(row.status),
        payable,
        holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
        Currency: row.currency,
        TotalPrice: row.total,
        AmountDue: payable ? row.total - row.paidAmount : 0,
        HotelName: snap.HotelName,
        RoomName: snap.RoomName,
        RatePlanName: snap.RatePlanName,
        CheckIn: row.checkIn,
        CheckOut: row.checkOut,
        Nights: row.nights.length,
        RoomCount: row.roomCount,
        PolicyText: snap.Policy.CancellationText,
      };
    },

    async refundList({
      insideOrderNo,
      caller,
    }: {
      insideOrderNo: string;
      caller: HotelOrderCaller;
    }) {
      const row = await accessibleOrder(orders, insideOrderNo, caller);
      const list = row.refunds as HotelOrderRefund[];
      return { list, total: list.length };
    },

    /** POST /hotel/ticket: the voucher of a paid order. */
    async voucher({
      insideOrderNo,
      caller,
    }: {
      insideOrderNo: string;
      caller: HotelOrderCaller;
    }): Promise<HotelVoucher> {
      const row = await accessibleOrder(orders, insideOrderNo, caller);
      if (!PAID_STATUSES.includes(row.status as HotelOrderStatus)) throw orderNotPaid();
      const info = orderInfo(row, clock.now());
      return {
        insideOrderNo: row.orderNo,
        confirmationNo: row.confirmationNo,
        statusText: info.statusText,
        HotelName: info.hotel.Name,
        Address: info.hotel.Address,
        CheckIn: row.checkIn,
        CheckOut: row.checkOut,
        CheckInFrom: info.hotel.CheckInFrom,
        CheckOutUntil: info.hotel.CheckOutUntil,
        Nights: info.Nights,
        RoomName: info.room.Name,
        RatePlanName: info.room.RatePlanName,
        BreakfastText: info.Policy.BreakfastText,
        Guests: info.Rooms.map((r, i) => ({
          Room: i + 1,
          Name: `${r.Guest.given_name} ${r.Guest.surname}`,
          Adults: r.AdultNumber,
          Children: r.childNumber,
          ChildAges: r.ChildAge.filter((a): a is number => a !== ''),
        })),
        LeadContact: info.Contact.name,
        SpecialRequests: info.SpecialRequests,
        Currency: row.currency,
        TotalPrice: row.total,
        PolicyText: info.Policy.CancellationText,
        IssuedAt: clock.now().toISOString(),
      };
    },

    /** POST /v3/commonb2c/orders/hotel: the signed-in user's orders, newest first. */
    async listForUser({
      userId,
      page,
      size,
    }: {
      userId: string | null;
      page: number;
      size: 10 | 20 | 50;
    }): Promise<HotelOrdersList> {
      if (!userId) throw loginRequired();
      await rooms.releaseExpired();
      const { rows, total } = await orders.pageForUser({ userId, page, size });
      return {
        page,
        size,
        total,
        list: rows.map(orderListItem),
      };
    },
  };
}

import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { FareProductCode } from '@farewise/domain/flights/products';
import type { FlightOrderInfo, PaymentType } from '@farewise/domain/orders/flight-order.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { FlightOrdersRepository } from './flight-orders.repository.ts';
import { orderClosed, orderNotFound, sliceUnavailable } from './flight-orders.errors.ts';
import { orderInfo, type StoredItinerary } from './flight-order-view.ts';
import { accessibleOrder, type OrderCaller } from './order-access.ts';
import type { OrderSeatHolds } from './order-seat-holds.ts';
import type { SliceEligibility } from './slice-eligibility.ts';

const toMinor = (decimal: number) => Math.round(decimal * 100);

export const fareNotOffered = () =>
  new AppError({
    status: 422,
    code: 'orders.fare_not_offered',
    msg: 'This fare is not offered on these flights. Please choose another fare.',
  });

export interface OrderFareChangeDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  holds: OrderSeatHolds;
  slice: SliceEligibility;
  search: Pick<FlightSearchService, 'noteSeats'>;
}

/**
 * The fare upsell of the booking page (SPEC 1, 2.6, 4; decision 022): an unpaid order moves to
 * another fare product of the same flights. The prices are the ones its price list was quoted
 * with when the order was made (the order's own quote, never the caller's), and the order's
 * price, slice plan and seat hold change together in one transaction. The seats held do not
 * depend on the fare (same flights, same cabin), so the hold keeps its seats and its expiry;
 * a hold already past its expiry is released in the same step, as ticketBooking does.
 */
export function createOrderFareChange({
  db,
  clock,
  orders,
  holds,
  slice,
  search,
}: OrderFareChangeDeps) {
  return {
    async changeFare(input: {
      caller: OrderCaller;
      orderId: string;
      fareProduct: FareProductCode;
    }): Promise<FlightOrderInfo> {
      await accessibleOrder(orders, input.orderId, input.caller);
      const now = clock.now();
      const { row, counts } = await db.transaction(async (tx) => {
        const locked = await orders.lockById({ id: input.orderId }, tx);
        if (!locked) throw orderNotFound();
        const payments = (locked.payments as unknown[] | null) ?? [];
        if (locked.status !== 0 || payments.length > 0) throw orderClosed();
        if (locked.fareProduct === input.fareProduct) return { row: locked, counts: [] };
        const itinerary = locked.itinerary as StoredItinerary;
        const entry = itinerary.routing.priceList.find((p) => p.fareProduct === input.fareProduct);
        if (!entry) throw fareNotOffered();
        const totalAmount = toMinor(entry.totalPriceEx);
        let slicePlan = locked.slicePlan as SlicePlan | null;
        if ((locked.paymentType as PaymentType) === 'slice') {
          slicePlan = slice.planFor({ ...locked, totalAmount });
          if (!slicePlan.valid) throw sliceUnavailable();
        }
        let released: Awaited<ReturnType<OrderSeatHolds['release']>> = [];
        let holdState = locked.holdState;
        if (holdState === 'held' && locked.holdExpiresAt && locked.holdExpiresAt <= now) {
          released = await holds.release(locked, tx);
          holdState = 'released';
        }
        const set = {
          fareProduct: entry.fareProduct,
          optionKey: entry.uniqueStr || locked.optionKey,
          totalAmount,
          adultAmount: toMinor(entry.adultPriceEx),
          childAmount: toMinor(entry.childPriceEx),
          slicePlan,
          itinerary: {
            ...itinerary,
            routing: { ...itinerary.routing, fareProduct: entry.fareProduct },
          },
          holdState,
          updatedAt: now,
        };
        await orders.update({ id: locked.id, set }, tx);
        return { row: { ...locked, ...set }, counts: released };
      });
      search.noteSeats(counts);
      return orderInfo(row);
    },
  };
}

import { routingTripRoute } from '@farewise/domain/flights/journey-legs';
import type { FlightRouting } from '@farewise/domain/flights/search.schemas';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import { DEPARTURE_MESSAGES, isBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import { cabinName, fareProductName } from '@farewise/domain/flights/products';
import type { PaymentType } from '@farewise/domain/orders/flight-order.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightOrderRow, FlightOrdersRepository } from './flight-orders.repository.ts';
import { orderNotFound } from './flight-orders.errors.ts';
import { amountDue, type StoredPayment } from './flight-order-view.ts';
import { directionsOf } from './order-directions.ts';
import { canAccess, lookUpEmailMatches, type OrderCaller } from './order-access.ts';
import type { OrderSeatHolds } from './order-seat-holds.ts';

/** The whole trip, e.g. 'SYD → SIN → LHR → SYD': the pay page, the success page and mails name it. */
function routeText(row: FlightOrderRow): string {
  const { routing } = row.itinerary as { routing: FlightRouting };
  return routingTripRoute(routing.segmentInfo);
}

function paymentRecord(payment: Record<string, unknown>, status: string, at: Date): StoredPayment {
  const str = (k: string) => (typeof payment[k] === 'string' ? (payment[k] as string) : null);
  const num = (k: string) => (typeof payment[k] === 'number' ? (payment[k] as number) : null);
  return {
    kind: str('kind') ?? (num('instalment') !== null ? 'instalment' : 'payment'),
    amount: num('amount') ?? num('amountMinor') ?? 0,
    status,
    at: at.toISOString(),
    brand: str('brand') ?? str('cardBrand'),
    last4: str('last4') ?? str('cardLast4'),
    instalment: num('instalment') ?? num('instalmentNumber'),
  };
}

export interface OrderPaymentHooksDeps {
  db: Db;
  clock: Clock;
  orders: FlightOrdersRepository;
  holds: OrderSeatHolds;
}

/** The payments module's side (payables.register('flight', …)): what is due, and paid or failed payments. */
export function createOrderPaymentHooks(deps: OrderPaymentHooksDeps) {
  const { db, clock, orders, holds } = deps;
  return {
    async load(orderId: string, tx: Db | Tx = db) {
      const row = await orders.findById({ id: orderId }, tx);
      if (!row) throw orderNotFound();
      const plan = row.slicePlan as SlicePlan | null;
      return {
        orderNo: row.orderNo,
        amountDue: amountDue(row),
        totalAmount: row.totalAmount,
        route: routeText(row),
        fare: `${cabinName(row.cabin)} ${fareProductName(row.fareProduct)}`,
        currency: row.currency,
        paymentType: row.paymentType as PaymentType,
        schedule: row.paymentType === 'slice' && plan?.valid ? plan : undefined,
        ownerUserId: row.userId,
        guestEmail: row.contactEmail,
        status: row.status,
        holdActive:
          row.holdState === 'held' && !!row.holdExpiresAt && row.holdExpiresAt > clock.now(),
        holdExpiresAt: row.holdExpiresAt,
        firstDeparture: row.firstDeparture,
        /** The first flight leaves within the ticketing cut-off or has left (decision 039). */
        departureClosed: !isBookableDeparture(directionsOf(row)[0]!.departureUtc, clock.now()),
      };
    },

    /** The owner or token holder; where a call accepts it, the look-up's e-mail too (orderMoney). */
    canAccess: async (orderId: string, caller: OrderCaller, lookUpEmail: string | null = null) => {
      const row = await orders.findById({ id: orderId });
      return !!row && (canAccess(row, caller) || lookUpEmailMatches(row, lookUpEmail));
    },

    /**
     * A payment succeeded. The deposit or full payment confirms the seats and starts ticketing
     * (status 1, then 3 when the tickets are issued); a later instalment is only recorded. Paid
     * after the hold lapsed and the seats went to others: the booking is cancelled and the
     * answer asks payments to give the money back, as it does when the flight came inside the
     * ticketing cut-off meanwhile.
     */
    async onPaid(
      { orderId, payment }: { orderId: string; payment: object },
      tx: DbOrTx,
    ): Promise<void | { giveBack: string }> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw orderNotFound();
      const earlier = (row.payments as StoredPayment[] | null) ?? [];
      const record = paymentRecord(payment as Record<string, unknown>, 'paid', clock.now());
      if (record.kind === 'instalment' && record.instalment === null)
        record.instalment =
          earlier.filter((p) => p.kind === 'instalment' && p.status === 'paid').length + 1;
      const payments = [...earlier, record];
      if (row.status !== 0) {
        await orders.update({ id: row.id, set: { payments, updatedAt: clock.now() } }, tx);
        return;
      }
      // The charge came when no ticket can be issued: the order ends cancelled, its payment
      // recorded as given back (payments refunds it at once).
      const bookNothing = () =>
        orders.update(
          {
            id: row.id,
            set: {
              payments: [...earlier, { ...record, status: 'refunded' }],
              status: 4,
              holdState: 'released',
              updatedAt: clock.now(),
            },
          },
          tx,
        );
      // Completed (3-D Secure) once the flight had come inside the ticketing cut-off (decision
      // 039): no ticket can be issued, so nothing is booked and payments gives it all back.
      if (!isBookableDeparture(directionsOf(row)[0]!.departureUtc, clock.now())) {
        if (row.holdState === 'held') await holds.release(row, tx);
        await bookNothing();
        return { giveBack: DEPARTURE_MESSAGES.paidTooLate };
      }
      if (row.holdState !== 'held') {
        // Paid after the hold lapsed: take the seats again if they are still there.
        try {
          await tx.transaction(async (inner) => {
            await holds.hold(row, inner);
          });
        } catch {
          // Gone: nothing is booked, and payments gives all of it back at once.
          await bookNothing();
          return {
            giveBack:
              'the time to pay had run out and its seats had gone to other travellers when your payment was completed.',
          };
        }
      }
      await orders.update(
        {
          id: row.id,
          set: {
            payments,
            status: 1,
            holdState: 'confirmed',
            updatedAt: clock.now(),
          },
        },
        tx,
      );
    },

    /**
     * A payment failed. Before the booking is paid it cancels the booking and returns the seats
     * (SPEC 2.4); on a paid slice booking it is only recorded unless `cancel` says the booking
     * ends (missed instalments), which cancels it too.
     */
    async onFailed(
      { orderId, reason, cancel }: { orderId: string; reason: string; cancel?: boolean },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw orderNotFound();
      const payments = [
        ...((row.payments as StoredPayment[] | null) ?? []),
        paymentRecord({ kind: 'payment', reason }, 'failed', clock.now()),
      ];
      if (row.status === 0 || (cancel && row.status !== 4)) {
        if (row.holdState === 'held' || row.holdState === 'confirmed') await holds.release(row, tx);
        await orders.update(
          {
            id: row.id,
            set: { payments, status: 4, holdState: 'released', updatedAt: clock.now() },
          },
          tx,
        );
        return;
      }
      await orders.update({ id: row.id, set: { payments, updatedAt: clock.now() } }, tx);
    },

    /** An instalment the job runner could not charge: shown as missed on the order. */
    async onInstalmentMissed(
      {
        orderId,
        instalmentNumber,
        reason,
      }: { orderId: string; instalmentNumber: number; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) return;
      const record = {
        ...paymentRecord({ kind: 'instalment', reason }, 'missed', clock.now()),
        instalment: instalmentNumber,
      };
      await orders.update(
        {
          id: row.id,
          set: {
            payments: [...((row.payments as StoredPayment[] | null) ?? []), record],
            updatedAt: clock.now(),
          },
        },
        tx,
      );
    },
  };
}

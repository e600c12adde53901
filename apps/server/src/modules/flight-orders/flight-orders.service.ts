import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { SeatInventoryService } from '../flights/seat-inventory.service.ts';
import type { ExchangeRates } from '../money/index.ts';
import type { OrderMovementsOf } from '../payments/index.ts';
import { createFlightOrdersRepository } from './flight-orders.repository.ts';
import { createSliceEligibility } from './slice-eligibility.ts';
import { createOrderSeatHolds } from './order-seat-holds.ts';
import { createOrderCreation } from './order-creation.ts';
import { createOrderBooking } from './order-booking.ts';
import { createOrderFareChange } from './order-fare-change.ts';
import { createOrderLookup } from './order-lookup.ts';
import { createOrderTicketing } from './order-ticketing.ts';
import { createOrderPaymentHooks } from './order-payment-hooks.ts';

export { HOLD_MINUTES } from './order-booking.ts';
export type { OrderCaller } from './order-access.ts';

export interface FlightOrdersDeps {
  db: Db;
  clock: Clock;
  search: FlightSearchService;
  /** The app's one seat inventory (services.ts), shared with after-sales. */
  inventory: SeatInventoryService;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  mailer: MailService;
  siteUrl: string;
  /** The order's charges and refunds for its receipt (the app's payments: PaymentsService.movements). */
  movements: OrderMovementsOf;
  log?: { error(obj: unknown, msg?: string): void };
}

/** Flight orders: creation (re-priced), booking with seat holds, look-ups, payment hooks, ticketing. */
export function createFlightOrdersService(deps: FlightOrdersDeps) {
  const { db, clock, search, supplier, rates, inventory } = deps;
  const orders = createFlightOrdersRepository({ db });
  const slice = createSliceEligibility({ db, clock, orders });
  const holds = createOrderSeatHolds({ db, clock, orders, inventory, search });
  const creation = createOrderCreation({ db, clock, search, supplier, rates, orders, slice });
  const booking = createOrderBooking({ db, clock, search, orders, holds, slice });
  const fares = createOrderFareChange({ db, clock, orders, holds, slice, search });
  const lookup = createOrderLookup({ orders, holds, clock });
  const ticketing = createOrderTicketing({
    db,
    clock,
    orders,
    mailer: deps.mailer,
    siteUrl: deps.siteUrl,
    movements: deps.movements,
    log: deps.log,
  });
  const payments = createOrderPaymentHooks({
    db,
    clock,
    orders,
    holds,
  });

  return {
    // ---- the traveller's calls: createOrder, ticketBooking, changeFare, ticketPayVerify, commonQuery ----
    createOrder: creation.createOrder,
    book: booking.book,
    changeFare: fares.changeFare,
    payVerify: lookup.payVerify,
    queryById: lookup.queryById,
    queryByNumber: lookup.queryByNumber,

    // ---- the sweeper's and the supplier's side ----
    releaseExpiredHolds: holds.releaseExpired,
    issuePendingTickets: ticketing.issuePendingTickets,
    sendConfirmation: ticketing.sendConfirmation,

    // ---- the payments module's side (payables.register('flight', …)) ----
    load: payments.load,
    canAccess: payments.canAccess,
    onPaid: payments.onPaid,
    onFailed: payments.onFailed,
    onInstalmentMissed: payments.onInstalmentMissed,
    blockSlicePayment: slice.block,
  };
}
export type FlightOrdersService = ReturnType<typeof createFlightOrdersService>;

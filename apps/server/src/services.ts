import type { FastifyInstance } from 'fastify';
import { simulatedFlightSupplier } from './suppliers/flights/flight-supplier.ts';
import {
  createFlightSearchService,
  type FlightSearchService,
} from './modules/flights/flight-search.service.ts';
import { createHotelsService, type HotelsService } from './modules/hotels/hotels.service.ts';
import { loadHotelRates } from './modules/hotels/index.ts';
import { loadExchangeRates } from './modules/money/index.ts';
import { createSitePayments } from './modules/payments/index.ts';
import {
  createSeatInventoryService,
  type SeatInventoryService,
} from './modules/flights/seat-inventory.service.ts';
import { createUploadsService, type UploadsService } from './modules/users/uploads.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's payments (SiteServices.payments): tests read its ledger and run its refunds. */
    payments: SiteServices['payments'];
    /** The app's flight search (SiteServices.flightSearch): tests look at its search worker. */
    flightSearch: SiteServices['flightSearch'];
  }
}

/**
 * The services more than one module uses, each built once per app and handed to the route
 * plugins as options (app.ts): nothing is looked up on the app or kept per process, so two apps
 * in one process (the tests build many) share none of them.
 */
export interface SiteServices {
  /**
   * The one flight search: orders hold seats through it, so the seat counts (and so the prices)
   * that search shows follow every booking; price alerts price flights with it.
   */
  flightSearch: FlightSearchService;
  /** Hotel calls, hotel orders (rooms held and released), price alerts and the painted list. */
  hotels: HotelsService;
  /** Payments and the order kinds registered with it (payables), with its sandbox gateway. */
  payments: ReturnType<typeof createSitePayments>['service'];
  paymentGateway: ReturnType<typeof createSitePayments>['gateway'];
  /** Stripe, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set (decision 052). */
  paymentStripe: ReturnType<typeof createSitePayments>['stripe'];
  /** Pictures travellers upload: the upload calls and after-sales problem reports. */
  uploads: UploadsService;
  /** Seats held and given back: flight orders hold them, after-sales returns them. */
  seatInventory: SeatInventoryService;
}

/** Builds the shared services on the app's database, clock, mailer and log. */
export async function buildServices(app: FastifyInstance): Promise<SiteServices> {
  const flightSearch = createFlightSearchService({
    db: app.db,
    clock: app.clock,
    supplier: simulatedFlightSupplier(),
    rates: await loadExchangeRates({ db: app.db }),
    resultCacheMegabytes: Number(process.env.FLIGHT_RESULT_CACHE_MB ?? 1024),
    searchWorker: app.config.flightSearchWorker ?? false,
    log: app.log,
    metrics: app.metrics,
  });
  app.addHook('onClose', () => flightSearch.close());
  // The search worker warms up beside the rest of the site's start; the site answers once it
  // has (its first searches then run on compiled code).
  app.addHook('onReady', () => flightSearch.ready());
  await flightSearch.start();

  const hotels = createHotelsService({
    db: app.db,
    clock: app.clock,
    rates: await loadHotelRates({ db: app.db }),
    singleWriter: app.database.kind === 'pglite',
  });

  const payments = createSitePayments({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'payments' }),
    mailer: app.mailer,
    stripe: app.config.stripe,
    publicUrl: app.config.publicUrl,
  });
  return {
    flightSearch,
    hotels,
    payments: payments.service,
    paymentGateway: payments.gateway,
    paymentStripe: payments.stripe,
    uploads: createUploadsService({ db: app.db, clock: app.clock }),
    seatInventory: createSeatInventoryService({ db: app.db }),
  };
}

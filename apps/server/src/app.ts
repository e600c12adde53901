import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyOption, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { envelopeServerOptions, errorsPlugin } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import {
  requestChildLogger,
  requestIdGenerator,
  requestIdMixin,
  requestIdPlugin,
} from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { spaPlugin } from './plugins/spa.ts';
import { authPlugin } from './plugins/auth.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { seedSite } from './modules/site/site.seed.ts';
import { retentionPlugin } from './modules/site/retention.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { flightsRoutes } from './modules/flights/flights.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { hotelsRoutes } from './modules/hotels/hotels.routes.ts';
import { firstHotelPhoto, paintedHotelList } from './modules/hotels/index.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { flightOrdersRoutes } from './modules/flight-orders/flight-orders.routes.ts';
import { hotelOrdersRoutes } from './modules/hotel-orders/hotel-orders.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { activitiesRoutes } from './modules/activities/activities.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { priceAlertsRoutes } from './modules/price-alerts/price-alerts.routes.ts';
import { accountDataRoutes } from './modules/users/account-data.routes.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { createAppMetrics } from './shared/metrics.ts';
import { LOG_REDACT_PATHS, REDACTED, requestForLog } from './shared/log-redaction.ts';
import { buildServices } from './services.ts';
import './shared/fastify-types.ts';

export interface AppDeps {
  clock?: Clock;
  /** Where the log goes instead of stdout (tests read what the server logged). */
  logStream?: { write(line: string): void };
}

/** Builds the whole site without listening, so tests can `inject` into it. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // One list of what is never written (shared/log-redaction.ts): secret headers, bodies, cards, tokens.
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      mixin: requestIdMixin,
    },
    // X-Request-Id is taken from a trusted proxy only (TRUST_PROXY); each line of a request carries its id.
    genReqId: requestIdGenerator(config.trustProxy),
    childLoggerFactory: requestChildLogger,
    requestIdHeader: false,
    // Only a configured proxy may name the client (TRUST_PROXY); by default the peer is the client.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...envelopeServerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestIdPlugin);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: config.pgliteTemplate,
    onIdleError: (err) => app.log.warn({ err }, 'database connection lost while idle'),
    onHeldError: (err) => app.log.warn({ err }, 'database connection lost while in use'),
  });
  await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  // Before the mailer and the jobs, which report to it (decision 054).
  app.decorate('metrics', createAppMetrics({ database, processMetrics: !!config.metricsToken }));
  app.decorate(
    'mailer',
    createMailService({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      clock: app.clock,
      printToConsole: config.printMailCodes,
      metrics: app.metrics,
    }),
  );
  app.addHook('onClose', async () => {
    await app.mailer.close();
    await database.close();
  });
  await seedSite(database.db);
  // Each service built once, here, and handed to the plugins that use it (services.ts).
  const services = await buildServices(app);
  // For tests, which read the payments ledger and the flight search's worker.
  app.decorate('payments', services.payments);
  app.decorate('flightSearch', services.flightSearch);

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(securityPlugin, { config });
  await app.register(textInputPlugin);
  await app.register(openapiPlugin, { config });
  await app.register(authPlugin);
  // Before the modules, which add their scheduled work to it (decision 019).
  await app.register(jobsPlugin);
  // After the jobs: ready once the queue has started.
  await app.register(healthPlugin);

  await app.register(siteRoutes);
  await app.register(retentionPlugin);
  await app.register(authRoutes);
  const { flightSearch, hotels, payments, uploads } = services;
  await app.register(flightsRoutes, { search: flightSearch });
  await app.register(usersRoutes, { uploads });
  await app.register(hotelsRoutes, { hotels });
  await app.register(paymentsPlugin, {
    payments,
    gateway: services.paymentGateway,
    stripe: services.paymentStripe,
  });
  // The order modules register their payables with payments (payments.payables).
  await app.register(flightOrdersRoutes, {
    search: flightSearch,
    payments,
    uploads,
    inventory: services.seatInventory,
  });
  await app.register(hotelOrdersRoutes, { hotels, payments });
  await app.register(activitiesRoutes, { payments });
  // After the order modules: their lapsed holds are settled before a list is read.
  await app.register(ordersRoutes);
  await app.register(receiptsRoutes, { payments });
  await app.register(priceAlertsRoutes, { flightSearch, hotels });
  // The traveller's own data: export and account deletion (issue 41, decision 056).
  await app.register(accountDataRoutes);

  // Mail queued in a transaction, or whose delivery failed, goes out from the outbox (retried).
  // Added last, so a run of every job (runDueJobs) also delivers the mail the others queued.
  app.jobs.add({ name: 'mail-outbox', run: () => app.mailer.deliverQueued() });

  await app.register(spaPlugin, {
    webDist: config.webDist,
    mapTiles: config.mapTiles,
    hotelPhoto: (id) => firstHotelPhoto(id),
    hotelList: (query) => paintedHotelList({ hotels, clock: app.clock }, query),
  });
  return app;
}

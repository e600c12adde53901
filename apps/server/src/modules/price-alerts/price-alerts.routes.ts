import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmAlertBody,
  createAlertBody,
  createAlertResult,
  deleteAlertBody,
  listAlertsBody,
  priceAlertList,
  priceAlertView,
  unsubscribeAlertBody,
  unsubscribeResult,
  updateAlertBody,
} from '@farewise/domain/price-alerts/price-alert.schemas';
import {
  CONFIRM_MAIL_GAP_HOURS,
  MAX_LIVE_ALERTS_PER_ADDRESS,
  guestAskedText,
  type FlightAlertSearch,
  type HotelAlertSearch,
} from '@farewise/domain/price-alerts/price-alert.rules';
import { hotelAlertQuery } from '@farewise/domain/price-alerts/price-alert.addresses';
import { hotelSearchBody } from '@farewise/domain/hotels/hotel-search.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { jobsPlugin } from '../jobs/jobs.plugin.ts';
import { createPriceAlertsService, type AlertPricer } from './price-alerts.service.ts';
import { createPriceAlertsJob } from './price-alerts.job.ts';

/** Flight alerts are priced by the site's one flight search service (its seats and rates). */
async function priceFlight(
  flights: FlightSearchService,
  search: FlightAlertSearch,
  currency: Currency,
  now: Date,
): Promise<number | null> {
  return flights.cheapestTotal(
    {
      tripType: search.tripType,
      fromCity: search.fromCity,
      fromCityCode: search.fromCityCode,
      toCity: search.toCity,
      toCityCode: search.toCityCode,
      fromDate: search.fromDate,
      retDate: search.retDate,
      ...(search.tripType === 3 && search.legs ? { legs: search.legs } : {}),
      adultNumber: search.adultNumber,
      childNumber: search.childNumber,
      cabinPref: search.cabinPref,
      Currency: currency,
    },
    now,
  );
}

/** A hotel alert's search as POST /v3/hotel/search takes it: the form, and the filters it keeps. */
function hotelSearchOf(search: HotelAlertSearch, currency: Currency) {
  return hotelSearchBody.parse({
    Query: hotelAlertQuery(search),
    FilterParams: {
      Stars: search.stars,
      ...(search.reviewScore === null ? {} : { ReviewScore: search.reviewScore }),
      FreeCancellation: search.freeCancellation,
      Breakfast: search.breakfast,
      Amenities: search.amenities,
    },
    Currency: currency,
  });
}

/**
 * Alerts are priced by the searches travellers use: flights by the site's one flight search
 * service, hotels by the hotel search (the shared supplier, its filters and the rooms we have
 * booked).
 */
function searchPricer(searches: {
  flightSearch: FlightSearchService;
  hotels: HotelsService;
}): AlertPricer {
  return async (search, currency, now) => {
    if (search.kind === 'flight') return priceFlight(searches.flightSearch, search, currency, now);
    return searches.hotels.cheapestTotal(hotelSearchOf(search, currency), now);
  };
}

export interface PriceAlertsRoutesOptions {
  /** The app's flight search and hotels service (services.ts), which price the alerts. */
  flightSearch: FlightSearchService;
  hotels: HotelsService;
  /** Tests price alerts their own way. */
  pricer?: AlertPricer;
}

/** Price alerts (issue 17, decision 024): the calls, and the re-pricing job on app.jobs. */
export async function priceAlertsRoutes(fastify: FastifyInstance, opts: PriceAlertsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pricer = opts.pricer ?? searchPricer(opts);
  const log = app.log.child({ module: 'price-alerts' });
  const service = createPriceAlertsService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    pricer,
    siteUrl: app.config.publicUrl,
    log,
  });
  await app.register(jobsPlugin);
  const job = createPriceAlertsJob({
    db: app.db,
    mailer: app.mailer,
    pricer,
    siteUrl: app.config.publicUrl,
    log,
  });
  app.jobs.add({ name: 'price-alerts', run: (now) => job.runDue(now) });

  // Mail programs' one-click unsubscribe (RFC 8058) posts a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, { form: body }),
  );

  const tags = ['price-alerts'];
  const failures = {
    400: errorEnvelope,
    404: errorEnvelope,
    409: errorEnvelope,
    422: errorEnvelope,
  };
  const caller = (request: { user: { id: string; email: string } | null }, token?: string) => ({
    user: request.user,
    token,
  });

  app.post(
    '/v3/priceAlert/create',
    {
      schema: {
        tags,
        summary: 'Track prices: saves a search as a price alert',
        description:
          'Signed in: the alert watches at once and is mailed to the account. A guest gives `email` and the address gets a mail ' +
          `with a confirmation link, at most one in ${CONFIRM_MAIL_GAP_HOURS} hours whatever is asked (later asks wait on the page ` +
          "that mail's link opens, to be confirmed there); nothing else is mailed until one is confirmed. `drop` defaults to any drop of 5% or more. " +
          `At most ${MAX_LIVE_ALERTS_PER_ADDRESS} confirmed alerts an address that are watching or paused (409, for a guest when confirming); ` +
          'unconfirmed ones never count. Places are named from our data, whatever names the search carries. ' +
          'The same search saved again answers the alert already there. `search.kind` is `flight` (a /flightsList search) ' +
          'or `hotel` (a hotel-list search: destination, stay, rooms and the filters that define a comparable stay; ' +
          'its price is the cheapest bookable total stay).',
        body: createAlertBody,
        response: { 200: envelopeOf(createAlertResult), ...failures },
      },
    },
    async (request) => {
      const made = await service.create({
        caller: caller(request),
        search: request.body.search,
        currency: request.body.currency,
        drop: request.body.drop,
        email: request.body.email,
      });
      return ok(
        made,
        made.status === 'pending'
          ? guestAskedText(made.email)
          : 'We will mail you when the price drops.',
      );
    },
  );

  app.post(
    '/v3/priceAlert/list',
    {
      schema: {
        tags,
        summary:
          'The price alerts of the signed-in account, or of the address a mail token was sent to',
        body: listAlertsBody,
        response: { 200: envelopeOf(priceAlertList), ...failures },
      },
    },
    async (request) => ok(await service.list(caller(request, request.body.token))),
  );

  app.post(
    '/v3/priceAlert/confirm',
    {
      schema: {
        tags,
        summary: "A guest's confirmation link: the alert starts watching",
        description: `409 when the address already has ${MAX_LIVE_ALERTS_PER_ADDRESS} confirmed alerts.`,
        body: confirmAlertBody,
        response: { 200: envelopeOf(priceAlertList), ...failures },
      },
    },
    async (request) => ok(await service.confirm(request.body.token), 'Your price alert is on.'),
  );

  app.post(
    '/v3/priceAlert/update',
    {
      schema: {
        tags,
        summary: 'Pause, resume or change the threshold of an alert',
        description:
          "With a mail's token, `status: active` also confirms an alert of that address still waiting for confirmation.",
        body: updateAlertBody,
        response: { 200: envelopeOf(priceAlertView), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.update({
          caller: caller(request, request.body.token),
          id: request.body.id,
          status: request.body.status,
          drop: request.body.drop,
        }),
        'Price alert saved.',
      ),
  );

  app.post(
    '/v3/priceAlert/delete',
    {
      schema: {
        tags,
        summary: 'Deletes an alert and its price history',
        body: deleteAlertBody,
        response: { 200: envelopeOf(z.null()), ...failures },
      },
    },
    async (request) => {
      await service.remove({ caller: caller(request, request.body.token), id: request.body.id });
      return ok(null, 'Price alert deleted.');
    },
  );

  app.post(
    '/v3/priceAlert/unsubscribe',
    {
      schema: {
        tags,
        summary: "One-click unsubscribe from an alert's mail, no sign-in",
        description:
          'The token comes in the body (the page the mail links to) or, for mail programs (RFC 8058 ' +
          'List-Unsubscribe-Post), in the query with a form body.',
        querystring: z.object({ token: z.string().min(20).max(100).optional() }),
        body: z.union([unsubscribeAlertBody, z.object({ form: z.string() })]).optional(),
        response: { 200: envelopeOf(unsubscribeResult), ...failures },
      },
    },
    async (request) => {
      const body = request.body as { token?: string } | undefined;
      const token = body?.token ?? request.query.token ?? '';
      return ok(await service.unsubscribe(token), 'You will get no more mails for this alert.');
    },
  );
}

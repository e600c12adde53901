import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '@farewise/domain/money/currency';
import { FEW_PLACES_LEFT, RECOMMENDED_RULE } from '@farewise/domain/activities/activity.rules';
import {
  activityDetail,
  activityItemBody,
  activityListBody,
  activityListData,
  cityListData,
  cityListQuery,
  citySearchData,
  citySearchQuery,
  classifyData,
  classifyQuery,
  vpCitiesData,
  vpCitiesQuery,
} from '@farewise/domain/activities/activity.schemas';
import { notFound } from '../../shared/app-error.ts';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { errorAnswers, moneyText, orderServiceDeps } from '../../shared/order-routes.ts';
import { activitySupplier } from '../../suppliers/activities/activity-supplier.ts';
import { ACTIVITY_PHOTO_NAME, activityPhotoSvg } from '../../suppliers/activities/index.ts';
import { loadExchangeRates } from '../money/index.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createActivitiesService } from './activities.service.ts';
import { activityOrderCalls } from './activity-orders.routes.ts';
import { createActivityOrdersService } from './activity-orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    activities?: ReturnType<typeof createActivitiesService>;
    activityOrders?: ReturnType<typeof createActivityOrdersService>;
  }
}

const MONEY = moneyText('currency', '; currency is USD, CNY, AUD or EUR (AUD when absent)');
const PARTY =
  ' Travellers by age band: adults, children, infants (each product states its ages; infants are free and take no place). At least one adult, at most 15 adults and children.';

export interface ActivitiesRoutesOptions {
  /** The app's payments: activity orders register as a payable with it and refund through it. */
  payments: PaymentsService;
}

/**
 * Activities (decision 018): the nine /v3/vp/ calls of SPEC 7 and the cancellation beside them
 * (the order calls, the 'activity' payable and its sweep are in activity-orders.routes.ts), and
 * the product pictures.
 */
export const activitiesRoutes = fp(
  async function activitiesRoutes(fastify: FastifyInstance, opts: ActivitiesRoutesOptions) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { payments } = opts;
    const exchange = await loadExchangeRates({ db: app.db });
    const rates = { perUsd: (c: Parameters<typeof exchange.rate>[0]) => exchange.rate(c).perUsd };
    const supplier = activitySupplier();
    const activities = createActivitiesService({ db: app.db, clock: app.clock, supplier, rates });
    const orders = createActivityOrdersService({
      ...orderServiceDeps(app, payments),
      supplier,
      rates,
    });
    if (!app.hasDecorator('activities')) app.decorate('activities', activities);
    if (!app.hasDecorator('activityOrders')) app.decorate('activityOrders', orders);

    const tags = ['activities'];
    const failures = errorAnswers(400, 401, 403, 404, 409, 422);
    const currencyOf = (c: string | undefined) =>
      (c as typeof DEFAULT_CURRENCY | undefined) ?? DEFAULT_CURRENCY;

    app.get(
      '/v3/vp/vpcities',
      {
        schema: {
          tags,
          summary: 'Popular cities with activities, for the home page',
          description:
            'The busiest destinations first (the curated ones), then holiday places and the largest cities. Each: cityId, name, country, how many activities, a photo. limit 1 to 24 (default 12).',
          querystring: vpCitiesQuery,
          response: { 200: envelopeOf(vpCitiesData), 400: errorEnvelope },
        },
      },
      async (request) => ok(activities.vpCities(request.query)),
    );

    app.get(
      '/v3/vp/citysearch',
      {
        schema: {
          tags,
          summary: 'City autocomplete for the activities search',
          description:
            'As the hotel destination field: an empty k gives no suggestions; cities whose name starts with k come first (an exact name first), then those with a later word starting with it, more populous first; at most 10. Accents and case do not matter.',
          querystring: citySearchQuery,
          response: { 200: envelopeOf(citySearchData), 400: errorEnvelope },
        },
      },
      async (request) => ok(activities.citySearch(request.query)),
    );

    app.get(
      '/v3/vp/citylist',
      {
        schema: {
          tags,
          summary: "A country's cities with their activity counts, most popular first",
          description:
            'country: ISO 3166 two-letter code. page from 1, size 1 to 50 (default 20). A country without our cities: 404 activities.country_not_found.',
          querystring: cityListQuery,
          response: { 200: envelopeOf(cityListData), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => ok(activities.cityList(request.query)),
    );

    app.get(
      '/v3/vp/classify',
      {
        schema: {
          tags,
          summary: 'The categories of a city with how many activities run on a date or range',
          description:
            'Categories in order: tours, attractions, day-trips, food, outdoor, shows, cruises, classes (label as shown). Without date: every activity of the city. ' +
            'A date before the city’s today, a range over 31 days or beyond 365 days: 422 activities.dates_invalid. Unknown city: 404.',
          querystring: classifyQuery,
          response: { 200: envelopeOf(classifyData), ...failures },
        },
      },
      async (request) => ok(activities.classify(request.query)),
    );

    app.post(
      '/v3/vp/list',
      {
        schema: {
          tags,
          summary: 'Search activities of a city for a date or range and a party',
          description:
            'Filters: categories, priceMin and priceMax (the adult price of the cheapest option), durations (up-to-1h, 1-4h, 4h-1d), times (morning, afternoon, evening: a slot starting then), ' +
            'freeCancellation, minRating. Sorts: recommended, price-asc, price-desc, rating, duration-asc, duration-desc. ' +
            `${RECOMMENDED_RULE} Products the party cannot join (adults only, no infants) are left out. facets count each value with the other groups' filters applied. ` +
            'Availability here is the supplier’s schedule; the detail and the booking read the places left. The client may abort a search (it is cancellable). ' +
            'Unknown city 404; bad dates or party 422.' +
            PARTY +
            MONEY,
          body: activityListBody,
          response: { 200: envelopeOf(activityListData), ...failures },
        },
      },
      async (request) =>
        ok(activities.list({ ...request.body, currency: currencyOf(request.body.currency) })),
    );

    app.post(
      '/v3/vp/item',
      {
        schema: {
          tags,
          summary:
            'An activity for a party: options priced, every available date, the time slots of one date',
          description:
            'availableDates: every date from the city’s today up to 365 days ahead with a slot open for the party (booking closes 2 hours before the start; ' +
            'places from the database where booked, else the supplier’s). slots: for date (or the first available date): time, startsAt, bookable, ' +
            `placesLeft only when ${FEW_PLACES_LEFT} or fewer remain, and when free cancellation ends. partyErrors lists rules the party breaks for this product ` +
            '(the page shows them; booking refuses them). Unknown id 404.' +
            PARTY +
            MONEY,
          body: activityItemBody,
          response: { 200: envelopeOf(activityDetail), ...failures },
        },
      },
      async (request) =>
        ok(await activities.item({ ...request.body, currency: currencyOf(request.body.currency) })),
    );

    activityOrderCalls(app, {
      orders,
      payments,
      tags,
      failures,
      texts: { PARTY, MONEY },
      currencyOf,
    });

    app.get(
      '/v3/vp/photo/:file',
      {
        schema: {
          tags,
          summary: 'A generated activity picture (SVG)',
          description:
            'file is {name}.svg as given in photo and photos. The picture depends on the name only.',
          params: z.object({ file: z.string().max(60) }),
        },
      },
      async (request, reply) => {
        const name = request.params.file.replace(/\.svg$/, '');
        if (name === request.params.file || !ACTIVITY_PHOTO_NAME.test(name))
          throw notFound('File not found');
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(activityPhotoSvg(name));
      },
    );
  },
  { name: 'activities' },
);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '@farewise/domain/money/currency';
import {
  ACTIVITY_HOLD_MINUTES,
  CANCELLATION_MESSAGES,
  FEW_PLACES_LEFT,
  RECOMMENDED_RULE,
} from '@farewise/domain/activities/activity.rules';
import {
  actListBody,
  actListData,
  activityBookBody,
  activityBookResult,
  activityCancelBody,
  activityCancelResult,
  activityDetail,
  activityItemBody,
  activityListBody,
  activityListData,
  activityOrderInfo,
  activityOrderRef,
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
import { activitySupplier } from '../../suppliers/activities/activity-supplier.ts';
import { ACTIVITY_PHOTO_NAME, activityPhotoSvg } from '../../suppliers/activities/index.ts';
import { loadExchangeRates } from '../money/index.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createActivitiesService } from './activities.service.ts';
import { createActivityOrdersService, type ActivityCaller } from './activity-orders.service.ts';

/** The header that carries a guest's order token, as for flight and hotel orders. */
const ORDER_TOKEN_HEADER = 'x-order-token';

function callerOf(
  request: FastifyRequest,
  body: { accessToken?: string; email?: string } = {},
): ActivityCaller {
  const header = request.headers[ORDER_TOKEN_HEADER];
  const token = body.accessToken ?? (typeof header === 'string' ? header : null);
  return {
    userId: request.user?.id ?? null,
    orderToken: token && token.length <= 100 ? token : null,
    email: body.email?.trim() || null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    activities?: ReturnType<typeof createActivitiesService>;
    activityOrders?: ReturnType<typeof createActivityOrdersService>;
  }
}

const MONEY =
  ' Money is integer minor units (cents) of currency; currency is USD, CNY, AUD or EUR (AUD when absent).';
const ACCESS =
  ` The order's signed-in owner, a guest with the booking's accessToken (body accessToken or the ${ORDER_TOKEN_HEADER} header), ` +
  'or anyone giving the e-mail address the order was booked with (email, the /searchBookings look-up); anyone else gets 404 (403 when signed in as another user).';
const PARTY =
  ' Travellers by age band: adults, children, infants (each product states its ages; infants are free and take no place). At least one adult, at most 15 adults and children.';

export interface ActivitiesRoutesOptions {
  /** The app's payments: activity orders register as a payable with it and refund through it. */
  payments: PaymentsService;
}

/**
 * Activities (decision 018): the nine /v3/vp/ calls of SPEC 7 and the cancellation beside them,
 * the product pictures, the 'activity' payable and the sweep of holds, mails and refunds.
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
      db: app.db,
      clock: app.clock,
      supplier,
      rates,
      mailer: app.mailer,
      siteUrl: app.config.publicUrl,
      movements: payments.movements,
      refunds: () => payments,
      log: app.log,
    });
    if (!app.hasDecorator('activities')) app.decorate('activities', activities);
    if (!app.hasDecorator('activityOrders')) app.decorate('activityOrders', orders);

    payments.payables.register('activity', {
      load: (orderNo, tx) => orders.load(orderNo, tx),
      // The order page's proofs: session, token, or the look-up's e-mail where a call gives it.
      canAccess: (request, orderNo, lookUp) =>
        orders.canAccess(orderNo, {
          ...callerOf(request),
          email: lookUp?.email?.trim() || null,
        }),
      onPaid: (event, tx) => orders.onPaid(event, tx),
      onFailed: (event, tx) => orders.onFailed(event, tx),
      // Mails and late refunds run on the job queue once the payment has committed.
      afterSettled: () => app.jobs.trigger('activity-orders'),
    });
    app.jobs.add({
      name: 'activity-orders',
      run: async () => ({
        released: await orders.releaseExpiredHolds(),
        followedUp: await orders.followUp(),
      }),
    });

    const tags = ['activities'];
    const failures = {
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      404: errorEnvelope,
      409: errorEnvelope,
      422: errorEnvelope,
    };
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

    app.post(
      '/v3/vp/book',
      {
        schema: {
          tags,
          summary: `Hold the places of a time slot for ${ACTIVITY_HOLD_MINUTES} minutes and create the order`,
          description:
            'lead: the lead traveller { given_name, surname } (SPEC 5 name rules); contact: { name, email, postcode (calling code), mobile } with SPEC 5 contact rules; ' +
            "broken rules: 422 activities.booking_invalid with errors [{ field: 'contact.email', message }]. The party must fit the product (422 activities.party_invalid). " +
            "totalPrice must equal the supplier's price for the party, else 409 activities.price_changed { was, now, currency } and nothing is held. " +
            'A date before the city’s today or more than 365 days ahead: 422 activities.dates_invalid. ' +
            'A slot that does not run or has closed: 409 activities.slot_unavailable; not enough places: 409 activities.sold_out { placesLeft }. ' +
            'The last place is sold once. Signed in: the order is the user’s; a guest gets accessToken. Pay at /activityPay/{orderNo} (orderType activity, orderId the orderNo).' +
            PARTY +
            MONEY,
          body: activityBookBody,
          response: { 200: envelopeOf(activityBookResult), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.book({
            ...request.body,
            currency: currencyOf(request.body.currency),
            userId: request.user?.id ?? null,
          }),
        ),
    );

    app.post(
      '/v3/vp/actlist',
      {
        schema: {
          tags,
          summary:
            "A traveller's activity bookings: the signed-in user's, or a guest's by order number and e-mail",
          description:
            'Signed in: the user’s activity orders newest first, page from 1, size 10, 20 or 50, status optional. Signed out: orderNo and email give that order as a one-item list ' +
            '(empty when either is wrong); without them 401. Items are SPEC 3 order list items of order_type 3 with status and status_text ' +
            "('Awaiting Payment', 'Upcoming', 'Trip Completed', 'Booking Cancelled', 'Refund Pending', 'Refunded'); price_total.total in major units.",
          body: actListBody,
          response: { 200: envelopeOf(actListData), ...failures },
        },
      },
      async (request) =>
        ok(await orders.list({ ...request.body, userId: request.user?.id ?? null })),
    );

    app.post(
      '/v3/vp/orders',
      {
        schema: {
          tags,
          summary:
            'An activity order: the activity, time, travellers, price, policy, voucher, payments and refunds',
          description:
            'status and statusText as in actlist. cancellation says what cancelling now would do (allowed, refundAmount, text). voucher { code, qrText } once paid.' +
            ACCESS +
            MONEY,
          body: activityOrderRef,
          response: { 200: envelopeOf(activityOrderInfo), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.detail({
            orderNo: request.body.orderNo,
            caller: callerOf(request, request.body),
          }),
        ),
    );

    app.post(
      '/v3/vp/orders/cancel',
      {
        schema: {
          tags,
          summary:
            'Cancel an activity order per its policy; the places are released and a refund goes back to the card',
          description:
            'Unpaid: cancelled at no cost (Booking Cancelled). Paid with free cancellation and more than 24 hours before the start: refunded in full through the gateway ' +
            `(Refunded; Refund Pending while the gateway has not answered, retried). Refused with 422 activities.cannot_cancel: '${CANCELLATION_MESSAGES.windowClosed}', ` +
            `'${CANCELLATION_MESSAGES.nonRefundable}', '${CANCELLATION_MESSAGES.started}', '${CANCELLATION_MESSAGES.closed}'. A cancellation mail with an .ics (METHOD:CANCEL) follows.` +
            ACCESS +
            MONEY,
          body: activityCancelBody,
          response: { 200: envelopeOf(activityCancelResult), ...failures },
        },
      },
      async (request) =>
        ok(
          await orders.cancel({
            orderNo: request.body.orderNo,
            reason: request.body.reason,
            caller: callerOf(request, request.body),
          }),
        ),
    );

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

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cityQuery, citySuggestions } from '@farewise/domain/flights/city-suggestion.schemas';
import {
  flightSearchBody,
  flightSearchResult,
  ticketPriceQuery,
} from '@farewise/domain/flights/search.schemas';
import {
  priceCalendarQuery,
  priceCalendarResult,
  recoFlightQuery,
  recoFlightResult,
  savedSearchId,
  savedSearchParams,
  savedSearchQuery,
  simpleLineQuery,
  simpleLineResult,
  ticketPriceResult,
  ticketVerifyBody,
  ticketVerifyResult,
} from '@farewise/domain/flights/flight-calls.schemas';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { createFlightsService } from './flights.service.ts';
import type { FlightSearchService } from './flight-search.service.ts';

export interface FlightsRoutesOptions {
  /** The app's one flight search (services.ts), which flight orders hold seats through. */
  search: FlightSearchService;
}

/** Flight calls: search, calendars, suggestions and ticket prices. */
export const flightsRoutes = fp(
  async function flightsRoutes(fastify: FastifyInstance, opts: FlightsRoutesOptions) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const flights = createFlightsService();
    const { search } = opts;
    const tags = ['flights'];
    const failures = {
      400: errorEnvelope,
      404: errorEnvelope,
      409: errorEnvelope,
      410: errorEnvelope,
      // A flight inside the ticketing cut-off (decision 039).
      422: errorEnvelope,
    };

    app.get(
      '/v2/ticket/getCity',
      {
        schema: {
          tags,
          summary:
            'From/To suggestions: airports, cities with their airports, countries with their main airports',
          description:
            'query needs at least 2 characters (SPEC 5). An exact IATA airport or city code comes first, then names ' +
            'starting with the query, then names with a word starting with it; bigger airports first. Each list holds at most 10 ' +
            '(countries 5, each with its 5 main airports).',
          querystring: cityQuery,
          response: { 200: envelopeOf(citySuggestions) },
        },
      },
      // Sent as the JSON kept for the query (checked against the schema when first made).
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(flights.suggestCitiesJson({ query: request.query.query }) as never),
    );

    app.post(
      '/v2/ticket/ticketSearchNew',
      {
        schema: {
          tags,
          summary:
            'Search flights: routings with three fare products each, stored as one offer for 30 minutes',
          description:
            'The search form of SPEC 3. 400 with SPEC 5 messages (msg and errors) for the same city, a date before yesterday, ' +
            'over 9 travellers or more than 2 children per adult, or an unknown city or airport code. Currency: USD, CNY, AUD, EUR; ' +
            'absent or unsupported gives AUD. One-way: up to 60 routings; round-trip: each of the best 30 outbounds paired with up to ' +
            '3 returns (same airline first), at most 2 kept per outbound, 60 in all, cheapest first. uniqueKey is the stored search ' +
            "(the price call's unique) and each priceList entry's uniqueStr is its option key (g). Routings without enough seats " +
            'for the travellers are left out; child rows of baggage and rules appear only when children travel.',
          body: flightSearchBody,
          response: { 200: envelopeOf(flightSearchResult), 400: errorEnvelope },
        },
      },
      async (request, reply) => {
        // Sent as the bytes the service wrote (and may have kept), not through the response
        // schema: a result is a few hundred kB and a pass through zod would cost more than the
        // search. The tests parse every answer with flightSearchResult.
        const { bytes, release } = await search.searchAnswer(request.body);
        // Kept answers' bytes stay as they are until the response is done (sent, or its
        // connection gone): the answer arena does not write over them meanwhile.
        if (reply.raw.destroyed) release();
        else reply.raw.once('close', release);
        return reply.type('application/json; charset=utf-8').send(bytes as never);
      },
    );

    app.get(
      '/v2/ticket/ticketPrice',
      {
        schema: {
          tags,
          summary:
            'Price one option again now: its routing with the three fare products, air_lines and air_ports',
          description:
            "unique is the search's uniqueKey, g the option's uniqueStr. Seats are read from the inventory. An expired (after 30 " +
            "minutes) or unknown offer answers 410 { code: 410, msg: 'Sorry, the request failed. Please book again.', data: null, " +
            "error: 'flights.offer_expired' } (SPEC 8). Currency absent: the search's currency and rate.",
          querystring: ticketPriceQuery,
          response: { 200: envelopeOf(ticketPriceResult), ...failures },
        },
      },
      async (request) => ok(await search.price(request.query)),
    );

    app.post(
      '/v2/ticket/ticketVerify',
      {
        schema: {
          tags,
          summary: 'Check that the price shown is still the price before booking',
          description:
            'Re-prices the option now for the travellers. Same total: 200 with the price. Different total: 409 ' +
            "{ msg: 'The price has changed…', data: { was, now, currency }, error: 'flights.price_changed' }. Not enough seats: 409 " +
            "error 'flights.sold_out' with data { seatsLeft }. Expired or unknown offer: 410 as ticketPrice.",
          body: ticketVerifyBody,
          response: { 200: envelopeOf(ticketVerifyResult), ...failures },
        },
      },
      async (request) => ok(await search.verify(request.body)),
    );

    app.post(
      '/v2/searchParams/saveParams',
      {
        schema: {
          tags,
          summary: 'Save a flight search form under an id (for links and returning after login)',
          description:
            "The SPEC 3 form fields and the session copy's extra fields, all optional; unknown fields are dropped.",
          body: savedSearchParams,
          response: { 200: envelopeOf(savedSearchId), 400: errorEnvelope },
        },
      },
      async (request) => ok(await search.saveParams(request.body)),
    );

    app.get(
      '/v2/searchParams/getParams',
      {
        schema: {
          tags,
          summary: 'The search form saved under an id',
          description: '404 flights.saved_search_not_found when there is none.',
          querystring: savedSearchQuery,
          response: { 200: envelopeOf(savedSearchParams), 404: errorEnvelope },
        },
      },
      async (request) => ok(await search.getParams(request.query)),
    );

    app.get(
      '/v2/ticket/isSimpleLine',
      {
        schema: {
          tags,
          summary: 'Whether a city or airport pair has nonstop flights, and by which airlines',
          description:
            'Our design (SPEC 7 shows no shape): simpleLine is true when at least one airline flies between any airport of from and ' +
            'any of to nonstop on most days. 400 for an unknown code.',
          querystring: simpleLineQuery,
          response: { 200: envelopeOf(simpleLineResult), 400: errorEnvelope },
        },
      },
      async (request) => ok(search.simpleLine(request.query)),
    );

    app.get(
      '/v3/commonb2c/reco/flight',
      {
        schema: {
          tags,
          summary:
            'Recommended routes from a departure city, each with its cheapest fare about 3-4 weeks out',
          description:
            'from: a city or airport code (default SYD). Up to 8 popular destinations served nonstop (hubs first, then nearer), each ' +
            'with the cheapest one-way Economy Standard fare for one adult, all-in, departing 24 days from today. Cached per origin, ' +
            'date and currency.',
          querystring: recoFlightQuery,
          response: { 200: envelopeOf(recoFlightResult), 400: errorEnvelope },
        },
      },
      async (request) => ok(await search.recommend(request.query)),
    );

    app.get(
      '/v2/ticket/priceCalendar',
      {
        schema: {
          tags,
          summary: 'The cheapest fare for 3 days before and after a departure date (beyond SPEC)',
          description:
            'Seven days centred on date, days before yesterday left out. Round-trip: the return date moves with the departure so ' +
            'the stay keeps its length. priceEx is the cheapest all-in total for all travellers, null when nothing is for sale. ' +
            'Same validation as the search.',
          querystring: priceCalendarQuery,
          response: { 200: envelopeOf(priceCalendarResult), 400: errorEnvelope },
        },
      },
      async (request) => ok(await search.priceCalendar(request.query)),
    );
  },
  { name: 'farewise-flights' },
);

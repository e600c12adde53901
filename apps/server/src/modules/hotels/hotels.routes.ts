import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { destinationSuggestions, keywordQuery } from '@farewise/domain/hotels/destination.schemas';
import {
  hotelDetail,
  hotelDetailBody,
  hotelNamesBody,
  hotelNamesResult,
  hotelRecoQuery,
  hotelRecoResult,
  hotelSkBody,
  hotelSkResult,
} from '@farewise/domain/hotels/hotel-detail.schemas';
import { hotelSearchBody, hotelSearchResult } from '@farewise/domain/hotels/hotel-search.schemas';
import { notFound } from '../../shared/app-error.ts';
import { envelopeOf, ok, okJson } from '../../shared/envelope.ts';
import { createTurnQueue } from '../../shared/turn-queue.ts';
import { PHOTO_NAME, photoSvg } from '../../suppliers/hotels/index.ts';
import type { HotelsService } from './hotels.service.ts';

export interface HotelsRoutesOptions {
  /** The app's hotels service (services.ts), shared with hotel orders, alerts and the painted list. */
  hotels: HotelsService;
}

const LANGUAGE_NOTE = ' Language (SPEC 7 merges zh-CN) is accepted; answers are in English.';
const MONEY_NOTE =
  ' Money is integer minor units (cents) of Currency (USD, CNY, AUD, EUR; anything else gives AUD).';

/** Hotel calls: suggestions, search, detail, recommendations and the hotel pictures. */
export const hotelsRoutes = fp(
  async function hotelsRoutes(fastify: FastifyInstance, opts: HotelsRoutesOptions) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { hotels } = opts;
    app.log.info({ ...hotels.supplier.stats }, 'hotel supplier ready');
    const tags = ['hotels'];
    const searchTurns = createTurnQueue();

    app.get(
      '/v3/hotel/keyword',
      {
        schema: {
          tags,
          summary: 'Destination suggestions for the hotel search form',
          description:
            'k is the typed text; an empty k gives an empty list (SPEC 5). At most 10 suggestions of Type 1 city, 2 airport, 3 country, ' +
            '4 region (city group), 5 metropolitan area, 6 hotel, 7 district (block). An exact name (or a code typed in capitals, LHR) first, ' +
            'then names starting with k, then names with a word starting with k; more important places first. Districts and hotels from 3 characters.' +
            LANGUAGE_NOTE,
          querystring: keywordQuery,
          response: { 200: envelopeOf(destinationSuggestions) },
        },
      },
      // Sent as the JSON kept for the text (checked against the schema when first made).
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(hotels.suggestJson({ k: request.query.k }) as never),
    );

    app.post(
      '/v3/hotel/search',
      {
        schema: {
          tags,
          summary: 'Hotel search: filtered, sorted, paginated results with counts per filter value',
          description:
            'Query is the search form (SPEC 3); Country is the chosen suggestion ID (when absent, Destination text is matched to the best suggestion). ' +
            'The form rules of SPEC 5 apply: a missing destination or date answers 400 with msg "The search criteria are incorrect. Please try again" ' +
            'and per-field errors; a child without an age answers "Please select the child\'s age.". Every room of the search must fit one room of the hotel. ' +
            'FilterParams: PriceMin/PriceMax per night for all rooms, Stars, ReviewScore (minimum), FreeCancellation, Breakfast, Amenities, HotelName, ' +
            'Sort (recommended, price_asc, price_desc, review, stars_desc, stars_asc, distance), Page, Size (≤ 50). ClientToken is echoed back. ' +
            'Facet counts apply every filter except their own group.' +
            MONEY_NOTE +
            LANGUAGE_NOTE,
          body: hotelSearchBody,
          response: { 200: envelopeOf(hotelSearchResult) },
        },
      },
      async (request, reply) => {
        // Sent as JSON without the pass through zod, as the flight search is: with 50,000
        // properties a page of cards took as long to check as to search. The schema documents the
        // answer, and the tests check every answer against it (exactly, with no extra field).
        // Each card's JSON is written once and kept with the price list it was quoted from.
        // One search a turn of the event loop, so new connections come in between (decision 033).
        await searchTurns.turn();
        const body = okJson(await hotels.searchJson(request.body));
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    );

    app.post(
      '/v3/hotel/sk',
      {
        schema: {
          tags,
          summary: 'Search key of a hotel and a stay, for /hotelDetail/{id}?sk=',
          description:
            'Checks the stay with the search rules and answers a key that carries the hotel, dates and rooms (no price, nothing stored). ' +
            'Result cards already carry their sk.' +
            LANGUAGE_NOTE,
          body: hotelSkBody,
          response: { 200: envelopeOf(hotelSkResult) },
        },
      },
      async (request) => ok(hotels.searchKey(request.body)),
    );

    app.post(
      '/v3/hotel/hnames',
      {
        schema: {
          tags,
          summary: 'Hotel names of a destination, for the name filter of the results page',
          description:
            'Query is the destination part of the search form; k filters by part of the name. At most 20, best-rated first.' +
            LANGUAGE_NOTE,
          body: hotelNamesBody,
          response: { 200: envelopeOf(hotelNamesResult) },
        },
      },
      async (request) => ok(hotels.hotelNames(request.body)),
    );

    app.post(
      '/v3/hotel/hdetail',
      {
        schema: {
          tags,
          summary: 'Hotel detail with every room type and rate plan priced for the stay',
          description:
            'sk (from a result card or /v3/hotel/sk) names the stay; without it the hotel is priced for 1 night from tomorrow for 2 adults. ' +
            'Rate plans are priced for one room for the whole stay (for the largest party of the search the type can hold); Available is the rooms ' +
            'of the type free on every night; FitsRooms lists which rooms of the search it can hold. Free cancellation ends at a local time at the hotel ' +
            '(FreeCancellationUntil, TimeZone) before check-in; a plan whose deadline has passed is not offered.' +
            MONEY_NOTE +
            LANGUAGE_NOTE,
          body: hotelDetailBody,
          response: { 200: envelopeOf(hotelDetail) },
        },
      },
      async (request) => ok(await hotels.detail(request.body)),
    );

    app.get(
      '/v3/commonb2c/reco/hotel',
      {
        schema: {
          tags,
          summary:
            'Recommended hotels of a destination (or of popular cities), priced for 2 nights a week ahead',
          description:
            'city is a destination suggestion ID (e.g. c1250015082 for Paris); without it, the best hotel of each of 8 popular cities. Cached.' +
            MONEY_NOTE,
          querystring: hotelRecoQuery,
          response: { 200: envelopeOf(hotelRecoResult) },
        },
      },
      async (request) => ok(hotels.recommended(request.query)),
    );

    app.get(
      '/v3/hotel/photo/:file',
      {
        schema: {
          tags,
          summary: 'A generated hotel or room picture (SVG)',
          description:
            'file is {name}.svg as given in Photo, Photos and room Photo fields. The picture depends on the name only.',
          params: z.object({ file: z.string().max(60) }),
        },
      },
      async (request, reply) => {
        const name = request.params.file.replace(/\.svg$/, '');
        if (name === request.params.file || !PHOTO_NAME.test(name))
          throw notFound('File not found');
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(photoSvg(name));
      },
    );
  },
  { name: 'farewise-hotels' },
);

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  afterSalesOptions,
  afterSalesRequest,
  afterSalesSubmit,
  cancelSubmit,
  changeFlightsQuery,
  changeFlightsResult,
  extBaggageBody,
  psgListQuery,
  requestDetailQuery,
  requestList,
  requestListQuery,
  submitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import type { AftersalesService } from './aftersales.service.ts';
import {
  callerWithEmailOf as callerOf,
  ORDER_EMAIL_HEADER,
  ORDER_TOKEN_HEADER,
} from '../flight-orders/index.ts';

const UPLOAD_TOKEN_HEADER = 'x-upload-token';

function uploadCallerOf(request: FastifyRequest): UploadCaller {
  const token = request.headers[UPLOAD_TOKEN_HEADER];
  return {
    userId: request.user?.id ?? null,
    guestToken: typeof token === 'string' && token.length <= 100 ? token : null,
  };
}

const ACCESS =
  `The order's signed-in owner (Authorization: Bearer), or a guest with the order's token in the ${ORDER_TOKEN_HEADER} header ` +
  '(from createOrder, or from commonQuery by order number and e-mail), or whoever gives the e-mail the order was booked with in the ' +
  `${ORDER_EMAIL_HEADER} header, as the look-up, the payments list and the receipts accept it (a mail's link opened on another device, ` +
  "an account's booking followed signed out). Another traveller's order, or a wrong e-mail, answers 404, as an unknown one does.";

/** Flight after-sales calls (SPEC 7 refchg2, extBaggage, ca; decision 015). */
export async function aftersalesRoutes(
  fastify: FastifyInstance,
  { service }: { service: AftersalesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['flight after-sales'];
  const failures = {
    400: errorEnvelope,
    401: errorEnvelope,
    404: errorEnvelope,
    409: errorEnvelope,
    422: errorEnvelope,
  };

  app.get(
    '/v3/ext/sr/refchg2/psgList',
    {
      schema: {
        tags,
        summary:
          'What a flight booking allows now, per passenger and direction; with kind, that quote',
        description:
          'Passengers and directions (departure, departed, included bags, extra bag price, each ticket open, refunded or moved), and ' +
          'the six actions (refund, change, name, bags, cancel, problem), each allowed or not, with its price and reason from the ' +
          "order's own fare rules, the time left before each departure and what was paid. With kind=refund (passengers=0,1&directions=0,1) " +
          'or kind=cancel, data.quote is that quote: submit its amount and quotedAt within 15 minutes. ' +
          ACCESS,
        querystring: psgListQuery,
        response: { 200: envelopeOf(afterSalesOptions), ...failures },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await service.options({
          caller: callerOf(request),
          orderId: q.orderId,
          kind: q.kind,
          passengers: q.passengers,
          directions: q.directions,
        }),
      );
    },
  );

  app.get(
    '/v3/ext/sr/refchg2/changeNewFlightGet',
    {
      schema: {
        tags,
        summary:
          'New flights for a change: same route and cabin, on a new date, priced as a change',
        description:
          "For the chosen passengers and one direction: the supplier's flights on the date with seats for them, each with the change " +
          'fees of the fare and the fare difference of the whole journey per passenger (a cheaper journey gives nothing back), and the ' +
          'total to pay. When both directions change, pass the chosen outbound as otherKey while asking for the return. 422 when the ' +
          'fare or the time left does not allow a change. ' +
          ACCESS,
        querystring: changeFlightsQuery,
        response: { 200: envelopeOf(changeFlightsResult), ...failures },
      },
    },
    async (request) =>
      ok(await service.changeFlights({ caller: callerOf(request), ...request.query })),
  );

  app.post(
    '/v3/ext/sr/refchg2/submit',
    {
      schema: {
        tags,
        summary:
          'Submits a refund, a flight change, a name correction, a problem report or an answer to a schedule change',
        description:
          'kind refund (passengers, directions, reason, pictures, quote), change (passengers, outboundKey/inboundKey or legKeys {legIndex: key} from ' +
          'changeNewFlightGet, quote), name (passengerIndex and the corrected name; without quote it only answers data.nameQuote), problem ' +
          '(category, description, pictures) or schedule (requestId, decision accept: keep the new times). The full refund a significant schedule change owes is a refund ' +
          'submit: its quote (fullRefundReason) refunds every fare in full, and confirming it closes the schedule change. Idempotent on clientKey: a repeat answers ' +
          'the request it made. A quote older than 15 minutes or no longer the price answers 409 aftersales.quote_changed with the new ' +
          'quote in data. Money goes back to the card through the gateway; a change or name correction with a price waits for payment ' +
          "on the pay page (data.request.payUrl) with its new seats held for 15 minutes. Pictures must be the caller's uploads (send " +
          `the ${UPLOAD_TOKEN_HEADER} header as a guest). ` +
          ACCESS,
        body: afterSalesSubmit,
        response: { 200: envelopeOf(submitResult), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.submit({
          caller: callerOf(request),
          uploadCaller: uploadCallerOf(request),
          body: request.body,
        }),
      ),
  );

  app.post(
    '/v3/ext/extBaggage',
    {
      schema: {
        tags,
        summary:
          'Extra checked bags per passenger and direction after booking, paid on the pay page',
        description:
          "Without quote: the price (the supplier's price per 23 kg piece on each direction) in data.bagsQuote. With the quote: a " +
          "request awaiting payment (data.request.payUrl); once paid, the passengers' baggage on the order and a mail show the bags. " +
          'Up to 3 extra bags per passenger and flight, until 24 hours before its departure. Idempotent on clientKey. ' +
          ACCESS,
        body: extBaggageBody,
        response: { 200: envelopeOf(submitResult), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.bags({
          caller: callerOf(request),
          orderId: request.body.orderId,
          clientKey: request.body.clientKey,
          bags: request.body.bags,
          quote: request.body.quote,
        }),
      ),
  );

  app.post(
    '/v3/ext/sr/ca/submit',
    {
      schema: {
        tags,
        summary:
          'Cancels a booking awaiting payment (seats released at once) or paid in slices (slice terms)',
        description:
          'Slice payment (decision 041): no cancellation fee; everything paid comes back except the hold price fee, which is kept after ' +
          'the 24-hour grace period; what was not yet paid is never charged (future instalments stop). Send the ' +
          'quote of psgList?kind=cancel. A booking paid in full is refunded instead (422). Idempotent on clientKey. ' +
          ACCESS,
        body: cancelSubmit,
        response: { 200: envelopeOf(afterSalesRequest), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.cancel({
          caller: callerOf(request),
          uploadCaller: uploadCallerOf(request),
          ...request.body,
        }),
      ),
  );

  app.get(
    '/v3/ext/sr/refchg2/detail',
    {
      schema: {
        tags,
        summary: 'One after-sales request with its dated timeline',
        description: ACCESS,
        querystring: requestDetailQuery,
        response: { 200: envelopeOf(afterSalesRequest), ...failures },
      },
    },
    async (request) =>
      ok(await service.detail({ caller: callerOf(request), requestId: request.query.requestId })),
  );

  app.get(
    '/v3/ext/sr/refchg2/list',
    {
      schema: {
        tags,
        summary:
          'The after-sales requests of a booking, or of every booking of the signed-in traveller',
        description:
          "With orderId: that booking's requests (its owner or guest). Without: the signed-in traveller's (401 otherwise). Newest " +
          'first, paginated (size 10, 20 or 50). ' +
          ACCESS,
        querystring: requestListQuery,
        response: { 200: envelopeOf(requestList), ...failures },
      },
    },
    async (request) => ok(await service.list({ caller: callerOf(request), ...request.query })),
  );
}

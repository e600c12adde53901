import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, notFound } from '../shared/app-error.ts';
import { errorEnvelope } from '../shared/envelope.ts';
import type { AppMetrics } from '../shared/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (shared/metrics.ts): modules report through the small interfaces there. */
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

/** The calls that create an order, by kind: a 2xx answer is one booking. */
const BOOKING_ROUTES: Record<string, 'flight' | 'hotel' | 'activity'> = {
  'POST /v2/ticket/createOrder': 'flight',
  'POST /v3/hotel/booking': 'hotel',
  'POST /v3/vp/book': 'activity',
};
/**
 * Searches counted by their calls (the flight search reports its own, with its result cache):
 * activities keep no answers; the hotels' cached price lists do not say yet whether they served.
 */
const SEARCH_ROUTES: Record<string, ['hotel' | 'activity', 'none' | 'unmeasured']> = {
  'POST /v3/hotel/search': ['hotel', 'unmeasured'],
  'POST /v3/vp/list': ['activity', 'none'],
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return !!given && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format (decision 054), and the count and time of every answer
 * by route pattern (never the raw address: ids would make a series each) and status. Closed to
 * the public: with METRICS_TOKEN it answers only that bearer token (else 401); without it, 404 as
 * an unknown path would. Registered after the errors plugin, whose envelope its refusals use.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token?: string }) => {
    const metrics = app.metrics;
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      const key = `${request.method} ${route}`;
      metrics.request(
        request.method,
        route ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      if (reply.statusCode >= 300 || !route) return;
      const booked = BOOKING_ROUTES[key];
      if (booked) metrics.booked(booked);
      const searched = SEARCH_ROUTES[key];
      if (searched) metrics.searched(...searched);
    });

    app.get(
      METRICS_PATH,
      {
        schema: {
          tags: ['operations'],
          summary: "The server's metrics in Prometheus' text format, for the operator's scraper",
          description:
            'Requests by route pattern and status (counts and latency), searches by product and result cache, bookings by ' +
            'kind, payments and refunds with their amounts by currency and status, job runs and failures per queue, dead ' +
            'letters, mail sent and failed, the database pool (PostgreSQL), memory and event-loop lag, all named farewise_*. ' +
            'Only with the METRICS_TOKEN setting and `Authorization: Bearer <METRICS_TOKEN>`: another or no token answers 401; ' +
            'without the setting the call answers 404, as an unknown path.',
          response: {
            200: z.string().describe('Prometheus text exposition format 0.0.4 (text/plain)'),
            401: errorEnvelope.describe(
              'metrics.unauthorized: no bearer token, or not the one set',
            ),
            404: errorEnvelope.describe('not_found: METRICS_TOKEN is not set'),
          },
        },
      },
      async (request, reply) => {
        if (!opts.token) throw notFound('Not found.', 'not_found');
        if (!holdsToken(request, opts.token))
          throw new AppError({
            status: 401,
            code: 'metrics.unauthorized',
            msg: 'The metrics need the bearer token set in METRICS_TOKEN.',
            headers: { 'www-authenticate': 'Bearer' },
          });
        const body = await metrics.registry.metrics();
        return reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .serializer((payload) => payload as string)
          .send(body);
      },
    );
  },
  { name: 'farewise-metrics' },
);

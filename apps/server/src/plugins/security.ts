import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import type { AppConfig } from '../config.ts';

/**
 * Security headers, compression and the global rate limit. The Content-Security-Policy
 * allows no inline script: the SPA ships only external, fingerprinted scripts.
 * Helmet's middleware is built once and applied to every answer (@fastify/helmet rebuilt it,
 * parsing the policy again, on every request: a measurable share of a small answer's time).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and the OpenAPI UI set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The hotel map's tile server, when one is configured (decision 020).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(opts.config.mapTiles
            ? [new URL(opts.config.mapTiles.url.replace(/\{[a-z]\}/g, '0')).origin]
            : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: opts.config.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    // Static files are cheap and fingerprinted; the limit protects the API.
    allowList: (req) =>
      !req.url.startsWith('/v2/') && !req.url.startsWith('/v3/') && !req.url.startsWith('/hotel/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 429,
      msg: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      data: { retryAfter: Math.ceil(ctx.ttl / 1000) },
      error: 'rate_limited',
    }),
  });
});

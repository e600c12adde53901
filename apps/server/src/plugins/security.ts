import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BANNER_AGREED_CHECK } from '@farewise/domain/site/consent-banner';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { failoverStore, SharedStoreHealth } from './rate-limit-store.ts';

/** The CSP source that allows index.html's one inline script (BANNER_AGREED_CHECK). */
const BANNER_CHECK_SOURCE = `'sha256-${createHash('sha256').update(BANNER_AGREED_CHECK).digest('base64')}'`;

/**
 * Security headers, compression and the global rate limit. The Content-Security-Policy allows
 * the SPA's external, fingerprinted scripts and one inline script, by its hash: the check that
 * keeps the painted consent banner hidden once agreed (decision 028).
 * Helmet's middleware is built once and applied to every answer (@fastify/helmet rebuilt it,
 * parsing the policy again, on every request: a measurable share of a small answer's time).
 * With REDIS_URL the rate limits (the global one and every route's) are counted in Redis, so
 * several servers count as one site (decision 019); otherwise, and while Redis cannot be reached,
 * in this process's memory.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BANNER_CHECK_SOURCE],
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
  const shared = opts.config.redisUrl
    ? await connectRedis(app, opts.config.redisUrl, opts.config.rateLimits.sharedStoreRetryMs)
    : undefined;
  await app.register(rateLimit, {
    global: true,
    // Redis unreachable: each request is counted in this process's memory at once, and Redis is
    // tried again in the background (rate-limit-store.ts); nothing waits for it.
    ...(shared ? { store: failoverStore(shared.redis, shared.health, NAME_SPACE) } : {}),
    skipOnError: true,
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

const NAME_SPACE = 'farewise-rate-limit:';

/**
 * The rate limits' Redis. Commands fail at once while it is not connected (no offline queue) and
 * a reachable but silent one is given up on quickly; it reconnects once a retry interval. The
 * start waits for the first connection a moment, so the first requests are counted there.
 */
async function connectRedis(app: FastifyInstance, url: string, retryMs: number) {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => retryMs,
  });
  const health = new SharedStoreHealth(redis, retryMs, app.log);
  const closed = () => health.down();
  redis.on('error', (err) => health.down(err));
  redis.on('close', closed);
  redis.on('ready', () => health.up());
  app.addHook('onClose', async () => {
    redis.off('close', closed);
    await redis.quit().catch(() => redis.disconnect());
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, 2_000);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    }
    redis.once('ready', done);
    redis.once('error', done);
  });
  return { redis, health };
}

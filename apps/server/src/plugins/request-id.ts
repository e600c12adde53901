import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { trustsPeer, type TrustProxy } from '../config.ts';

/** The key of the request id in every log line (Fastify's own name for it). */
export const REQUEST_ID_LOG_KEY = 'reqId';
const GIVEN_ID = /^[\w-]{1,64}$/;

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy (TRUST_PROXY) sends, so the proxy's log
 * and ours share the id; anyone else's is ignored, and a fresh UUID is given instead.
 */
export function requestIdGenerator(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && GIVEN_ID.test(given) && trusted(req.socket?.remoteAddress)
      ? given
      : randomUUID();
  };
}

const current = new AsyncLocalStorage<string>();
const resourceOf = new WeakMap<FastifyRequest, AsyncResource>();
/** The loggers Fastify made for requests, which bind the id themselves. */
const requestLoggers = new WeakSet<object>();

/** Fastify's childLoggerFactory: as its own, remembering the logger is a request's. */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  opts: object,
): FastifyBaseLogger {
  const child = logger.child(bindings, opts);
  requestLoggers.add(child);
  return child;
}

/**
 * The logger's mixin: a line logged while a request is handled, by app.log or a service's logger
 * as well as request.log, carries the request's id (request.log already binds it).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: object,
): Record<string, string> {
  const id = current.getStore();
  return id === undefined || requestLoggers.has(logger) ? {} : { [REQUEST_ID_LOG_KEY]: id };
}

/** The id of the request being handled, if any (for code that answers outside Fastify's reply). */
export const currentRequestId = (): string | undefined => current.getStore();

/** Whether a JSON answer is one of the site's error envelopes ({ code, msg, data }). */
function isErrorEnvelope(value: unknown): value is Record<string, unknown> {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { msg?: unknown }).msg === 'string' &&
    (value as { code: number }).code >= 400
  );
}

/**
 * Every request's id: in the X-Request-Id header of its answer, in each line logged while it is
 * handled, and as requestId in every error envelope, whichever plugin or route answered it (the
 * error handler, the 404, the rate limit, the text-input check, a payment's refusal).
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      current.run(String(request.id), () => {
        // Reading a body leaves the async context: preValidation re-enters it (as @fastify/request-context does).
        resourceOf.set(request, new AsyncResource('farewise-request'));
        done();
      });
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const resource = resourceOf.get(request);
      if (resource) resource.runInAsyncScope(done, request.raw);
      else done();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{'))
        return payload;
      if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      try {
        const body: unknown = JSON.parse(payload);
        if (!isErrorEnvelope(body) || typeof body.requestId === 'string') return payload;
        return JSON.stringify({ ...body, requestId: String(request.id) });
      } catch {
        return payload;
      }
    });
  },
  { name: 'farewise-request-id' },
);

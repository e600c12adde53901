import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@farewise/domain/api/envelope';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../shared/app-error.ts';

/** Paths that belong to the API; everything else is the SPA. */
export const API_PREFIXES = ['/v2/', '/v3/', '/hotel/', '/docs', '/health/'];
export const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

const CONTEXT_NAMES: Record<string, string> = {
  body: '',
  querystring: '',
  params: '',
  headers: 'header.',
};

function fieldErrors(error: FastifyError): FieldError[] {
  const prefix = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? '';
  return (error.validation ?? []).map((v) => ({
    field: prefix + v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: v.message ?? 'Invalid value',
  }));
}

/** Messages for Fastify's own 4xx errors, in words a traveller can read. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_BAD_URL':
      return 'The address of this request is not valid.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address of this request is too long.';
    default:
      return error.statusCode === 429
        ? 'Too many requests. Please try again later.'
        : 'Bad request.';
  }
}

/**
 * Errors Fastify meets while routing, before any hook or handler runs (a malformed or too long
 * URL): the same envelope as every other answer. Passed to Fastify as `frameworkErrors`.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed while routing');
  void reply.status(status).send({
    code: status,
    msg: status >= 500 ? serverErrorMessage(request.id) : clientErrorMessage(error),
    data: null,
    error: status >= 500 ? 'server.error' : 'request.invalid',
    requestId: String(request.id),
  });
}

/** What Node's HTTP parser refused, in the envelope: request line or headers broken or too big, or too slow. */
function clientErrorAnswer(code: string | undefined): { status: number; msg: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, msg: 'The request headers are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, msg: 'The request took too long to arrive. Please try again.' };
    default:
      return { status: 400, msg: 'The request could not be understood.' };
  }
}

function writeRawEnvelope(
  socket: Socket,
  status: number,
  body: { requestId: string; [key: string]: unknown },
) {
  const json = JSON.stringify(body);
  socket.write(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
      `Connection: close\r\n\r\n${json}`,
  );
}

/**
 * Requests Node refuses before Fastify sees them (431 huge headers or query, 408, 400 broken
 * request line): Fastify's `clientErrorHandler`, answering the envelope on the raw socket.
 */
function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = clientErrorAnswer(error.code);
  // No request was made of it, but the answer still has a reference to quote, logged with it.
  const requestId = randomUUID();
  this.log.debug({ err: error, reqId: requestId }, 'client error');
  if (socket.writable) {
    writeRawEnvelope(socket, status, {
      code: status,
      msg,
      data: null,
      error: 'request.invalid',
      requestId,
    });
  }
  socket.destroy(error);
}

/** Fastify options that keep its own early answers in the envelope; buildApp spreads them in. */
export const envelopeServerOptions: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> = { frameworkErrors, clientErrorHandler };

/** Seconds a caller is asked to wait when the database cannot be reached (a restart takes about this). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

const serverErrorMessage = (requestId: string) =>
  `Something went wrong on our side. Please try again later. (Reference ${requestId})`;

/** The one envelope for every error (DESIGN section 3): never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Node answers an unsupported Expect header (417) itself, without a body: this one has the envelope.
  app.server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const requestId = randomUUID();
    const body = JSON.stringify({
      code: 417,
      msg: 'The Expect header of this request is not supported.',
      data: null,
      error: 'request.invalid',
      requestId,
    });
    res
      .writeHead(417, {
        'x-request-id': requestId,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      })
      .end(body);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        code: error.status,
        msg: error.message,
        data: error.data,
        error: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        requestId: String(request.id),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = fieldErrors(error);
      return reply.status(400).send({
        code: 400,
        msg: errors[0]?.message ?? 'Invalid request.',
        data: null,
        error: 'request.invalid',
        errors,
        requestId: String(request.id),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code: status,
        msg: (error as { msg?: string }).msg ?? clientErrorMessage(error),
        data: (error as { data?: unknown }).data ?? null,
        error: status === 429 ? 'rate_limited' : 'request.invalid',
        requestId: String(request.id),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart or failover: nothing was wrong with the request, and it can be tried again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          code: 503,
          msg: 'Our booking system is briefly unavailable. Please try again in a minute.',
          data: { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
          error: 'server.database_unavailable',
          requestId: String(request.id),
        });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: 500,
      msg: serverErrorMessage(request.id),
      data: null,
      error: 'server.error',
      requestId: String(request.id),
    });
  });
});

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@farewise/domain/api/envelope';
import { AppError } from '../shared/app-error.ts';

/** Paths that belong to the API; everything else is the SPA. */
export const API_PREFIXES = ['/v2/', '/v3/', '/hotel/', '/docs'];
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
    default:
      return error.statusCode === 429
        ? 'Too many requests. Please try again later.'
        : 'Bad request.';
  }
}

/** The one envelope for every error (DESIGN section 3): never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        code: error.status,
        msg: error.message,
        data: error.data,
        error: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
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
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code: status,
        msg: (error as { msg?: string }).msg ?? clientErrorMessage(error),
        data: (error as { data?: unknown }).data ?? null,
        error: status === 429 ? 'rate_limited' : 'request.invalid',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: 500,
      msg: `Something went wrong on our side. Please try again later. (Reference ${request.id})`,
      data: null,
      error: 'server.error',
      requestId: String(request.id),
    });
  });
});

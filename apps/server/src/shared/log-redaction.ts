import type { FastifyRequest } from 'fastify';

/**
 * What the log never holds (issue 41), in one place: the server's logger (app.ts) redacts these
 * paths wherever a line carries them, and writes a request's address without its secret query
 * parameters. Bodies are never logged: a card never reaches the site (decision 050), and a body
 * may hold a password, a mailed code or an order's token.
 */
export const REDACTED = '[redacted]';

/**
 * Field names whose value is a secret, at the top of a logged object or one level down. A mailed
 * code is only ever in a body or a query (an error's `code` is not a secret, so it stays).
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'accessToken',
  'orderToken',
  'paymentMethod',
  'card',
  'cvc',
];

/** Headers that carry a session, a guest's order token or a cookie. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-order-token'];

/** pino's redact paths for the logger. */
export const LOG_REDACT_PATHS: string[] = [
  ...SECRET_HEADERS.flatMap((h) => [
    `req.headers["${h}"]`,
    `res.headers["${h}"]`,
    `headers["${h}"]`,
  ]),
  'req.body',
  'body',
  'payload',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
];

/** Query parameters whose value is a secret (an order's token in a link, a code). */
const SECRET_QUERY = /([?&](?:accessToken|token|orderToken|code|password)=)[^&#]*/gi;

/** A request's address with the values of its secret query parameters replaced. */
export function withoutSecretQuery(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** The request as a log line shows it: Fastify's default fields, the address without secrets. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecretQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

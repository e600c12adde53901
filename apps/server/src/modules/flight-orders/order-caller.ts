import type { FastifyRequest } from 'fastify';
import type { OrderCaller } from './flight-orders.service.ts';

/** The header that carries a guest's order token (returned by createOrder as orderToken). */
export const ORDER_TOKEN_HEADER = 'x-order-token';
export function callerOf(request: FastifyRequest): OrderCaller {
  const token = request.headers[ORDER_TOKEN_HEADER];
  return {
    userId: request.user?.id ?? null,
    orderToken: typeof token === 'string' && token.length <= 100 ? token : null,
  };
}

/**
 * The header that carries the e-mail a booking was made with, where a call takes it as proof
 * (after-sales): a header, so the address is never in a URL or a log line.
 */
export const ORDER_EMAIL_HEADER = 'x-order-email';

/** The caller, with the booking's e-mail when the request brings it (ORDER_EMAIL_HEADER). */
export function callerWithEmailOf(request: FastifyRequest): OrderCaller {
  const email = request.headers[ORDER_EMAIL_HEADER];
  return {
    ...callerOf(request),
    lookUpEmail: typeof email === 'string' && email.length <= 254 ? email : null,
  };
}

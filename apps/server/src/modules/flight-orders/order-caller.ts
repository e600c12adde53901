import type { FastifyRequest } from 'fastify';
import { orderCallerOf } from '../../shared/order-routes.ts';
import type { OrderCaller } from './flight-orders.service.ts';

export { ORDER_TOKEN_HEADER } from '../../shared/order-routes.ts';

/** The caller of a flight order call: the session or a guest's order token (the header). */
export function callerOf(request: FastifyRequest): OrderCaller {
  const { userId, orderToken } = orderCallerOf(request);
  return { userId, orderToken };
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

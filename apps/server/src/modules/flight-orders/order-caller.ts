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

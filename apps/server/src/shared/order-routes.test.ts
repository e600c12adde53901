import { describe, expect, test } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ORDER_TOKEN_HEADER, orderCallerOf } from './order-routes.ts';

const request = (headers: Record<string, string> = {}, userId: string | null = null) =>
  ({ headers, user: userId ? { id: userId } : null }) as unknown as FastifyRequest;

describe('the caller of an order call', () => {
  test('the session, the token header and no e-mail when the body brings nothing', () => {
    expect(orderCallerOf(request({ [ORDER_TOKEN_HEADER]: 'tok' }, 'u1'))).toEqual({
      userId: 'u1',
      orderToken: 'tok',
      email: null,
    });
  });

  test("the body's token wins over the header; the body's e-mail is trimmed, a blank one is none", () => {
    const caller = orderCallerOf(request({ [ORDER_TOKEN_HEADER]: 'header' }), {
      accessToken: 'body',
      email: '  ann@example.com ',
    });
    expect(caller).toEqual({ userId: null, orderToken: 'body', email: 'ann@example.com' });
    expect(orderCallerOf(request(), { email: '   ' }).email).toBeNull();
  });

  test('a token longer than any the site gives is no token', () => {
    expect(orderCallerOf(request({ [ORDER_TOKEN_HEADER]: 'x'.repeat(101) })).orderToken).toBeNull();
  });
});

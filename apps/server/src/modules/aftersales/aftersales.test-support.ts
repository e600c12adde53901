import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FlightSearchResult } from '@farewise/domain/flights/search.schemas';
import type {
  AfterSalesOptions,
  AfterSalesRequest,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { call } from '../../../test/helpers.ts';
import { adult, child, contact } from '../flight-orders/flight-orders.test-support.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';

export const CARD = {
  number: '4242 4242 4242 4242',
  name: 'Ann Lee',
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
};

export interface PaidOrder {
  orderId: string;
  token: string;
  headers: Record<string, string>;
  total: number;
}

/**
 * A booked, paid and ticketed flight order of the given fare product, as a guest: search, create,
 * passengers, pay with the sandbox card, tickets issued.
 */
export async function paidOrder(
  app: FastifyInstance,
  opts: {
    product?: '0THP' | 'CHGF' | 'RF24';
    from?: string;
    to?: string;
    date: string;
    retDate?: string;
    /** A multi-city trip's legs (trip type 3); from, to, date and retDate are then unused. */
    legs?: { from: string; to: string; date: string }[];
    adults?: number;
    children?: number;
    paymentType?: 'full' | 'slice';
    email?: string;
    pay?: boolean;
  },
): Promise<PaidOrder> {
  const adults = opts.adults ?? 1;
  const children = opts.children ?? 0;
  const kind = opts.legs ? 3 : opts.retDate ? 2 : 1;
  const route = opts.legs
    ? {
        legs: opts.legs.map((l) => ({
          fromCityCode: l.from,
          toCityCode: l.to,
          fromDate: l.date,
        })),
      }
    : {
        fromCityCode: opts.from ?? 'SYD',
        toCityCode: opts.to ?? 'MEL',
        fromDate: opts.date,
        ...(opts.retDate ? { retDate: opts.retDate } : {}),
      };
  const search = await call<FlightSearchResult>(app, {
    method: 'POST',
    url: '/v2/ticket/ticketSearchNew',
    payload: {
      tripType: kind,
      ...route,
      adultNumber: adults,
      childNumber: children,
      cabinPref: 'Y',
    },
  });
  expect(search.status, search.body.msg).toBe(200);
  const routing = search.body.data.routings[0]!;
  const fare = routing.priceList.find((p) => p.fareProduct === (opts.product ?? 'RF24'))!;
  const created = await call<string>(app, {
    method: 'POST',
    url: '/v2/ticket/createOrder',
    payload: {
      Currency: 'AUD',
      adultNumber: adults,
      childNumber: children,
      data: { unique: search.body.data.uniqueKey, g: fare.uniqueStr },
      kind,
      totalPriceEx: fare.totalPriceEx,
      paymentType: opts.paymentType ?? 'full',
    },
  });
  expect(created.status, created.body.msg).toBe(200);
  const orderId = created.body.data;
  const token = (created.body as unknown as { orderToken: string }).orderToken;
  const headers = { 'x-order-token': token };
  const passengers = [
    ...Array.from({ length: adults }, (_, i) => adult(i)),
    ...Array.from({ length: children }, (_, i) => child(i)),
  ];
  const booked = await call(app, {
    method: 'POST',
    url: '/v2/ticket/ticketBooking',
    payload: { orderId, passengers, contact: contact(opts.email ?? 'ann@example.com') },
    headers,
  });
  expect(booked.status, booked.body.msg).toBe(200);
  if (opts.pay !== false) {
    const paid = await call<{ status: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'flight',
        orderId,
        paymentType: opts.paymentType ?? 'full',
        paymentMethod: await paymentMethod(app, CARD.number),
        idempotencyKey: `pay-${orderId}`,
      },
      headers,
    });
    expect(paid.body.data.status, paid.body.msg).toBe('succeeded');
    await app.flightOrders!.issuePendingTickets();
  }
  return { orderId, token, headers, total: fare.totalPriceEx };
}

export const psgList = (app: FastifyInstance, order: PaidOrder, query = '') =>
  call<AfterSalesOptions>(app, {
    method: 'GET',
    url: `/v3/ext/sr/refchg2/psgList?orderId=${order.orderId}${query}`,
    headers: order.headers,
  });

export const submit = (app: FastifyInstance, order: PaidOrder, payload: Record<string, unknown>) =>
  call<SubmitResult>(app, {
    method: 'POST',
    url: '/v3/ext/sr/refchg2/submit',
    payload: {
      orderId: order.orderId,
      clientKey: `key-${Math.random().toString(36).slice(2)}`,
      ...payload,
    },
    headers: order.headers,
  });

export const detail = (app: FastifyInstance, order: PaidOrder, requestId: string) =>
  call<AfterSalesRequest>(app, {
    method: 'GET',
    url: `/v3/ext/sr/refchg2/detail?requestId=${requestId}`,
    headers: order.headers,
  });

/** Pays an after-sales request's charge on its pay page's calls. */
export async function payRequest(
  app: FastifyInstance,
  order: PaidOrder,
  requestId: string,
  number = CARD.number,
) {
  return call<{ status: string; msg: string; challengeUrl?: string; paymentId: string }>(app, {
    method: 'POST',
    url: '/v3/commonb2c/createPayment',
    payload: {
      orderType: 'aftersales',
      orderId: requestId,
      paymentType: 'full',
      paymentMethod: await paymentMethod(app, number),
      idempotencyKey: `pay-${requestId}-${number.slice(-4)}`,
    },
    headers: order.headers,
  });
}

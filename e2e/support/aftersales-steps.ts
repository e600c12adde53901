import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E } from './ports.ts';
import { gatewayPaymentMethod } from './card-fields.ts';

/** A date this many days from today, YYYY-MM-DD (the site's clock is the real one). */
export const daysAhead = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface BookedOrder {
  orderId: string;
  orderNo: string;
  token: string | null;
  email: string;
}

/**
 * A round-trip (or, with `legs`, multi-city) booking made through the API as the site's own pages make it: search, create,
 * passengers, and (unless `pay` is false) the sandbox card. `bearer` books as that traveller.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  opts: {
    email: string;
    product?: '0THP' | 'CHGF' | 'RF24';
    adults?: number;
    children?: number;
    depart?: number;
    stay?: number;
    pay?: boolean;
    bearer?: string;
    /** A multi-city trip: each flight's airports and days from today (depart and stay unused). */
    legs?: { from: string; to: string; days: number }[];
  },
): Promise<BookedOrder> {
  const adults = opts.adults ?? 1;
  const children = opts.children ?? 0;
  const auth: Record<string, string> = opts.bearer
    ? { authorization: `Bearer ${opts.bearer}` }
    : {};
  const call = async <T>(url: string, data: unknown, headers: Record<string, string> = {}) => {
    const res = await request.post(url, { data, headers: { ...auth, ...headers } });
    const body = (await res.json()) as { code: number; msg: string; data: T; orderToken?: string };
    expect(body.code, `${url}: ${body.msg}`).toBe(200);
    return body;
  };
  const search = await call<{
    uniqueKey: string;
    routings: { priceList: { fareProduct: string; uniqueStr: string; totalPriceEx: number }[] }[];
  }>('/v2/ticket/ticketSearchNew', {
    ...(opts.legs
      ? {
          tripType: 3,
          legs: opts.legs.map((l) => ({
            fromCityCode: l.from,
            toCityCode: l.to,
            fromDate: daysAhead(l.days),
          })),
        }
      : {
          tripType: 2,
          fromCityCode: 'SYD',
          toCityCode: 'MEL',
          fromDate: daysAhead(opts.depart ?? 30),
          retDate: daysAhead((opts.depart ?? 30) + (opts.stay ?? 6)),
        }),
    adultNumber: adults,
    childNumber: children,
    cabinPref: 'Y',
  });
  const fare = search.data.routings[0]!.priceList.find(
    (p) => p.fareProduct === (opts.product ?? 'RF24'),
  )!;
  const order = (totalPriceEx: number) => ({
    Currency: 'AUD',
    adultNumber: adults,
    childNumber: children,
    data: { unique: search.data.uniqueKey, g: fare.uniqueStr },
    kind: opts.legs ? 3 : 2,
    totalPriceEx,
    paymentType: 'full',
  });
  // Tests running beside this one sell seats on the same flights, and a fare's price follows the
  // seats left: the server may answer flights.price_changed with the new total, and the
  // traveller then books at it ('Book at …' on the results page), once.
  const first = await request.post('/v2/ticket/createOrder', {
    data: order(fare.totalPriceEx),
    headers: auth,
  });
  const firstBody = (await first.json()) as {
    code: number;
    msg: string;
    error?: string;
    data: unknown;
    orderToken?: string;
  };
  const now = (firstBody.data as { now?: unknown } | null)?.now;
  const created =
    firstBody.code === 409 && firstBody.error === 'flights.price_changed' && typeof now === 'number'
      ? await call<string>('/v2/ticket/createOrder', order(now))
      : firstBody;
  expect(created.code, `/v2/ticket/createOrder: ${created.msg}`).toBe(200);
  const orderId = created.data as string;
  const token = created.orderToken ?? null;
  const headers: Record<string, string> = token ? { 'x-order-token': token } : {};
  const person = (n: number, type: 0 | 1) => ({
    given_name: type === 0 ? ['Ann', 'Bea'][n]! : 'Tom',
    middle_name: '',
    surname: 'Lee',
    sex: 2,
    birthday: type === 0 ? '1990-04-02' : '2018-03-03',
    id_card_issue: 'AU',
    national_code: 'AU',
    id_card: `PA123456${n}${type}`,
    id_card_time: `${new Date().getFullYear() + 5}-01-31`,
    phone_code: '61',
    mobile: '0412 345 678',
    age_type: type,
  });
  const booked = await call<{ orderNo: string }>(
    '/v2/ticket/ticketBooking',
    {
      orderId,
      passengers: [
        ...Array.from({ length: adults }, (_, i) => person(i, 0)),
        ...Array.from({ length: children }, (_, i) => person(i, 1)),
      ],
      contact: { postcode: '61', mobile: '0412 345 678', email: opts.email },
    },
    headers,
  );
  if (opts.pay !== false) {
    const paid = await call<{ status: string }>(
      '/v3/commonb2c/createPayment',
      {
        orderType: 'flight',
        orderId,
        paymentType: 'full',
        paymentMethod: await gatewayPaymentMethod(request),
        idempotencyKey: `e2e-${orderId}`,
      },
      headers,
    );
    expect(paid.data.status).toBe('succeeded');
  }
  return { orderId, orderNo: booked.data.orderNo, token, email: opts.email };
}

/** A page of a browser context that holds a guest's order token, as the visit that booked it does. */
export async function guestPage(
  browser: Browser,
  order: BookedOrder,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseUrl, viewport });
  await context.addInitScript(
    ([id, token]) => {
      sessionStorage.setItem('bannerAgreed', '1');
      if (token && !sessionStorage.getItem('orderTokens'))
        sessionStorage.setItem('orderTokens', JSON.stringify({ [id!]: token }));
    },
    [order.orderId, order.token],
  );
  return context.newPage();
}

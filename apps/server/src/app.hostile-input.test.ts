import { afterAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { sample } from 'openapi-sampler';
import { makeApp } from '../test/helpers.ts';
import { PASSWORD, signUp } from './modules/auth/auth.test-support.ts';
import { adult, searchFare } from './modules/flight-orders/flight-orders.test-support.ts';
import { encodeSearchKey } from './modules/hotels/search-key.ts';
import { manualClock } from './shared/clock.ts';
import { hotelSupplier } from './suppliers/hotels/hotel-supplier.ts';
import { fits } from './suppliers/hotels/stay-pricing.ts';

/**
 * Walks every operation of the OpenAPI document (so a call added later is walked too) with
 * hostile input: wrong types, missing and extra fields, huge strings, deep JSON, NUL and other
 * control characters, bad dates, malformed ids and junk tokens, each on its own so the rest of a
 * valid-looking request carries it as far into the call as it can go. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL. No answer may be a 5xx, and every answer is the envelope.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;

const app = await makeApp({}, { clock: manualClock(new Date('2026-11-20T09:00:00Z')) });
const { token, email } = await signUp(app);
const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenAPIV3_1.Document;

/**
 * Real values for fields by name, so a sample reaches past the schema into the call (a search
 * that finds flights, an order of the signed-in traveller, a hotel stay with rooms free); calls
 * added later that use these names are walked as deep. Unknown names keep the schema's sample.
 */
const known = await knownValues();

async function knownValues(): Promise<Record<string, Json>> {
  const flightSearch = {
    tripType: 1,
    fromCityCode: 'SYD',
    toCityCode: 'MEL',
    fromDate: '2026-12-19',
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
  };
  const { uniqueKey, fare } = await searchFare(app, flightSearch);
  const order = await app.inject({
    method: 'POST',
    url: '/v2/ticket/createOrder',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      Currency: 'AUD',
      adultNumber: 1,
      childNumber: 0,
      data: { unique: uniqueKey, g: fare.uniqueStr },
      kind: 1,
      totalPriceEx: fare.totalPriceEx,
      paymentType: 'full',
    },
  });
  const supplier = hotelSupplier();
  const hotel = supplier.catalog.hotels.find((h) => h.roomTypes.some((rt) => fits(rt, 2, 0)))!;
  const roomType = hotel.roomTypes.find((rt) => fits(rt, 2, 0))!;
  const stay = { checkIn: '2027-02-10', checkOut: '2027-02-12' };
  const sk = encodeSearchKey({ hotelId: hotel.id, ...stay, rooms: [{ adults: 2, children: [] }] });
  const stayBody = {
    sk,
    RoomTypeId: roomType.id,
    RatePlanId: 'FC',
    Currency: 'AUD',
    Language: 'en',
  };
  const quote = await app.inject({ method: 'POST', url: '/v3/hotel/verify', payload: stayBody });
  const contact = { postcode: '61', mobile: '0412 345 678', email: 'ann@example.com' };
  const hotelOrder = await app.inject({
    method: 'POST',
    url: '/v3/hotel/booking',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      ...stayBody,
      Guests: [{ given_name: 'Ann', surname: 'Lee' }],
      Contact: { name: 'Ann Lee', ...contact },
      totalPrice: quote.json().data.TotalPrice,
    },
  });
  if (order.statusCode !== 200 || hotelOrder.statusCode !== 200 || quote.statusCode !== 200)
    throw new Error(`could not make the walk's orders: ${order.body} ${hotelOrder.body}`);
  return {
    ...flightSearch,
    ...(adult(0) as Record<string, Json>),
    ...contact,
    mail: email,
    email,
    password: PASSWORD,
    old_pass: PASSWORD,
    new_pass: 'Fresh2025go',
    code: '123456',
    orderId: order.json().data,
    insideOrderNo: hotelOrder.json().data.insideOrderNo,
    unique: uniqueKey,
    g: fare.uniqueStr,
    totalPriceEx: fare.totalPriceEx,
    totalPrice: quote.json().data.TotalPrice,
    kind: 1,
    date: '2026-12-19',
    retDate: '2026-12-23',
    sk,
    RoomTypeId: roomType.id,
    RatePlanId: 'FC',
    CheckIn: stay.checkIn,
    CheckOut: stay.checkOut,
    Currency: 'AUD',
    page: 1,
    size: 10,
  };
}

/** The sample with known values put in by field name. */
function withKnownValues(value: Json): Json {
  if (Array.isArray(value)) return value.map(withKnownValues);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k in known && typeof v !== 'object' ? known[k]! : withKnownValues(v),
    ]),
  );
}
afterAll(async () => {
  await app.close();
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(doc.paths ?? {})
  .filter(([path]) => /^\/(v2|v3|hotel)\//.test(path))
  .flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((method) => ({ path, method, op: item![method]! })),
  );

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);
const LONG_STRING = 'y'.repeat(200_000);
const JUNK_TOKENS: Record<string, string>[] = [
  { authorization: 'Bearer junk' },
  { authorization: `Bearer ${'A'.repeat(43)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: `Bearer ${'z'.repeat(5000)}` },
  { 'x-order-token': 'x'.repeat(5000), 'x-upload-token': "' or 1=1 --" },
  { cookie: `fw_device=${'%00'.repeat(20)}; other=1` },
];

/** Wrong values for a leaf of the given sample value. */
function mutationsOf(value: Json): Json[] {
  if (typeof value === 'string')
    return [
      'FW\u0000',
      'a\u001b[31mb\u0007',
      '\u0085\u009f',
      LONG_STRING,
      '2025-02-30',
      '0000-00-00',
      'not-an-id',
      "1' or '1'='1",
      '',
      12345,
      null,
      {},
      ['x'],
    ];
  if (typeof value === 'number')
    return [-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, '12', 'x', '', null, true, []];
  if (typeof value === 'boolean') return ['yes', 1, null];
  if (Array.isArray(value))
    return [[], 'x', {}, null, Array.from({ length: 3000 }, () => value[0] ?? 'x')];
  if (value && typeof value === 'object') return ['x', [], null, 42];
  return ['x', 1, {}];
}

/** Every value in the sample with its path, containers too, to depth 4. */
function leaves(
  value: Json,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: Json }[] {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (path.length >= 4 || value === null || typeof value !== 'object') return here;
  const children = Array.isArray(value)
    ? value.slice(0, 1).flatMap((v, i) => leaves(v, [...path, i]))
    : Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [...here, ...children];
}

function setAt(root: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = value;
  return copy;
}

function sampleOf(schema: unknown, name?: string): Json {
  if (name && name in known) return known[name]!;
  try {
    return withKnownValues(
      sample(
        schema as never,
        { skipReadOnly: true, quiet: true, enablePatterns: true },
        doc,
      ) as Json,
    );
  } catch {
    return {};
  }
}

const needsSignIn = (op: Operation) =>
  !!op.security?.length && op.security.every((r) => Object.keys(r).length > 0);

let requestNumber = 0;

/** The requests of one operation: a sample, then one hostile change at a time. */
function requestsFor(path: string, method: string, op: Operation) {
  const params = (op.parameters ?? []) as Parameter[];
  const content = (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {};
  const jsonSchema = content['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
  // A body of alternatives (by id, or by number and e-mail) is walked once per alternative.
  const bodies: (Json | undefined)[] = jsonSchema
    ? (jsonSchema.anyOf ?? jsonSchema.oneOf ?? [jsonSchema]).map((alt) => sampleOf(alt))
    : [undefined];
  return bodies.flatMap((body, i) =>
    requestsForBody(path, method, op, params, body, bodies.length > 1 ? `alt ${i + 1} ` : ''),
  );
}

function requestsForBody(
  path: string,
  method: string,
  op: Operation,
  params: Parameter[],
  body: Json | undefined,
  label: string,
) {
  const pathValues: Record<string, string> = {};
  const queryValues: Record<string, Json> = {};
  for (const p of params) {
    const value = sampleOf(p.schema ?? { type: 'string' }, p.name);
    if (p.in === 'path') pathValues[p.name] = String(value);
    if (p.in === 'query') queryValues[p.name] = value;
  }

  const url = (
    pathOver: Record<string, string> = {},
    query: Record<string, Json> = queryValues,
  ) => {
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      name in pathOver ? pathOver[name]! : encodeURIComponent(pathValues[name] ?? 'x'),
    );
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) v.forEach((item) => search.append(k, String(item)));
      else search.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
    const qs = search.toString();
    return qs ? `${filled}?${qs}` : filled;
  };

  const requests: { variant: string; options: InjectOptions }[] = [];
  const add = (variant: string, options: Partial<InjectOptions>) =>
    requests.push({
      variant: label + variant,
      options: { method: method.toUpperCase() as InjectOptions['method'], url: url(), ...options },
    });
  const json = (payload: Json | string) => ({
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

  // The sample as it is, then without a body, then wholly wrong bodies.
  add('sample', body === undefined ? {} : json(body));
  if (body !== undefined) {
    add('no body', {});
    for (const whole of ['{}', '[]', 'null', '"x"', '12', '{"a":', '{"__proto__":{"x":1}}'])
      add(`body ${whole}`, json(whole));
    add('deep JSON', json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`));
    add(
      'extra fields',
      json({ ...(body as object), extraField: 'x', constructorX: { prototype: 1 } }),
    );
    add('text body', { payload: 'orderNo=FW1', headers: { 'content-type': 'text/plain' } });
    add('xml body', { payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    const firstString = leaves(body).find((l) => typeof l.value === 'string');
    if (firstString) add('1 MB string', json(setAt(body, firstString.path, MEGABYTE_STRING)));
    for (const leaf of leaves(body).slice(0, 30))
      for (const wrong of mutationsOf(leaf.value))
        add(
          `body.${leaf.path.join('.')} = ${JSON.stringify(wrong).slice(0, 24)}`,
          json(setAt(body, leaf.path, wrong)),
        );
    for (const key of Object.keys(
      body && typeof body === 'object' && !Array.isArray(body) ? body : {},
    )) {
      const { [key]: _gone, ...rest } = body as Record<string, Json>;
      add(`missing ${key}`, json(rest));
    }
  }
  for (const name of Object.keys(queryValues)) {
    for (const wrong of mutationsOf(queryValues[name]!))
      add(`query ${name} = ${JSON.stringify(wrong).slice(0, 24)}`, {
        url: url({}, { ...queryValues, [name]: wrong }),
        ...(body === undefined ? {} : json(body)),
      });
    const { [name]: _gone, ...rest } = queryValues;
    add(`query without ${name}`, { url: url({}, rest) });
  }
  add('query junk', {
    url: `${url()}${url().includes('?') ? '&' : '?'}a[b][c]=1&__proto__=x&q=%00`,
  });
  for (const name of Object.keys(pathValues))
    for (const wrong of [
      'x'.repeat(300),
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      'not-an-id',
      '%E0%A4%A',
      crypto.randomUUID(),
      '%20',
    ])
      add(`path ${name} = ${wrong.slice(0, 24)}`, {
        url: url({ [name]: wrong }),
        ...(body === undefined ? {} : json(body)),
      });
  for (const headers of JUNK_TOKENS)
    add(`headers ${Object.keys(headers).join(',')}`, {
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  // Half the requests (all for calls that need it) come signed in, each from its own address so
  // per-address limits do not stop the walk at the door; logout never gets the real token.
  const mayUseToken = !(method === 'post' && path === '/v3/logout');
  return requests.map(({ variant, options }) => {
    const n = requestNumber++;
    const signedIn =
      mayUseToken && (needsSignIn(op) || n % 2 === 0) && !variant.startsWith('headers');
    return {
      variant,
      options: {
        ...options,
        remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        headers: {
          ...(options.headers ?? {}),
          ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
        },
      },
    };
  });
}

/** What is wrong with an answer, or null: a 5xx, or an answer under the API that is not the envelope. */
function problemWith(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode < 400 && !type.includes('json')) return null; // an image, a page or a redirect
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} without JSON: ${res.body.slice(0, 200)}`;
  }
  if (
    body.code !== (res.statusCode === 200 ? 200 : res.statusCode) ||
    typeof body.msg !== 'string' ||
    !('data' in body)
  )
    return `answered ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`;
  return null;
}

describe('every operation of the API, walked with hostile input', () => {
  test('the document lists the calls', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  test.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: no 5xx, and the envelope on every answer',
    async (_name, { path, method, op }) => {
      const problems: string[] = [];
      const seen: Record<number, number> = {};
      for (const { variant, options } of requestsFor(path, method, op)) {
        const res = await app.inject(options);
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
        if (process.env.WALK_DEBUG && variant === 'sample')
          console.log('SAMPLE', _name, res.statusCode, res.body.slice(0, 150));
        const problem = problemWith(res);
        if (problem) problems.push(`[${variant}] ${problem}`);
      }
      if (process.env.WALK_DEBUG) console.log('STATUS', _name, JSON.stringify(seen));
      expect(problems).toEqual([]);
    },
  );
});

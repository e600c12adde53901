import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { envelopeOf, ok } from '../shared/envelope.ts';
import { operationIdOf } from './openapi.ts';

let app: FastifyInstance;
let doc: OpenAPIV3_1.Document;
/** Every answer the app gave in this file: its operation (as the document names it) and status. */
const answered: { path: string; method: string; status: number }[] = [];

beforeAll(async () => {
  app = await buildApp(testConfig());
  // A call as another module would add it, with no operationId and no error answers of its own.
  await app.register(async (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v3/vp/lintProbe/:itemId',
      {
        schema: {
          tags: ['activities'],
          summary: 'A call added the way any module adds one',
          params: z.object({ itemId: z.string().max(40) }),
          body: z.object({ date: z.string().nullable() }),
          response: { 200: envelopeOf(z.object({ when: z.string().nullable() })) },
        },
      },
      async (request) => ok({ when: request.body.date }),
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route.startsWith('/docs')) return;
    answered.push({
      path: route.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
      method: request.method.toLowerCase(),
      status: reply.statusCode,
    });
  });
  await app.ready();
  doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await app.close();
});

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((m) => item?.[m])
      .map((method) => ({ path, method, op: item![method]! })),
  );

describe('the OpenAPI document', () => {
  test("passes Redocly's recommended rules: no error, no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: '/docs/json',
      config,
    });
    const described = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
    );
    expect(described).toEqual([]);
  });

  test('every operation has a unique operationId, a summary and its error answers', () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[A-Za-z0-9]+$/);
      expect(ids.has(op.operationId!), `${where} repeats ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, where).toBeTruthy();
      const statuses = Object.keys(op.responses ?? {});
      expect(
        statuses.some((s) => /^2/.test(s)),
        where,
      ).toBe(true);
      expect(statuses, where).toEqual(expect.arrayContaining(['429', '500']));
      if (op.requestBody || op.parameters?.length) expect(statuses, where).toContain('400');
    }
  });

  test('a call another module adds is completed without a line of its own', () => {
    const op = doc.paths!['/v3/vp/lintProbe/{itemId}']!.post!;
    expect(op.operationId).toBe('postV3VpLintProbeByItemId');
    expect(Object.keys(op.responses!)).toEqual(
      expect.arrayContaining(['200', '400', '429', '500']),
    );
    expect(op.responses!['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
  });

  test('calls that need a sign-in say so and document their 401; the others take a token optionally', () => {
    expect(doc.security).toEqual([{}, { bearer: [] }]);
    const getInfo = doc.paths!['/v2/user/getInfo']!.get!;
    expect(getInfo.security).toEqual([{ bearer: [] }]);
    expect(getInfo.responses!['401']).toBeDefined();
    expect(doc.paths!['/v2/static/siteInfo']!.get!.responses!['401']).toBeUndefined();
  });

  test('operation ids read as the method and the path', () => {
    expect(operationIdOf('post', '/v3/commonb2c/orderPayStatus')).toBe(
      'postV3Commonb2cOrderPayStatus',
    );
    expect(operationIdOf('get', '/v3/common_app/upload/{name}')).toBe('getV3CommonAppUploadByName');
  });
});

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject | undefined;

/** A small value that passes the schema where it can: required properties only, the first choice. */
function sampleOf(schema: Schema, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if ('$ref' in schema) {
    const name = schema.$ref.split('/').pop()!;
    return sampleOf(doc.components?.schemas?.[name], depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sampleOf(choice, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          sampleOf(schema.properties?.[name] as Schema, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleOf((schema as { items?: Schema }).items, depth + 1),
      );
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2026-12-20';
      if (schema.format === 'date-time') return '2026-12-20T09:00:00Z';
      if (schema.format === 'email') return 'nobody@example.com';
      return 'A'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** The request an operation's own schemas describe, each id naming nothing that exists. */
function requestOf(path: string, method: string, op: OpenAPIV3_1.OperationObject, filled: boolean) {
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  let url = path;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = filled ? sampleOf(p.schema as Schema) : 'no-such-thing';
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query' && (filled ? p.required : false)) query.set(p.name, String(value));
  }
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const json = body?.content?.['application/json']?.schema as Schema;
  return {
    method: method.toUpperCase() as 'GET',
    url: query.size ? `${url}?${query}` : url,
    ...(body ? { payload: filled && json ? (sampleOf(json) as object) : {} } : {}),
  };
}

describe('every status a call answers is in the document', () => {
  const documented = (path: string, method: string) =>
    Object.keys(
      (doc.paths?.[path] as Record<string, OpenAPIV3_1.OperationObject> | undefined)?.[method]
        ?.responses ?? {},
    );
  const undocumented = () =>
    answered
      .filter((a) => !documented(a.path, a.method).includes(String(a.status)))
      .map((a) => `${a.method.toUpperCase()} ${a.path} answered ${a.status}`);

  test('the calls named in issue 37 document their 404: a payment and its status for an unknown order, the receipts', async () => {
    const unknown = randomUUID();
    const calls = [
      {
        method: 'POST' as const,
        url: '/v3/commonb2c/createPayment',
        payload: {
          orderType: 'flight',
          orderId: unknown,
          paymentType: 'full',
          paymentMethod: 'pm_0123456789abcdef01234567',
          idempotencyKey: `k-${unknown}`,
        },
      },
      {
        method: 'POST' as const,
        url: '/v3/commonb2c/orderPayStatus',
        payload: { orderType: 'flight', orderId: unknown },
      },
      { method: 'GET' as const, url: `/v3/receipts/flight/${unknown}` },
      { method: 'GET' as const, url: '/v3/receipts/hotel/H000000000' },
      { method: 'GET' as const, url: '/v3/receipts/activity/A000000000' },
    ];
    const before = answered.length;
    for (const c of calls) {
      const res = await app.inject(c);
      expect(res.statusCode, `${c.url}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
    expect(answered.length - before).toBe(calls.length);
    for (const op of [
      ['/v3/commonb2c/createPayment', 'post'],
      ['/v3/commonb2c/orderPayStatus', 'post'],
      ['/v3/receipts/flight/{orderId}', 'get'],
      ['/v3/receipts/hotel/{orderNo}', 'get'],
      ['/v3/receipts/activity/{orderNo}', 'get'],
    ] as const)
      expect(documented(op[0], op[1]), op[0]).toContain('404');
    // A payment can also find the order not waiting for it (409) or refuse the card (422).
    expect(documented('/v3/commonb2c/createPayment', 'post')).toEqual(
      expect.arrayContaining(['409', '422']),
    );
    expect(undocumented()).toEqual([]);
  });

  test('a walk over every call, with ids that name nothing and with inputs its schema describes: each answer is documented, none is a 500', async () => {
    for (const { path, method, op } of operations()) {
      if (path.includes('lintProbe')) continue;
      for (const filled of [false, true]) {
        const res = await app.inject(requestOf(path, method, op, filled));
        expect(res.statusCode, `${method.toUpperCase()} ${path}: ${res.body}`).not.toBe(500);
      }
    }
    expect(undocumented()).toEqual([]);
  });

  test('every call documents the database being briefly unreachable (503), and a call that takes an id its 404', () => {
    for (const { path, method, op } of operations()) {
      const statuses = Object.keys(op.responses ?? {});
      expect(statuses, `${method} ${path}`).toContain('503');
      if (op.requestBody)
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
    expect(documented('/v2/user/delUserPassenger', 'post')).toContain('404');
    expect(documented('/v3/common_app/upload/{name}', 'get')).toContain('404');
    expect(documented('/v2/static/siteInfo', 'get')).not.toContain('404');
  });
});

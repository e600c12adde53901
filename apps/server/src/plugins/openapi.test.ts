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

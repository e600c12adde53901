import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import { errorEnvelope } from '../shared/envelope.ts';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The error answers every operation may give, each the one envelope, described once. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': {
    name: 'BadRequest',
    description:
      'Bad input: msg says what to fix and errors lists { field, message } (a field that breaks its rule, text with a control character, JSON nested too deeply, a malformed id).',
  },
  '401': {
    name: 'Unauthorized',
    description: 'Not signed in, or the session expired: msg says which.',
  },
  '404': {
    name: 'NotFound',
    description:
      'Nothing with that id, or something that is not yours: the same answer, so ids cannot be probed.',
  },
  '413': {
    name: 'PayloadTooLarge',
    description: 'The request body is larger than the site accepts.',
  },
  '415': {
    name: 'UnsupportedMediaType',
    description:
      'The request body is not of a content type this call reads (JSON unless it says otherwise).',
  },
  '429': {
    name: 'TooManyRequests',
    description:
      'Too many requests from this client: data.retryAfter and the Retry-After header say how many seconds to wait.',
  },
  '500': {
    name: 'ServerError',
    description:
      'Something went wrong on our side: msg carries a reference (also in requestId) to quote to support.',
  },
  '503': {
    name: 'ServiceUnavailable',
    description:
      'The database cannot be reached for a moment (a restart or failover), or the call is too busy: data.retryAfter and the Retry-After header say how many seconds to wait; the request may be sent again.',
  },
};

/**
 * Inputs that name something stored (an order, a request, a payment, an upload, a token): a call
 * that takes one answers 404 when it names nothing, or something of someone else's.
 */
const ID_INPUT = /^(id|name|file|ref|token|sk)$|(Id|No|Token)$/;

/** The property names of a JSON schema's object, its alternatives' included. */
function propertyNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as {
    properties?: object;
    anyOf?: unknown[];
    oneOf?: unknown[];
    allOf?: unknown[];
  };
  return [
    ...Object.keys(s.properties ?? {}),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(propertyNames),
  ];
}

/** Whether the operation takes an id of something stored, in its path, query or body. */
export function takesId(op: Operation): boolean {
  const params = (op.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  const body =
    op.requestBody && 'content' in op.requestBody
      ? Object.values(op.requestBody.content ?? {}).flatMap((c) => propertyNames(c.schema))
      : [];
  return [...params, ...body].some((name) => ID_INPUT.test(name));
}

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** 'post' '/v3/sandbox/challenge/{ref}/complete' → 'postV3SandboxChallengeByRefComplete'. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['By', ...parts] : parts;
    });
  return method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

const signInRequired = (op: Operation) =>
  !!op.security &&
  op.security.length > 0 &&
  op.security.every((requirement) => Object.keys(requirement).length > 0);

/**
 * Completes the document generated from the route schemas, so every operation, those added
 * later included, meets the linter's recommended rules without a line in its route: an
 * operationId from its method and path, and every error it can answer as references to the one
 * error envelope: 400 when it takes input, 413 and 415 when it takes a body, 401 when it needs a
 * sign-in, 404 when it takes an id (`takesId`), 429, 500 and 503 always. A call that can answer
 * more (403, 409, 410, 422) lists them in its route's `response`.
 */
export function completeDocument(doc: Document): Document {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      if (!op.operationId) {
        let id = operationIdOf(method, path);
        for (let n = 2; used.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
        op.operationId = id;
      }
      used.add(op.operationId);
      const responses = (op.responses ??= {});
      const takesInput = (op.parameters?.length ?? 0) > 0 || !!op.requestBody;
      const answers = [
        ...(takesInput ? ['400'] : []),
        ...(signInRequired(op) ? ['401'] : []),
        ...(takesId(op) ? ['404'] : []),
        ...(op.requestBody ? ['413', '415'] : []),
        '429',
        '500',
        '503',
      ];
      for (const status of answers) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
      }
    }
  }
  const components = (doc.components ??= {});
  components.schemas = {
    ...components.schemas,
    ErrorEnvelope: z.toJSONSchema(errorEnvelope, {
      target: 'draft-2020-12',
      io: 'output',
    }) as OpenAPIV3_1.SchemaObject,
  };
  delete (components.schemas.ErrorEnvelope as { $schema?: string }).$schema;
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.values(ERROR_RESPONSES).map(({ name, description }) => [
        name,
        { description, content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } } },
      ]),
    ),
  };
  return doc;
}

/** The OpenAPI document at /docs/json (and its UI at /docs), generated from the route schemas. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Farewise API',
          description:
            'Every response is { code, msg, data }. code 200 is success; errors use the HTTP status as code, a readable msg and, for bad input, an errors list of { field, message }.',
          version: '1.0.0',
          // Use of the API is governed by the site's terms.
          license: { name: 'Farewise Terms and Conditions', url: `${config.publicUrl}/terms` },
        },
        // Relative: the document is served by the site it describes, wherever that runs.
        servers: [{ url: '/', description: 'The site serving this document' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'The token of POST /v3/login or /v3/register.',
            },
          },
        },
        // A bearer token is optional on every call unless the call says it is required: a
        // signed-in traveller's orders become theirs, a guest's are reached by order token.
        security: [{}, { bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        completeDocument((document as { openapiObject: Document }).openapiObject),
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'farewise-openapi' },
);

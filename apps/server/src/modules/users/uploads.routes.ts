import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { envelopeOf, errorEnvelope, ok } from '../../shared/envelope.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './uploads.rules.ts';
import type { UploadCaller, UploadsService } from './uploads.service.ts';
import { uploadMissing, uploadTooLarge, uploadTooMany } from './users.errors.ts';

export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
const UPLOAD_PATH = '/v3/common_app/upload';

const uploadResult = z.object({
  /** Stored names; files[0] is the first picture's (SPEC 7). */
  files: z.array(z.string()),
  /** Where each picture is read back. */
  urls: z.array(z.string()),
  /** Guests only, and only when a new one was issued: send it to read or add pictures later. */
  guestToken: z.string().optional(),
});

const nameParams = z.object({ name: z.string().max(200) });
const tokenQuery = z.object({ token: z.string().max(100).optional() });

function callerOf(request: FastifyRequest, queryToken?: string): UploadCaller {
  const header = request.headers[UPLOAD_TOKEN_HEADER];
  return {
    userId: request.user?.id ?? null,
    guestToken: (typeof header === 'string' ? header : undefined) ?? queryToken ?? null,
  };
}

/** Multipart errors of @fastify/multipart in the traveller's words. */
function uploadError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return uploadTooMany();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_FIELDS_LIMIT':
      return uploadMissing();
    default:
      return error;
  }
}

export async function uploadsRoutes(fastify: FastifyInstance, opts: { uploads: UploadsService }) {
  // Registered here, so multipart bodies are parsed on these routes only.
  await fastify.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: UPLOAD_MAX_FILES + 10,
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploadsService = opts.uploads;
  const tags = ['uploads'];

  app.post(
    UPLOAD_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Uploads pictures (multipart/form-data, field 'files')",
        description:
          'Up to 10 files per request, each at most 2 MB (413 "Avatar picture size can not exceed 2MB!"), and only PNG, ' +
          'JPEG, GIF or WebP as told by the bytes, not the name (400 otherwise). All or none are stored, in the database, ' +
          'under names the server makes; data.files[0] is the first. Signed in (Authorization: Bearer), the user owns ' +
          `them. Signed out, a guest token owns them: send the one you hold in the ${UPLOAD_TOKEN_HEADER} header, or get ` +
          'data.guestToken back with the first upload and keep it: it is the only way to read them.',
        consumes: ['multipart/form-data'],
        // Its body is multipart, so the document cannot infer its input answers: named here.
        response: {
          200: envelopeOf(uploadResult),
          400: errorEnvelope,
          401: errorEnvelope,
          413: errorEnvelope,
        },
      },
    },
    async (request) => {
      // A dead sign-in token is a 401, not a silent guest upload the user could not read after logging in again.
      if (request.headers.authorization) requireUser(request);
      if (!request.isMultipart()) throw uploadMissing();
      const files: Buffer[] = [];
      try {
        for await (const part of request.files()) {
          if (part.fieldname !== 'files') {
            part.file.resume();
            continue;
          }
          files.push(await part.toBuffer());
        }
      } catch (error) {
        throw uploadError(error);
      }
      const stored = await uploadsService.store({ caller: callerOf(request), files });
      return ok(
        { ...stored, urls: stored.files.map((name) => `${UPLOAD_PATH}/${name}`) },
        'Upload succeeded',
      );
    },
  );

  app.get(
    `${UPLOAD_PATH}/:name`,
    {
      schema: {
        tags,
        summary: 'Serves an uploaded picture to its owner',
        description:
          'The owner is the signed-in user (Authorization: Bearer) or the holder of the guest token (header ' +
          `${UPLOAD_TOKEN_HEADER}, or query token= for an <img> tag). A name the server did not make, a missing ` +
          "picture and another owner's picture all answer 404 'File not found'.",
        params: nameParams,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const { contentType, data } = await uploadsService.read({
        caller: callerOf(request, request.query.token),
        name: request.params.name,
      });
      return reply
        .type(contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'")
        .header('vary', 'Authorization, X-Upload-Token')
        .send(data);
    },
  );

  app.delete(
    `${UPLOAD_PATH}/:name`,
    {
      schema: {
        tags,
        summary: 'Deletes one of your uploaded pictures',
        description: "Owner only, as for reading; otherwise 404 'File not found'.",
        params: nameParams,
        querystring: tokenQuery,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await uploadsService.remove({
        caller: callerOf(request, request.query.token),
        name: request.params.name,
      });
      return ok(null, 'Deleted');
    },
  );
}

import { z } from 'zod';

/** A success envelope. */
export function ok<T>(data: T, msg = 'success') {
  return { code: 200 as const, msg, data };
}

/** ok(data) as JSON, for an answer whose data is already JSON (rendered once, sent many times). */
export function okJson(dataJson: string, msg = 'success'): string {
  return `{"code":200,"msg":${JSON.stringify(msg)},"data":${dataJson}}`;
}

/** The response schema of a route answering { code, msg, data } with data of the given shape. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.unknown(),
  error: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z
    .string()
    .optional()
    .describe(
      "The request's id (also the X-Request-Id header): the reference to quote to support.",
    ),
});

import { z } from 'zod';
import { MULTI_CITY_LEGS } from '../flights/multi-city.rules.ts';
import { UPLOAD_MAX_FILES } from '../uploads/upload.rules.ts';

/** Fields the after-sales calls share (aftersales.schemas.ts and the files beside it). */

/** A leg of the booking: 0 depart, 1 return, or a multi-city leg's index (decision 026). */
export const direction = z
  .number()
  .int()
  .min(0)
  .max(MULTI_CITY_LEGS.max - 1);
/** '0,1' in a query string, or [0, 1] in a body. */
const indexList = (max: number) =>
  z.union([z.string().max(40), z.array(z.coerce.number())]).transform((v, ctx) => {
    const parts = Array.isArray(v) ? v.map(String) : v.split(',').filter((p) => p.trim() !== '');
    const out: number[] = [];
    for (const p of parts) {
      const n = Number(p);
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose passengers and flights from this booking.',
        });
        return z.NEVER;
      }
      out.push(n);
    }
    return [...new Set(out)];
  });
export const passengerList = indexList(8);
export const directionList = indexList(MULTI_CITY_LEGS.max - 1);

/** What the traveller saw: a quote older than 15 minutes or a different amount answers 409 with the new quote. */
export const seenQuote = z.object({ quotedAt: z.iso.datetime(), amount: z.number().nonnegative() });
export const clientKey = z.string().trim().min(8).max(100);
export const attachments = z.array(z.string().max(200)).max(UPLOAD_MAX_FILES).default([]);

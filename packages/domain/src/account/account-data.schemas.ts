import { z } from 'zod';
import { mailCodeField } from '../auth/auth.schemas.ts';

/** One record as kept (a saved traveller, a contact, a price alert, an order's own details). */
const record = z.record(z.string(), z.unknown());

/** An order of the account as the site keeps it; money in minor units of its currency. */
export const exportedOrder = z.object({
  /** 1 flight, 2 hotel, 3 activity (SPEC 2.9's order_type). */
  orderType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  orderNo: z.string(),
  status: z.union([z.string(), z.number()]),
  createdAt: z.string(),
  currency: z.string(),
  /** The order's other fields as stored: travellers, contact, trip, prices, payments, refunds. */
  details: record,
});
export type ExportedOrder = z.infer<typeof exportedOrder>;

/** An uploaded picture: what it is and where it is served; the picture itself is at url. */
export const exportedUpload = z.object({
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});

/**
 * GET /v3/account/export (GDPR articles 15 and 20): everything the site keeps of the signed-in
 * account, as one JSON document the traveller downloads.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  account: z.object({ email: z.string(), createdAt: z.string() }),
  travellers: z.array(record),
  contacts: z.array(record),
  orders: z.array(exportedOrder),
  alerts: z.array(record),
  uploads: z.array(exportedUpload),
});
export type AccountExport = z.infer<typeof accountExport>;

/** POST /v3/account/delete: the code mailed by POST /v3/account/deleteCode. */
export const deleteAccountBody = z.object({ code: mailCodeField });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The name of the downloaded file: the site's name and the day it was made. */
export const accountExportFileName = (exportedAt: string) =>
  `farewise-my-data-${exportedAt.slice(0, 10)}.json`;

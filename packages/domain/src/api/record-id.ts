import { z } from 'zod';

export const RECORD_ID_MESSAGE = 'This id is not valid. Please check the link or start again.';

/**
 * The id of a stored record (an order, a payment, a saved traveller): a UUID, checked at the
 * edge so a malformed one is a 400 with this message and never reaches the database.
 */
export const recordId = z.uuid({ error: RECORD_ID_MESSAGE });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order number a traveller reads: two letters and eight of A-Z and 2-9 without I and O ('AW7K2M9QXR'). */
export const ORDER_NUMBER = /^[A-Z]{2}[A-HJ-NP-Z2-9]{8}$/;

/**
 * What the payment calls take as an order: a stored record's id, or the order number of an order
 * addressed by it (activity orders). Anything else is a 400 with RECORD_ID_MESSAGE.
 */
export const orderRecordRef = z
  .string()
  .refine((v) => UUID.test(v) || ORDER_NUMBER.test(v), { error: RECORD_ID_MESSAGE });

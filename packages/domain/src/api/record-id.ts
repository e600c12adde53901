import { z } from 'zod';

export const RECORD_ID_MESSAGE = 'This id is not valid. Please check the link or start again.';

/**
 * The id of a stored record (an order, a payment, a saved traveller): a UUID, checked at the
 * edge so a malformed one is a 400 with this message and never reaches the database.
 */
export const recordId = z.uuid({ error: RECORD_ID_MESSAGE });

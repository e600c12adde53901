import { z } from 'zod';

/**
 * The pieces of wire shape every kind of order (hotel and activity) shares: the traveller's name
 * and the contact as the booking forms send them, the proofs a guest brings to an order call,
 * the payments and refunds an order page lists, and a page of a traveller's orders. Each kind
 * adds what it has of its own (a hotel's refund says what was kept, its payment its kind).
 */

const name = z.string().max(100).default('');

/** A traveller's name as the form sends it ({ given_name, surname }, checked by SPEC 5's name rules). */
export const travellerName = z.object({ given_name: name, surname: name });

/** The booking's contact as the form sends it (checked by SPEC 5's contact rules). */
export const orderContactFields = z.object({
  name,
  email: z.string().max(254).default(''),
  postcode: z.string().max(8).default(''),
  mobile: z.string().max(32).default(''),
});

/**
 * A guest's proofs on an order call: the booking's token (the x-order-token header works too),
 * or the contact e-mail the order was booked with (its mail's link opened on another device, the
 * /searchBookings look-up).
 */
export const orderProofs = {
  accessToken: z.string().max(100).optional(),
  email: z.string().trim().max(254).optional(),
};

/** What a booking answers beside its order number: the guest's key and when the hold ends. */
export const orderHeld = {
  /** A guest's key to the order (send it as the x-order-token header); null for a signed-in user. */
  accessToken: z.string().nullable(),
  holdExpiresAt: z.string(),
};

/** Why the traveller cancels, when they say. */
export const cancelReason = { reason: z.string().max(500).optional().default('') };

/** A payment on an order's page: the card shown by its brand and last four digits only. */
export const orderPaymentCard = {
  amount: z.number().int(),
  status: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  at: z.string(),
};

/** A refund's state on an order's page: pending, refunded, failed, or recorded (nothing to refund through the gateway). */
export const orderRefundState = {
  currency: z.string(),
  status: z.string(),
  reason: z.string(),
  at: z.string(),
};

/** A page of a signed-in traveller's orders: page from 1, size 10, 20 or 50. */
export const ordersPageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
};

/** The end of an order list item: its total in major units (2 decimals, as the flight items' total_price) and its status. */
export const orderListItemState = {
  price_total: z.object({ currency: z.string(), total: z.number() }),
  /** The kind's own SPEC 4 status, and its label. */
  status: z.string(),
  status_text: z.string(),
};

/** A page of list items with the page, its size and how many there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });

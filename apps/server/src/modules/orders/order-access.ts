import { contactEmailMatches, tokenMatches } from '../../shared/token-hash.ts';

/** Who is asking: a signed-in user, a guest's order token, or the contact e-mail (a mail's link, the guest look-up). */
export interface OrderCaller {
  userId: string | null;
  orderToken: string | null;
  email?: string | null;
}

/** What every kind of order keeps to know its readers. */
export interface ReadableOrder {
  userId: string | null;
  guestTokenHash: string | null;
  contactEmail: string;
}

/**
 * The order's signed-in owner, the guest holding the booking's token, or whoever gives the contact
 * e-mail the confirmation went to (its link opens the booking on any device). One rule for every kind.
 */
export const canReadOrder = (row: ReadableOrder, caller: OrderCaller) =>
  (row.userId
    ? caller.userId === row.userId
    : tokenMatches(caller.orderToken, row.guestTokenHash)) ||
  contactEmailMatches(row.contactEmail, caller.email ?? null);

/**
 * A kind's order by number for a caller who may read it. `notFound` answers an unknown number;
 * `refused` answers a caller who may not read it (a kind chooses 404 or 403 for a signed-in stranger).
 */
export function createOrderAccess<Row extends ReadableOrder>(kind: {
  findByOrderNo: (args: { orderNo: string }) => Promise<Row | null>;
  notFound: () => Error;
  refused: (row: Row, caller: OrderCaller) => Error;
}) {
  return {
    canRead: canReadOrder,
    async accessibleOrder(orderNo: string, caller: OrderCaller): Promise<Row> {
      const row = await kind.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
      if (!row) throw kind.notFound();
      if (!canReadOrder(row, caller)) throw kind.refused(row, caller);
      return row;
    },
  };
}

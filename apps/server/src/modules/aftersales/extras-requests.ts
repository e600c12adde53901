import { randomUUID } from 'node:crypto';
import type {
  AfterSalesRequest,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES, type Direction } from '@farewise/domain/aftersales/aftersales.rules';
import type { DbOrTx } from '../../db/client.ts';
import {
  accessibleOrder,
  newReference,
  type FlightOrderRow,
  type OrderCaller,
} from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { notAllowed, RepeatedSubmit } from './aftersales.errors.ts';
import { entry, requestView, type RequestDetails } from './aftersales-view.ts';
import type { createExtrasCompletion } from './extras-completion.ts';

const MINUTE = 60_000;

/**
 * How a name correction, extra bags or a problem report becomes a request: the order the caller
 * may act on, the request written (completed at once when free, else held for its payment), and
 * the answer once its mails are sent.
 */
export function createExtraRequests(
  deps: AftersalesDeps,
  ctx: AftersalesContext,
  completed: ReturnType<typeof createExtrasCompletion>,
) {
  const { db, clock, orders } = deps;
  const { requests } = ctx;

  /** Writes a request made of a quote: completed now when free, else waiting for its payment. */
  async function create(input: {
    row0: FlightOrderRow;
    clientKey: string;
    kind: 'name' | 'bags';
    passengers: number[];
    directions: Direction[];
    details: RequestDetails;
    charge: number;
    quotedAt: string;
    requested: string;
    quoted: string;
    recheck: (row: FlightOrderRow, tx: DbOrTx) => void | Promise<void>;
  }): Promise<RequestRow | null> {
    const now = clock.now();
    return db
      .transaction(async (tx) => {
        const row = await orders.lockById({ id: input.row0.id }, tx);
        if (!row) throw notAllowed('This booking was not found.');
        if (input.kind === 'name') await ctx.assertNothingAwaitingPayment(tx, row.id);
        await input.recheck(row, tx);
        const free = input.charge === 0;
        const inserted = await requests.insert(
          {
            id: randomUUID(),
            requestNo: newReference('RQ'),
            orderId: row.id,
            userId: row.userId,
            kind: input.kind,
            status: free ? 'completed' : 'awaiting_payment',
            clientKey: input.clientKey,
            passengers: input.passengers,
            directions: input.directions,
            details: input.details,
            currency: row.currency,
            chargeAmount: input.charge,
            holdExpiresAt: free
              ? null
              : new Date(now.getTime() + AFTERSALES.changeHoldMinutes * MINUTE),
            timeline: [
              entry('requested', now, input.requested),
              entry('quoted', new Date(input.quotedAt), input.quoted),
              entry('confirmed', now, free ? 'Confirmed.' : 'Confirmed: waiting for your payment.'),
            ],
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!inserted) throw new RepeatedSubmit();
        return free ? completed(tx, inserted, row, null) : inserted;
      })
      .catch((err: unknown) => {
        if (err instanceof RepeatedSubmit) return null;
        throw err;
      });
  }

  /** The order the caller may act on, and the request a repeated key already made. */
  async function openOrder(input: { caller: OrderCaller; orderId: string; clientKey: string }) {
    const row0 = await accessibleOrder(orders, input.orderId, input.caller);
    const repeated = await requests.byClientKey(row0.id, input.clientKey);
    return { row0, repeated: repeated ? requestView(repeated, row0) : null };
  }
  const answer = (request: AfterSalesRequest): SubmitResult => ({
    request,
    nameQuote: null,
    bagsQuote: null,
  });

  async function finish(row0: FlightOrderRow, created: RequestRow | null, clientKey: string) {
    const made = created ?? (await requests.byClientKey(row0.id, clientKey));
    if (!made) throw notAllowed('This request could not be made. Please try again.');
    await ctx.sendPendingMails(made.id);
    return requestView((await requests.byId(made.id)) ?? made, row0);
  }

  return { create, openOrder, answer, finish };
}

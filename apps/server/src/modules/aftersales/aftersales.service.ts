import type {
  AfterSalesRequest,
  AfterSalesSubmitBody,
  ChangeFlightsResult,
  RequestList,
  SubmitResult,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { REQUEST_KIND_LABELS, type RequestKind } from '@farewise/domain/aftersales/request-status';
import type { BagRequest } from '@farewise/domain/aftersales/change-quote';
import type { DbOrTx } from '../../db/client.ts';
import type { UploadCaller } from '../users/uploads.service.ts';
import { createAftersalesContext, type AftersalesDeps } from './aftersales-context.ts';
import { loginForList } from './aftersales.errors.ts';
import { createAftersalesFollowUp } from './aftersales-follow-up.ts';
import {
  accessibleRequest,
  createAftersalesPayable,
  createSeatNotes,
} from './aftersales-payable.ts';
import { createAftersalesChanges } from './aftersales-changes.ts';
import { createAftersalesExtras } from './aftersales-extras.ts';
import { createAftersalesOptions } from './aftersales-options.ts';
import { createAftersalesRefunds } from './aftersales-refunds.ts';
import { createAftersalesSchedule } from './aftersales-schedule.ts';
import { requestView } from './aftersales-view.ts';
import { accessibleOrder, type OrderCaller } from '../flight-orders/index.ts';

export type { AftersalesDeps, AftersalesPayments } from './aftersales-context.ts';

/**
 * Flight after-sales (decision 015): what a booking allows now, refunds and cancellations with the
 * money going back to the card, flight changes, name corrections, extra bags, problem reports and
 * airline schedule changes; each a request with a dated timeline, mailed at every step.
 */
export function createAftersalesService(deps: AftersalesDeps) {
  const { orders } = deps;
  const ctx = createAftersalesContext(deps);
  const { requests } = ctx;
  const refunds = createAftersalesRefunds(deps, ctx);
  const changes = createAftersalesChanges(deps, ctx);
  const extras = createAftersalesExtras(deps, ctx);
  const options = createAftersalesOptions(deps, ctx, refunds);
  const schedule = createAftersalesSchedule(deps, ctx);
  const seatNotes = createSeatNotes(deps.search);
  const payable = createAftersalesPayable(deps, ctx, { changes, extras, seatNotes });
  const followUp = createAftersalesFollowUp(deps, ctx, { refunds, changes, seatNotes });

  return {
    /** GET psgList. */
    options: options.options,

    /** GET changeNewFlightGet. */
    changeFlights(input: Parameters<typeof changes.flights>[0]): Promise<ChangeFlightsResult> {
      return changes.flights(input);
    },

    /** POST submit: by kind. */
    async submit(input: {
      caller: OrderCaller;
      uploadCaller: UploadCaller;
      body: AfterSalesSubmitBody;
    }): Promise<SubmitResult> {
      const { caller, uploadCaller, body } = input;
      const wrap = (request: AfterSalesRequest): SubmitResult => ({
        request,
        nameQuote: null,
        bagsQuote: null,
      });
      switch (body.kind) {
        case 'refund':
          return wrap(
            await refunds.submit({
              caller,
              uploadCaller,
              orderId: body.orderId,
              clientKey: body.clientKey,
              kind: 'refund',
              selection: { passengers: body.passengers, directions: body.directions },
              seen: body.quote,
              reason: body.reason,
              reasonText: body.reasonText,
              attachments: body.attachments,
            }),
          );
        case 'change':
          return wrap(
            await changes.submit({
              caller,
              orderId: body.orderId,
              clientKey: body.clientKey,
              passengers: body.passengers,
              outboundKey: body.outboundKey,
              inboundKey: body.inboundKey,
              legKeys: body.legKeys,
              scheduleRequestId: body.scheduleRequestId,
              seen: body.quote,
            }),
          );
        case 'name':
          return extras.name({
            caller,
            orderId: body.orderId,
            clientKey: body.clientKey,
            passengerIndex: body.passengerIndex,
            next: {
              given_name: body.given_name,
              middle_name: body.middle_name,
              surname: body.surname,
            },
            seen: body.quote,
          });
        case 'problem':
          return wrap(await extras.problem({ caller, uploadCaller, ...body }));
        case 'schedule':
          return wrap(await schedule.answer({ caller, uploadCaller, ...body }));
      }
    },

    /** POST ca/submit: cancel an unpaid or a slice-payment booking. */
    async cancel(input: {
      caller: OrderCaller;
      uploadCaller: UploadCaller;
      orderId: string;
      clientKey: string;
      quote: { quotedAt: string; amount: number };
    }): Promise<AfterSalesRequest> {
      return refunds.submit({
        ...input,
        kind: 'cancel',
        selection: { passengers: [], directions: [] },
        seen: input.quote,
      });
    },

    /** POST extBaggage. */
    bags(input: {
      caller: OrderCaller;
      orderId: string;
      clientKey: string;
      bags: BagRequest[];
      quote?: { quotedAt: string; amount: number };
    }): Promise<SubmitResult> {
      return extras.bags({ ...input, seen: input.quote });
    },

    /** GET detail: one request with its timeline. */
    async detail({ caller, requestId }: { caller: OrderCaller; requestId: string }) {
      const { row, order } = await accessibleRequest(deps, ctx, requestId, caller);
      return requestView(row, order);
    },

    /** GET list: the requests of an order (its owner or guest), or of every order of a signed-in traveller. */
    async list(input: {
      caller: OrderCaller;
      orderId?: string;
      page: number;
      size: number;
    }): Promise<RequestList> {
      let orderNos = new Map<string, string>();
      if (input.orderId) {
        const order = await accessibleOrder(orders, input.orderId, input.caller);
        orderNos.set(order.id, order.orderNo);
      } else if (!input.caller.userId) throw loginForList();
      const { rows, total } = await requests.page({
        orderId: input.orderId,
        orderIdsIn:
          input.orderId || !input.caller.userId
            ? undefined
            : orders.idsOwnedBy(input.caller.userId),
        page: input.page,
        size: input.size,
      });
      if (!input.orderId) {
        const found = await orders.findByIds({ ids: [...new Set(rows.map((r) => r.orderId))] });
        orderNos = new Map(found.map((o) => [o.id, o.orderNo]));
      }
      return {
        page: input.page,
        size: input.size,
        total,
        list: rows.map((r) => requestView(r, { orderNo: orderNos.get(r.orderId) ?? '' })),
      };
    },

    /** The follow-up job: refunds on their way asked again, unpaid requests expired, mails retried. */
    followUp,

    /**
     * The requests of a flight order as the payments module's linked orders: their fare
     * differences, bags and name corrections are that order's money too.
     */
    async linkedOrders(orderId: string, tx: DbOrTx) {
      return (await requests.forOrder(orderId, tx)).map((r) => ({
        orderType: 'aftersales' as const,
        orderId: r.id,
        label: `${REQUEST_KIND_LABELS[r.kind as RequestKind] ?? 'Request'} ${r.requestNo}`,
      }));
    },

    /** The schedule-change job. */
    scheduleChanges: schedule.runDue,

    // ---- the payments module's side (payables.register('aftersales', …)) ----
    payable,
  };
}
export type AftersalesService = ReturnType<typeof createAftersalesService>;

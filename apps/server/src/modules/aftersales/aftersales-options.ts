import type {
  AfterSalesOptions,
  RefundQuoteWire,
} from '@farewise/domain/aftersales/aftersales.schemas';
import {
  freeCancellationOfferUntil,
  type Direction,
} from '@farewise/domain/aftersales/aftersales.rules';
import { fareProductName } from '@farewise/domain/flights/products';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { AftersalesContext, AftersalesDeps, Funds } from './aftersales-context.ts';
import { aftersalesOrderOf, couponStatus, fullName, includedBaggage } from './aftersales-order.ts';
import { directionsOf, itineraryOf, passengersOf } from '../flight-orders/index.ts';
import type { createAftersalesRefunds } from './aftersales-refunds.ts';
import { owedScheduleChange } from './refund-plan.ts';
import { createActionOptions } from './action-options.ts';
import { bookedNameOf } from './extras-completion.ts';
import { requestSummary } from './aftersales-view.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { accessibleOrder, type OrderCaller } from '../flight-orders/index.ts';

type AftersalesRefunds = ReturnType<typeof createAftersalesRefunds>;

/** psgList: what the booking allows now, per passenger and direction, from its own rules. */
export function createAftersalesOptions(
  deps: AftersalesDeps,
  ctx: AftersalesContext,
  refunds: AftersalesRefunds,
) {
  const { clock, orders } = deps;

  const actions = createActionOptions(deps, ctx);

  function optionsOf(
    row: FlightOrderRow,
    funds: Funds,
    quote: RefundQuoteWire | null,
    requests: RequestRow[],
  ): AfterSalesOptions {
    const now = clock.now().getTime();
    const order = aftersalesOrderOf(row, funds, owedScheduleChange(requests));
    const dirs = directionsOf(row);
    const until = freeCancellationOfferUntil(order, now);
    return {
      orderId: row.id,
      orderNo: row.orderNo,
      status: row.status,
      statusText: orderStatusLabel(row.status),
      currency: row.currency,
      paymentType: row.paymentType as 'full' | 'slice',
      fareProduct: row.fareProduct,
      fareName: fareProductName(row.fareProduct),
      bookedAt: row.createdAt.toISOString(),
      freeCancellationUntil: until !== null ? new Date(until).toISOString() : null,
      paid: toDecimal(funds.paid),
      refunded: toDecimal(funds.refunded),
      directions: dirs.map((d) => ({
        direction: d.direction,
        label: d.label,
        from: d.from,
        to: d.to,
        fromCity: d.fromCity,
        toCity: d.toCity,
        departure: d.segments[0]!.depTimeEx,
        departureUtc: new Date(d.departureUtc).toISOString(),
        departed: d.departureUtc <= now,
        flights: d.segments.map((s) => s.flightNumber),
        includedBaggage: includedBaggage(row, d.direction),
        extraBagPrice: toDecimal(deps.search.extraBagPrice(d.from, d.to, row.rate)),
      })),
      airports: itineraryOf(row).air_ports,
      passengers: passengersOf(row).map((p, index) => ({
        index,
        name: fullName(p),
        given_name: p.given_name,
        middle_name: p.middle_name,
        surname: p.surname,
        bookedName: bookedNameOf(p, index, requests),
        type: p.age_type,
        ticketNo: p.ticketNo,
        coupons: dirs.map((d) => ({
          direction: d.direction,
          status: couponStatus(p, d.direction),
          extraBags: p.extraBags?.[String(d.direction) as '0' | '1'] ?? 0,
        })),
      })),
      options: [
        actions.refundOption(row, order, now),
        actions.changeOption(row, order, now),
        actions.nameOption(row, order, now),
        actions.bagsOption(row, order, now, dirs),
        actions.cancelOption(row, order, now),
        actions.problemOption,
      ],
      quote,
      requests: requests.map(requestSummary),
    };
  }

  return {
    async options(input: {
      caller: OrderCaller;
      orderId: string;
      kind?: 'refund' | 'cancel';
      passengers?: number[];
      directions?: Direction[];
    }): Promise<AfterSalesOptions> {
      const row = await accessibleOrder(orders, input.orderId, input.caller);
      const funds = await ctx.fundsOf(row);
      const quote = input.kind
        ? await refunds.quote(row, input.kind, {
            passengers: input.passengers ?? passengersOf(row).map((_p, i) => i),
            directions: input.directions ?? directionsOf(row).map((d) => d.direction),
          })
        : null;
      return optionsOf(row, funds, quote, await ctx.requests.forOrder(row.id));
    },
  };
}

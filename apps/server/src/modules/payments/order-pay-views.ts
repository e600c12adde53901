import {
  type OrderPayStatus,
  type OrderType,
  type PaymentStatus,
  type PayStatus,
  type SlicePlanWire,
} from '@farewise/domain/payments/payment.schemas';
import { toDecimal } from '@farewise/domain/money/minor-units';
import { orderTotal } from '@farewise/domain/orders/order-total';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { Payables } from './payable.ts';
import { orderNotFound, SLICE_BLOCKED_MESSAGE } from './payments.errors.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { createSlicePayBlocks } from '../flight-orders/slice-pay-blocks.service.ts';

/** What an order's pay page reads: its payment status and its slice pay offer. */
export function createOrderPayViews({
  db,
  gateway,
  repo,
  payables,
}: {
  db: Db;
  gateway: PaymentGateway;
  repo: PaymentsRepository;
  payables: Payables;
}) {
  return {
    async orderPayStatus(kind: OrderType, orderId: string): Promise<OrderPayStatus> {
      const payable = payables.orThrow(kind);
      const order = await payable.load(orderId, db);
      if (!order) throw orderNotFound();
      const rows = await repo.forOrder(kind, orderId);
      const stored = await repo.planFor(kind, orderId);
      const instalments = stored ? await repo.instalmentsOf(stored.id) : [];
      const plan = order.paymentType === 'slice' && order.schedule?.valid ? order.schedule : null;
      // The order's total as every page and mail shows it (the fare plus the hold fee in slices).
      const { total } = orderTotal({
        currency: order.currency,
        paymentType: order.paymentType,
        price: plan ? plan.adjustedAmount - plan.holdFee : order.amountDue,
        slice: plan,
      });
      const paid = rows.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amount, 0);
      const refunded = rows.reduce((s, r) => s + r.refundedAmount, 0);
      const upfront = rows.filter((r) => r.kind !== 'instalment');
      const last = upfront.at(-1);
      let status: PayStatus;
      if (upfront.some((r) => r.status === 'processing' || r.status === 'requires_action'))
        status = 'pending';
      else if (order.status === 'cancelled')
        status = last?.status === 'failed' ? 'failed' : 'cancelled';
      else if (order.status === 'expired') status = 'expired';
      else if (last?.status === 'succeeded') {
        status = instalments.some((i) => i.status !== 'paid') ? 'instalments' : 'paid';
      } else status = order.status === 'paid' ? 'paid' : 'unpaid';
      const closed = order.status === 'cancelled' || order.status === 'expired';
      const numberOf = new Map(instalments.map((i) => [i.id, i.number]));
      return {
        orderType: kind,
        orderId,
        status,
        paymentType: order.paymentType,
        currency: order.currency,
        total: toDecimal(total),
        paid: toDecimal(paid),
        due: toDecimal(closed ? 0 : Math.max(0, total - paid)),
        refunded: toDecimal(refunded),
        payments: rows.map((r) => ({
          paymentId: r.id,
          kind: r.kind as 'full' | 'deposit' | 'instalment',
          instalmentNumber: r.instalmentId ? (numberOf.get(r.instalmentId) ?? null) : null,
          amount: toDecimal(r.amount),
          status: r.status as PaymentStatus,
          cardBrand: r.cardBrand,
          cardLast4: r.cardLast4,
          failureReason: r.failureReason,
          createdAt: r.createdAt.toISOString(),
        })),
        instalments: instalments.map((i) => ({
          number: i.number,
          dueDate: i.dueDate,
          amount: toDecimal(i.amount),
          status: i.status as OrderPayStatus['instalments'][number]['status'],
          paidAt: i.paidAt?.toISOString() ?? null,
        })),
        cancelAt:
          stored?.status === 'cancel_pending' ? (stored.cancelAt?.toISOString() ?? null) : null,
        sandbox: gateway.name === 'sandbox',
        title: order.title ?? null,
        orderNo: order.orderNo ?? null,
      };
    },

    async slicePayParse(kind: OrderType, orderId: string): Promise<SlicePlanWire> {
      const payable = payables.orThrow(kind);
      const order = await payable.load(orderId, db);
      if (!order) throw orderNotFound();
      const plan = order.schedule;
      const blocked = await createSlicePayBlocks({ db }).isBlocked({
        userId: order.ownerUserId,
        email: order.guestEmail,
      });
      const reason = blocked
        ? SLICE_BLOCKED_MESSAGE
        : !plan?.valid
          ? 'Slice pay needs at least two weekly payments before 7 days ahead of departure, so it is not available for this booking.'
          : null;
      return {
        available: reason === null,
        reason,
        currency: order.currency,
        total: toDecimal(order.amountDue),
        deposit: toDecimal(plan?.deposit ?? 0),
        holdFee: toDecimal(plan?.holdFee ?? 0),
        weekly: toDecimal(plan?.weekly ?? 0),
        adjustedAmount: toDecimal(plan?.adjustedAmount ?? order.amountDue),
        instalments: (plan?.instalments ?? []).map((i) => ({
          number: i.number,
          dueDate: i.dueDate,
          amount: toDecimal(i.amount),
        })),
      };
    },
  };
}

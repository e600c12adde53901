import type { ReceiptMoneyEvent } from '@farewise/domain/orders/receipt';
import type { OrderMoney, OrderType } from '@farewise/domain/payments/payment.schemas';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { DbOrTx } from '../../db/client.ts';
import { LATE_CHARGE_REASON } from './late-charge.ts';
import { createMoneyLedger, type LedgerSums } from './money-ledger.ts';
import type { Payables } from './payable.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';

const KIND_LABELS: Record<string, string> = {
  full: 'Payment in full',
  deposit: 'Deposit',
  instalment: 'Instalment',
};

const cardOf = (p: PaymentRow) =>
  p.cardBrand && p.cardLast4
    ? `${p.cardBrand.charAt(0).toUpperCase()}${p.cardBrand.slice(1)} ending ${p.cardLast4}`
    : 'card';

/** An order's money: every charge and every refund, dated, oldest first (minor units). */
export interface OrderMovements {
  currency: string | null;
  payments: ReceiptMoneyEvent[];
  refunds: ReceiptMoneyEvent[];
}

/** An order's movements read on `db` (a transaction where one is open), as PaymentsService.movements. */
export type OrderMovementsOf = (
  orderType: OrderType,
  orderId: string,
  db?: DbOrTx,
) => Promise<OrderMovements>;

/**
 * Every movement of money of an order, as the payments ledger (payments, payment_refunds) has
 * it: the order's own charges (in full, deposit, each instalment) and those of the orders it
 * links (a flight order's after-sales requests: fare differences, extra bags, name
 * corrections), and every refund of any of them, a refund still on its way saying so. The one
 * list the order pages, the look-up and the receipts read, so their sums are the gateway's.
 */
export async function orderMovements(
  db: DbOrTx,
  payables: Payables,
  orderType: OrderType,
  orderId: string,
): Promise<OrderMovements> {
  const repo = createPaymentsRepository({ db });
  const linked = (await payables.get(orderType)?.linkedOrders?.(orderId, db)) ?? [];
  const refs = [{ orderType, orderId, label: null as string | null }, ...linked];
  const charged: { row: PaymentRow; label: string }[] = [];
  let currency: string | null = null;
  for (const ref of refs) {
    const rows = await repo.forOrder(ref.orderType, ref.orderId);
    const plan = rows.some((r) => r.instalmentId)
      ? await repo.planFor(ref.orderType, ref.orderId)
      : undefined;
    const numbers = new Map(
      (plan ? await repo.instalmentsOf(plan.id) : []).map((i) => [i.id, i.number]),
    );
    for (const row of rows) {
      if (row.status !== 'succeeded') continue;
      currency ??= row.currency;
      const number = row.instalmentId ? numbers.get(row.instalmentId) : undefined;
      const what =
        ref.label ?? `${KIND_LABELS[row.kind] ?? 'Card payment'}${number ? ` ${number}` : ''}`;
      charged.push({ row, label: `${what}, ${cardOf(row)}` });
    }
  }
  const byId = new Map(charged.map((c) => [c.row.id, c]));
  const refunds = (await repo.refundsOf(charged.map((c) => c.row.id)))
    .filter((r) => r.status !== 'failed')
    .map((r) => {
      const paid = byId.get(r.paymentId)!;
      const late = paid.row.failureReason === LATE_CHARGE_REASON;
      return {
        at: (r.settledAt ?? r.createdAt).toISOString(),
        label: `Refund to ${cardOf(paid.row)}${late ? ' (paid after the booking had ended)' : ''}`,
        amount: r.amount,
        status: r.status,
      };
    });
  const byTime = (a: ReceiptMoneyEvent, b: ReceiptMoneyEvent) => a.at.localeCompare(b.at);
  return {
    currency,
    payments: charged
      .map(({ row, label }) => ({
        at: row.createdAt.toISOString(),
        label,
        amount: row.amount,
        status: row.status,
      }))
      .sort(byTime),
    refunds: refunds.sort(byTime),
  };
}

/**
 * What an order has paid, had refunded and keeps (minor units), summed from the ledger
 * (money_movements): its own movements and those of the orders it links, as orderMovements lists.
 */
export async function orderLedgerSums(
  db: DbOrTx,
  payables: Payables,
  orderType: OrderType,
  orderId: string,
): Promise<LedgerSums> {
  const linked = (await payables.get(orderType)?.linkedOrders?.(orderId, db)) ?? [];
  return createMoneyLedger({ db }).sums([{ orderType, orderId }, ...linked]);
}

/** The movements on the wire (orderMoney): decimals, one dated list, and the sums that went through. */
export function orderMoneyWire(m: OrderMovements, fallbackCurrency: string): OrderMoney {
  const sum = (list: ReceiptMoneyEvent[]) =>
    list.filter((e) => e.status === 'succeeded').reduce((s, e) => s + e.amount, 0);
  const paid = sum(m.payments);
  const refunded = sum(m.refunds);
  const movements = [
    ...m.payments.map((e) => ({ ...e, kind: 'payment' as const })),
    ...m.refunds.map((e) => ({ ...e, kind: 'refund' as const })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((e) => ({ ...e, amount: toDecimal(e.amount) }));
  return {
    currency: m.currency ?? fallbackCurrency,
    paid: toDecimal(paid),
    refunded: toDecimal(refunded),
    net: toDecimal(paid - refunded),
    movements,
  };
}

import type { ReceiptMoneyEvent } from '@farewise/domain/orders/receipt';
import type { DbOrTx } from '../../db/client.ts';
import { createPaymentsRepository } from './payments.repository.ts';

const PAYMENT_KINDS: Record<string, string> = {
  full: 'Card payment',
  deposit: 'Deposit',
  instalment: 'Instalment',
};

/**
 * The payments and refunds of an order as the payments module's ledger has them (payments and
 * payment_refunds), not as the order row copies them: a refund still on its way says so.
 */
export async function ledgerOf(
  db: DbOrTx,
  orderType: string,
  orderId: string,
): Promise<{ payments: ReceiptMoneyEvent[]; refunds: ReceiptMoneyEvent[] }> {
  const repo = createPaymentsRepository({ db });
  const rows = await repo.forOrder(orderType, orderId);
  const charged = rows.filter((p) => p.status === 'succeeded');
  const card = (p: (typeof rows)[number]) =>
    p.cardBrand && p.cardLast4 ? `${p.cardBrand} ending ${p.cardLast4}` : 'card';
  const payments = charged.map((p) => ({
    at: p.createdAt.toISOString(),
    label: `${PAYMENT_KINDS[p.kind] ?? 'Card payment'}, ${card(p)}`,
    amount: p.amount,
    status: p.status,
  }));
  const byId = new Map(rows.map((p) => [p.id, p]));
  const refunds = (await repo.refundsOf(charged.map((p) => p.id)))
    .filter((r) => r.status !== 'failed')
    .map((r) => {
      const paid = byId.get(r.paymentId);
      return {
        at: (r.settledAt ?? r.createdAt).toISOString(),
        label: `Refund to ${paid ? card(paid) : 'card'}`,
        amount: r.amount,
        status: r.status,
      };
    });
  return { payments, refunds };
}

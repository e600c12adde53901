import type { DbOrTx } from '../../db/client.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { AftersalesRepository } from './aftersales.repository.ts';
import { cardLabel, type AftersalesDeps, type FundBags, type Funds } from './aftersales-deps.ts';
import { couponStatus } from './aftersales-order.ts';
import { passengersOf } from '../flight-orders/index.ts';
import { detailsOf } from './aftersales-view.ts';

/** The money of an order after-sales can give back: its payments and its extra bags' payments. */
export function createFundsOf(
  deps: Pick<AftersalesDeps, 'payments'>,
  requests: AftersalesRepository,
) {
  /**
   * What was paid for an order and where it can go back: the booking's own payments and those of
   * its completed changes (a split booking draws on the booking it came from). A refund reads
   * them in its transaction, after the order is locked (`tx`); a page outside any.
   */
  async function fundsOf(row: FlightOrderRow, tx?: DbOrTx): Promise<Funds> {
    const pay = deps.payments();
    if (!pay) return { sources: [], bags: [], paid: 0, refunded: 0, card: null };
    const payer = row.splitFromOrderId ?? row.id;
    const changes = (await requests.forOrder(payer, tx)).filter(
      (r) => r.kind === 'change' && r.chargeAmount > 0 && r.status === 'completed',
    );
    const rows = [
      ...(await pay.paymentsOf('flight', payer, tx)),
      ...(await Promise.all(changes.map((r) => pay.paymentsOf('aftersales', r.id, tx)))).flat(),
    ]
      .filter((p) => p.status === 'succeeded')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const sources = rows.map((p) => ({
      paymentId: p.id,
      amount: p.amount,
      refunded: p.refundedAmount,
      card: cardLabel(p.cardBrand, p.cardLast4),
    }));
    // Bags of tickets still open, each line up to what is left of its payment.
    const bags: FundBags[] = [];
    const people = passengersOf(row);
    const bagRequests = (await requests.forOrder(row.id, tx)).filter(
      (r) => r.kind === 'bags' && r.status === 'completed',
    );
    for (const r of bagRequests) {
      const charged = (await pay.paymentsOf('aftersales', r.id, tx)).filter(
        (p) => p.status === 'succeeded',
      );
      let left = charged.reduce((s, p) => s + p.amount - p.refundedAmount, 0);
      for (const line of detailsOf(r).bags ?? []) {
        const p = people[line.passengerIndex];
        if (!p || couponStatus(p, line.direction) !== 'open' || !charged[0]) continue;
        const amount = Math.min(line.amount, left);
        if (amount <= 0) continue;
        left -= amount;
        bags.push({
          passengerIndex: line.passengerIndex,
          direction: line.direction,
          pieces: line.pieces,
          amount,
          paymentId: charged[0].id,
        });
      }
    }
    return {
      sources,
      bags,
      paid: sources.reduce((s, p) => s + p.amount, 0),
      refunded: sources.reduce((s, p) => s + p.refunded, 0),
      card: sources.find((s) => s.card)?.card ?? null,
    };
  }
  return fundsOf;
}

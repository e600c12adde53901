import { describe, expect, it } from 'vitest';
import { refundOverPayments, type RefundGateway } from './order-refunds.ts';

type Call = { paymentId: string; amount: number; idempotencyKey: string };

/** A gateway that answers each call with the next status of its script (then 'succeeded'). */
function gateway(script: ('succeeded' | 'processing' | 'failed' | 'throw')[] = []) {
  const calls: Call[] = [];
  const g: RefundGateway = {
    async refundPayment(opts) {
      calls.push(opts);
      const next = script.shift() ?? 'succeeded';
      if (next === 'throw') throw new Error('gateway down');
      return { status: next };
    },
  };
  return { g, calls };
}

const payments = [
  { paymentId: 'pay_1', amount: 6000, status: 'succeeded' },
  { paymentId: null, amount: 0, status: 'failed' },
  { paymentId: 'pay_2', amount: 4000, status: 'succeeded' },
];

describe('refundOverPayments', () => {
  it('spreads a refund over the succeeded payments, oldest first, one key a payment', async () => {
    const { g, calls } = gateway();
    const outcome = await refundOverPayments({
      gateway: g,
      payments,
      amount: 7500,
      refundId: 'r1',
      keyPrefix: 'hotel-refund',
    });
    expect(outcome).toBe('refunded');
    expect(calls).toEqual([
      { paymentId: 'pay_1', amount: 6000, idempotencyKey: 'hotel-refund:r1:pay_1' },
      { paymentId: 'pay_2', amount: 1500, idempotencyKey: 'hotel-refund:r1:pay_2' },
    ]);
  });

  it('is not done while the gateway has not given the money back, and the retry uses the same keys', async () => {
    for (const answer of ['processing', 'failed', 'throw'] as const) {
      const { g, calls } = gateway(['succeeded', answer]);
      const errors: unknown[] = [];
      const first = await refundOverPayments({
        gateway: g,
        payments,
        amount: 10000,
        refundId: 'r2',
        keyPrefix: 'activity-refund',
        onError: (err) => errors.push(err),
      });
      expect(first).toBe('failed');
      expect(errors).toHaveLength(1);
      const retry = await refundOverPayments({
        gateway: g,
        payments,
        amount: 10000,
        refundId: 'r2',
        keyPrefix: 'activity-refund',
      });
      expect(retry).toBe('refunded');
      expect(calls.map((c) => c.idempotencyKey)).toEqual([
        'activity-refund:r2:pay_1',
        'activity-refund:r2:pay_2',
        'activity-refund:r2:pay_1',
        'activity-refund:r2:pay_2',
      ]);
    }
  });

  it('records without calling a gateway when nothing was paid through one, or nothing is due', async () => {
    const { g, calls } = gateway();
    const unpaid = [{ paymentId: null, amount: 0, status: 'failed' }];
    expect(
      await refundOverPayments({
        gateway: g,
        payments: unpaid,
        amount: 500,
        refundId: 'a',
        keyPrefix: 'k',
      }),
    ).toBe('recorded');
    expect(
      await refundOverPayments({ gateway: g, payments, amount: 0, refundId: 'b', keyPrefix: 'k' }),
    ).toBe('recorded');
    expect(calls).toEqual([]);
  });

  it('is not given back while no gateway is there to give it back', async () => {
    expect(
      await refundOverPayments({
        gateway: undefined,
        payments,
        amount: 500,
        refundId: 'c',
        keyPrefix: 'k',
      }),
    ).toBe('failed');
  });
});

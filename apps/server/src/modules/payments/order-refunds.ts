/**
 * What an order kind (hotel, activity) needs to give money back: the payments service's refund
 * call, and one way to spread a refund over the order's succeeded payments.
 */

/** The payments service's refund call (absent when payments is not registered). */
export interface RefundGateway {
  refundPayment(opts: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ status: 'succeeded' | 'processing' | 'failed' }>;
}

/** A payment as an order keeps it: only succeeded ones with a gateway id can be refunded. */
export interface OrderPaymentRecord {
  paymentId: string | null;
  amount: number;
  status: string;
}

/**
 * How a refund ended: `refunded` (the gateway gave all of it back), `recorded` (nothing to give
 * back through a gateway: no payment or nothing paid) or `failed` (part or all not given back yet,
 * no gateway registered included; the retry asks again with the same keys, so no part moves
 * twice). Money is given back only when the gateway says so (decision 051).
 */
export type OrderRefundOutcome = 'refunded' | 'recorded' | 'failed';

/**
 * Gives `amount` back over the order's succeeded payments, oldest first, each part with the key
 * `${keyPrefix}:${refundId}:${paymentId}`. Runs outside any transaction (the gateway is slow or
 * may not answer); the caller settles its order's status from the outcome.
 */
export async function refundOverPayments(opts: {
  gateway: RefundGateway | undefined;
  payments: readonly OrderPaymentRecord[];
  amount: number;
  refundId: string;
  keyPrefix: string;
  onError?: (err: unknown) => void;
}): Promise<OrderRefundOutcome> {
  const paid = opts.payments.filter((p) => p.status === 'succeeded' && p.paymentId);
  if (paid.length === 0 || opts.amount === 0) return 'recorded';
  // Money was taken through a gateway: without one, nothing went back yet.
  if (!opts.gateway) return 'failed';
  let left = opts.amount;
  try {
    for (const p of paid) {
      const part = Math.min(left, p.amount);
      if (part <= 0) continue;
      const result = await opts.gateway.refundPayment({
        paymentId: p.paymentId as string,
        amount: part,
        idempotencyKey: `${opts.keyPrefix}:${opts.refundId}:${p.paymentId}`,
      });
      // Not given back yet (no answer, or refused): the retry asks again with the same key.
      if (result.status !== 'succeeded') throw new Error(`refund ${result.status}`);
      left -= part;
    }
  } catch (err) {
    opts.onError?.(err);
    return 'failed';
  }
  return 'refunded';
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sliceSchedule } from '@farewise/domain/flights/slice-payment';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';
import type { Payable, PayableOrder } from './payable.ts';

/** The tests' clock starts here, so expiry and due dates do not drift with the calendar. */
export const PAY_TEST_NOW = new Date('2025-06-15T12:00:00Z');

export interface FakeOrder extends PayableOrder {
  token: string;
  events: string[];
}

/** A stand-in order type: payments must work with any payable, knowing nothing of flights or hotels. */
export function fakePayable() {
  const orders = new Map<string, FakeOrder>();
  const payable: Payable = {
    async load(orderId) {
      const o = orders.get(orderId);
      return o ? { ...o } : null;
    },
    async canAccess(request, orderId) {
      const o = orders.get(orderId);
      if (!o) return false;
      if (o.ownerUserId) return request.user?.id === o.ownerUserId;
      return request.headers['x-order-token'] === o.token;
    },
    async onPaid({ orderId, payment }) {
      const o = orders.get(orderId)!;
      o.status = 'paid';
      o.events.push(`paid:${payment.kind}:${payment.amount}`);
    },
    async onFailed({ orderId, reason }) {
      const o = orders.get(orderId)!;
      o.status = 'cancelled';
      o.events.push(`failed:${reason}`);
    },
    async onInstalmentMissed({ orderId, instalmentNumber }) {
      orders.get(orderId)!.events.push(`missed:${instalmentNumber}`);
    },
    async onCancelForMissed({ orderId }) {
      const o = orders.get(orderId)!;
      o.status = 'cancelled';
      o.events.push('cancelled-for-missed');
    },
    async onFullyPaid({ orderId }) {
      orders.get(orderId)!.events.push('fully-paid');
    },
  };
  return {
    payable,
    orders,
    /** A guest's order awaiting payment (AUD 1,000.00 by default, departing in about 11 weeks). */
    add(over: Partial<FakeOrder> = {}): { id: string; order: FakeOrder } {
      const id = randomUUID();
      const amountDue = over.amountDue ?? 100_000;
      const order: FakeOrder = {
        amountDue,
        currency: 'AUD',
        paymentType: 'full',
        ownerUserId: null,
        guestEmail: `guest-${id.slice(0, 8)}@example.com`,
        status: 'awaiting_payment',
        token: `token-${id}`,
        events: [],
        ...over,
      };
      if (order.paymentType === 'slice' && !over.schedule) {
        order.schedule = sliceSchedule({
          total: amountDue,
          currency: order.currency,
          bookedOn: '2025-06-15',
          departureDate: '2025-09-01',
        });
      }
      orders.set(id, order);
      return { id, order };
    },
  };
}

export async function makePaymentsApp(opts: { clock?: ReturnType<typeof manualClock> } = {}) {
  const clock = opts.clock ?? manualClock(PAY_TEST_NOW);
  const app: FastifyInstance = await buildApp(testConfig(), { clock });
  await app.ready();
  const fake = fakePayable();
  app.payments.payables.register('flight', fake.payable);
  return { app, clock, fake };
}

export const CARDS = {
  ok: '4242 4242 4242 4242',
  threeDs: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
};

export const card = (number: string) => ({
  number,
  name: 'Ann Lee',
  expMonth: 12,
  expYear: 30,
  cvc: '123',
});

/**
 * What the gateway's card fields do in the browser: the card goes to the sandbox gateway's
 * tokenise route (never to the site's API) and the page gets a one-use payment method.
 */
export async function paymentMethod(app: FastifyInstance, number: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/tokenise',
    payload: card(number),
  });
  if (res.statusCode !== 200) throw new Error(`tokenise answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { paymentMethod: string }).paymentMethod;
}

/** POSTs a payment call as the guest holding the order's token. */
export async function call(app: FastifyInstance, url: string, payload: object, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/v3/commonb2c/${url}`,
    payload,
    headers: token ? { 'x-order-token': token } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      code: number;
      msg: string;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whichever call shape they made
      data: any;
      errors?: { field: string; message: string }[];
    },
  };
}

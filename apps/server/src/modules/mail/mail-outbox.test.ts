import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { RefundQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import { call, uniqueEmail } from '../../../test/helpers.ts';
import { freePort } from '../../../test/redis-server.ts';
import { manualClock } from '../../shared/clock.ts';
import { makeFlightOrdersApp } from '../flight-orders/flight-orders.test-support.ts';
import { CARD, paidOrder, psgList, submit } from '../aftersales/aftersales.test-support.ts';
import { paymentMethod } from '../payments/payments.test-support.ts';
import { mailOutbox } from './mail.table.ts';

/** A mail server that accepts connections and never says a word (hung, or a network that drops replies). */
async function silentSmtp(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** Connections open and waiting for the server's greeting. */
    waiting: () => sockets.size,
    stopListening: () => new Promise<void>((resolve) => server.close(() => resolve())),
    hangUp: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

interface Received {
  to: string;
  raw: string;
}

async function workingSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let port: number;
let silent: Awaited<ReturnType<typeof silentSmtp>>;
let working: Awaited<ReturnType<typeof workingSmtp>> | undefined;

beforeAll(async () => {
  port = await freePort();
  silent = await silentSmtp(port);
  app = await makeFlightOrdersApp(clock, { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});
afterAll(async () => {
  silent?.hangUp();
  await silent?.stopListening().catch(() => undefined);
  await app?.close();
  await working?.close();
});

const outboxOf = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('a mail server that hangs', () => {
  test('does not hold up paid bookings: the look-up and a refund answer while the mail waits, and the outbox sends it later', async () => {
    const email = uniqueEmail('hung-smtp');
    const order = await paidOrder(app, {
      product: 'RF24',
      date: '2026-12-20',
      retDate: '2026-12-27',
      email,
      pay: false,
    });
    const paid = await call<{ status: string }>(app, {
      method: 'POST',
      url: '/v3/commonb2c/createPayment',
      payload: {
        orderType: 'flight',
        orderId: order.orderId,
        paymentType: 'full',
        paymentMethod: await paymentMethod(app, CARD.number),
        idempotencyKey: `pay-${order.orderId}`,
      },
      headers: order.headers,
    });
    expect(paid.body.data.status, paid.body.msg).toBe('succeeded');

    // Tickets are issued and the confirmation queued; its delivery hangs on the silent server.
    expect(await app.flightOrders!.issuePendingTickets()).toBe(1);
    const lookUp = await call<{ status: number }>(app, {
      method: 'POST',
      url: '/v2/order/commonQuery',
      payload: { orderId: order.orderId },
      headers: order.headers,
    });
    expect(lookUp.status, lookUp.body.msg).toBe(200);
    expect(lookUp.body.data.status).toBe(3);

    const options = await psgList(app, order, '&kind=refund&passengers=0&directions=0,1');
    expect(options.status, options.body.msg).toBe(200);
    const quote = options.body.data.quote as RefundQuoteWire;
    const refund = await submit(app, order, {
      kind: 'refund',
      passengers: [0],
      directions: [0, 1],
      quote: { quotedAt: quote.quotedAt, amount: quote.amount },
      reason: 'My plans changed',
    });
    expect(refund.status, refund.body.msg).toBe(200);

    // All of that answered while the mail server still had not said a word.
    expect(silent.waiting()).toBeGreaterThan(0);
    const waiting = await outboxOf(email);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((m) => m.status === 'queued')).toBe(true);

    // The mail server comes back; the hung attempt fails and is tried again later.
    await silent.stopListening();
    working = await workingSmtp(port);
    silent.hangUp();
    await app.mailer.deliverQueued();
    clock.advance(10 * 60_000);
    await app.mailer.deliverQueued();

    const after = await outboxOf(email);
    expect(after.map((m) => m.status)).toEqual(after.map(() => 'sent'));
    const confirmation = working.received.find(
      (m) => m.to === email && /Content-Type: application\/pdf/i.test(m.raw),
    );
    expect(confirmation, 'the confirmation with its receipt').toBeDefined();
    expect(working.received.filter((m) => m.to === email)).toHaveLength(after.length);
  });
});

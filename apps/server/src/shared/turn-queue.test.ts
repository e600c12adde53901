import { describe, expect, test } from 'vitest';
import net from 'node:net';
import { createTurnQueue } from './turn-queue.ts';

/** Counts the event loop's turns: an immediate set from an immediate runs on the next turn. */
function turnCounter(turns: number) {
  const counter = { turn: 0 };
  const tick = () => {
    counter.turn++;
    if (counter.turn < turns) setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

describe('the turn queue (decision 033)', () => {
  test('lets one caller through a turn of the event loop, in the order they came', async () => {
    const queue = createTurnQueue();
    const counter = turnCounter(20);
    const seen: { who: number; turn: number }[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((who) =>
        queue.turn().then(() => {
          seen.push({ who, turn: counter.turn });
        }),
      ),
    );
    expect(seen.map((s) => s.who)).toEqual([1, 2, 3, 4]);
    const turns = seen.map((s) => s.turn);
    for (let i = 1; i < turns.length; i++) expect(turns[i]).toBe(turns[i - 1]! + 1);
    expect(queue.waiting).toBe(0);
  });

  test('a lone caller goes through in the turn it asked in', async () => {
    const queue = createTurnQueue();
    const counter = turnCounter(5);
    // Asked before the counter's first tick ran: the caller comes through in that same turn.
    await queue.turn();
    expect(counter.turn).toBe(1);
  });

  test('a server takes in a new connection between two callers, not after them all', async () => {
    const queue = createTurnQueue();
    const order: string[] = [];
    const server = net.createServer((socket) => {
      order.push('connection');
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const callers = Array.from({ length: 30 }, (_, n) =>
      queue.turn().then(() => {
        // The first caller's client connects while the callers are waiting their turns.
        if (n === 0) net.connect(port, '127.0.0.1').on('error', () => {});
        busy(2);
        order.push(`#${n}`);
      }),
    );
    await Promise.all(callers);
    for (let i = 0; i < 100 && !order.includes('connection'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // All thirty in one turn would take the connection in only after the last (60 ms later).
    expect(order.indexOf('connection')).toBeGreaterThan(0);
    expect(order.indexOf('connection')).toBeLessThan(order.length - 1);
  });
});

/**
 * The search worker's thread (decision 031): prices and writes new searches' answers beside the
 * main thread, which keeps HTTP, validation, the answer cache and the offer rows. It has its own
 * simulated supplier (the same deterministic schedule and fares, its own caches) and a copy of
 * the main thread's seat view, which follows every count the main thread notes, in order: a
 * search is priced on the seats the main thread knew when it asked.
 */
import { parentPort } from 'node:worker_threads';
import { systemClock } from '../../shared/clock.ts';
import { createSimulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { createRoutingPricing } from './routing-pricing.ts';
import { createRoutingWire } from './routing-wire.ts';
import { renderAnswer } from './search-answer.ts';
import { createSeatView } from './seat-view.ts';
import type { ToWorker, FromWorker } from './search-worker-messages.ts';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');

const supplier = createSimulatedFlightSupplier();
const seats = createSeatView(supplier);
const wire = createRoutingWire(supplier);
// Only priceRoutings runs here, which reads no inventory (options are priced on the main thread).
const inventory = new Proxy({} as Parameters<typeof createRoutingPricing>[0]['inventory'], {
  get() {
    throw new Error('the search worker reads no seat inventory');
  },
});
const pricing = createRoutingPricing({ clock: systemClock, supplier, seats, wire, inventory });

const send = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

port.on('message', (message: ToWorker) => {
  if (message.kind === 'seats') {
    seats.note(message.counts);
    return;
  }
  if (message.kind === 'exit') process.exit(message.code);
  const { id, job } = message;
  renderAnswer({ pricing, wire }, job).then(
    ({ bytes, membersAt }) => {
      // The answer's own memory (allocUnsafeSlow) is handed over, not copied.
      const buffer = bytes.buffer as ArrayBuffer;
      send({ kind: 'answer', id, buffer, length: bytes.length, membersAt }, [buffer]);
    },
    (err: unknown) => send({ kind: 'failed', id, message: String(err) }),
  );
});
send({ kind: 'ready' });

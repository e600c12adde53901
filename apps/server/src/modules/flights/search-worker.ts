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
import { ownMemory, renderAnswer } from './search-answer.ts';
import { OutboxWriter, type OutboxPlace } from './search-outbox.ts';
import { createSeatView } from './seat-view.ts';
import type { ToWorker, FromWorker } from './search-worker-messages.ts';
import type { AnswerJob } from './search-answer.ts';

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

const outbox = new OutboxWriter();
send({ kind: 'outbox', memory: outbox.memory });

port.on('message', (message: ToWorker) => {
  if (message.kind === 'seats') {
    seats.note(message.counts);
    return;
  }
  if (message.kind === 'exit') process.exit(message.code);
  const { id, job } = message;
  // Written into the outbox; when answers not yet copied out leave no room there, into memory
  // of its own, handed over.
  let place: OutboxPlace | undefined;
  const memory = (bytes: Buffer) => {
    const put = outbox.put(bytes);
    place = put?.place;
    return put ? put.bytes : ownMemory(bytes);
  };
  renderAnswer({ pricing, wire }, job, memory).then(
    ({ bytes, membersAt }) => {
      if (place) send({ kind: 'answer', id, length: bytes.length, membersAt, place });
      else {
        const buffer = bytes.buffer as ArrayBuffer;
        send({ kind: 'answer', id, length: bytes.length, membersAt, buffer }, [buffer]);
      }
    },
    (err: unknown) => send({ kind: 'failed', id, message: String(err) }),
  );
});
/**
 * A few searches priced as the thread starts, before any request (the server is still starting):
 * the thread's code is compiled and optimised on them instead of on travellers' first searches.
 * Routes the flight bench does not search, departures 200 days out and more (its searches leave
 * within 130 days), so no search it measures finds its day's flights made here.
 */
function warmUpJobs(): AnswerJob[] {
  const day = new Date().toISOString().slice(0, 10);
  const ahead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const trip = (
    from: string,
    to: string,
    out: number,
    back: number | null,
    adults: number,
    children: number,
    cabin: 'Y' | 'C',
  ): AnswerJob['params'] => ({
    tripType: back === null ? 1 : 2,
    from,
    to,
    fromCity: from,
    toCity: to,
    fromDate: ahead(out),
    retDate: back === null ? null : ahead(back),
    adults,
    children,
    cabin,
  });
  const job = (params: AnswerJob['params']): AnswerJob => ({
    params,
    currency: 'AUD',
    rate: 1.5,
    day,
    uniqueKey: 'warm-up-warm-up-',
    expiresAt: new Date(0).toISOString(),
  });
  return [
    job(trip('BNE', 'SIN', 200, 210, 2, 1, 'Y')),
    job(trip('CDG', 'JFK', 203, null, 1, 0, 'C')),
    job(trip('DXB', 'BKK', 206, 213, 1, 0, 'Y')),
    job({
      ...trip('DEL', 'DXB', 209, null, 2, 0, 'Y'),
      tripType: 3,
      legs: [
        { from: 'DEL', to: 'DXB', fromCity: 'DEL', toCity: 'DXB', date: ahead(209) },
        { from: 'DXB', to: 'IST', fromCity: 'DXB', toCity: 'IST', date: ahead(214) },
        { from: 'IST', to: 'DEL', fromCity: 'IST', toCity: 'DEL', date: ahead(220) },
      ],
    }),
  ];
}

async function warmUp() {
  for (const job of warmUpJobs()) await renderAnswer({ pricing, wire }, job);
}

// Messages that arrive meanwhile wait their turn (the thread is busy until it is done).
warmUp().then(
  () => send({ kind: 'ready' }),
  () => send({ kind: 'ready' }),
);

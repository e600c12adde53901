import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RoutingPricing } from './routing-pricing.ts';
import type { RoutingWire } from './routing-wire.ts';
import {
  ownMemory,
  renderAnswer,
  type AnswerJob,
  type AnswerMemory,
  type SearchAnswer,
} from './search-answer.ts';
import { OutboxReader } from './search-outbox.ts';
import type { FromWorker, ToWorker } from './search-worker-messages.ts';
import type { SeatView } from './seat-view.ts';

/** Prices and writes new searches' answers: in this thread, or in the search worker (decision 031). */
export interface AnswerRenderer {
  /** The answer, its bytes copied into `memory` (memory of their own by default). */
  render(job: AnswerJob, memory?: AnswerMemory): Promise<SearchAnswer>;
  /** Settles once the renderer can answer at full speed (the worker started and warmed up). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** In this thread, between the requests. */
export function inProcessRenderer(deps: {
  pricing: RoutingPricing;
  wire: RoutingWire;
}): AnswerRenderer {
  return {
    render: (job, memory = ownMemory) => renderAnswer(deps, job, memory),
    ready: async () => {},
    close: async () => {},
  };
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Crashes within a minute after which the worker is not started again (searches run here). */
const MAX_CRASHES_A_MINUTE = 3;

/**
 * The search worker: a thread of its own prices and writes each new search (search-worker.ts),
 * with a copy of this thread's seat view that follows every change in order. Its answers come
 * back as bytes handed over, not copied. A search the worker cannot answer (it failed, crashed or
 * was stopped) is priced here instead by `fallback`, so no search is lost; a crashed worker is
 * started again, unless it keeps crashing.
 */
export function workerRenderer({
  seats,
  fallback,
  log,
}: {
  seats: SeatView;
  fallback: AnswerRenderer;
  log?: Log;
}): AnswerRenderer & {
  /** Tests: ends the worker as a crash would. */
  crash(): void;
  /** Whether a worker thread is running (false once it was given up or closed). */
  readonly running: boolean;
} {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;
  const crashes: number[] = [];
  const pending = new Map<
    number,
    {
      job: AnswerJob;
      memory: AnswerMemory;
      resolve: (a: SearchAnswer) => void;
      reject: (e: unknown) => void;
    }
  >();
  const post = (w: Worker, message: ToWorker) => w.postMessage(message);
  /** The first worker's warm-up (search-worker.ts): settles when it is done, or the thread ends. */
  let warmedUp: () => void = () => {};
  const firstReady = new Promise<void>((resolve) => (warmedUp = resolve));

  /** Searches the worker will not answer are priced here: the same answer, or the same error. */
  function inThread(job: AnswerJob, memory: AnswerMemory) {
    return fallback.render(job, memory);
  }

  function start() {
    const w = spawn();
    worker = w;
    // The worker never keeps the process alive by itself: the app's close ends it.
    w.unref();
    post(w, { kind: 'seats', counts: seats.counts() });
    let outbox: OutboxReader | null = null;
    w.on('message', (message: FromWorker) => {
      if (message.kind === 'outbox') {
        outbox = new OutboxReader(message.memory);
        return;
      }
      if (message.kind === 'ready') {
        warmedUp();
        return;
      }
      const job = pending.get(message.id);
      if (message.kind === 'answer') {
        // Copied out of the outbox at once (whether or not the search still waits for it).
        const { place, buffer, length } = message;
        const source = place
          ? outbox?.view(place, length)
          : buffer && Buffer.from(buffer, 0, length);
        const bytes = job && source ? job.memory(source) : undefined;
        if (place) outbox?.copiedOut(place);
        if (job && bytes) {
          pending.delete(message.id);
          job.resolve({
            uniqueKey: job.job.uniqueKey,
            expiresAt: job.job.expiresAt,
            bytes,
            membersAt: message.membersAt,
          });
          return;
        }
      }
      if (!job) return;
      pending.delete(message.id);
      inThread(job.job, job.memory).then(job.resolve, job.reject);
    });
    w.on('error', (err) => log?.error({ err }, 'flight search worker failed'));
    w.on('exit', (code) => {
      warmedUp();
      if (worker === w) worker = null;
      // Everything it had not answered is priced here.
      const lost = [...pending.values()];
      pending.clear();
      for (const p of lost) inThread(p.job, p.memory).then(p.resolve, p.reject);
      if (closed) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0]! < now - 60_000) crashes.shift();
      if (crashes.length > MAX_CRASHES_A_MINUTE) {
        log?.error(
          { code },
          'flight search worker keeps stopping: searches are priced in the main thread',
        );
        return;
      }
      log?.warn({ code, lost: lost.length }, 'flight search worker stopped: started again');
      start();
    });
  }

  const stopListening = seats.onChange((changed) => {
    if (worker) post(worker, { kind: 'seats', counts: changed });
  });
  start();

  return {
    render(job, memory = ownMemory) {
      const w = worker;
      if (!w) return inThread(job, memory);
      const id = nextId++;
      return new Promise<SearchAnswer>((resolve, reject) => {
        pending.set(id, { job, memory, resolve, reject });
        post(w, { kind: 'render', id, job });
      });
    },
    ready: () => firstReady,
    crash() {
      if (worker) post(worker, { kind: 'exit', code: 70 });
    },
    get running() {
      return worker !== null;
    },
    async close() {
      closed = true;
      stopListening();
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * The worker thread: the built search-worker.js beside the built server, or search-worker.ts
 * through tsx's loader when the server runs from its sources (development, tests).
 */
function spawn(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(`./search-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources) return new Worker(file);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(
    `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(fileURLToPath(file))});`,
    { eval: true },
  );
}

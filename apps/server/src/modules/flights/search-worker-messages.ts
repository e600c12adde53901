import type { SeatCount } from './inventory.repository.ts';
import type { AnswerJob } from './search-answer.ts';
import type { OutboxMemory, OutboxPlace } from './search-outbox.ts';

/** What the main thread tells the search worker, in order. */
export type ToWorker =
  /** Counts the main thread's seat view noted (the whole view first, then every change). */
  | { kind: 'seats'; counts: SeatCount[] }
  /** A new search to price and write. */
  | { kind: 'render'; id: number; job: AnswerJob }
  /** Tests: end the thread as a crash would. */
  | { kind: 'exit'; code: number };

/** What the search worker answers. */
export type FromWorker =
  /** The shared memory its answers are written in (its first message). */
  | { kind: 'outbox'; memory: OutboxMemory }
  | { kind: 'ready' }
  /**
   * The answer's bytes, as SearchAnswer has them: in the outbox at `place`, or (no room there)
   * `buffer`, handed over.
   */
  | {
      kind: 'answer';
      id: number;
      length: number;
      membersAt: number;
      place?: OutboxPlace;
      buffer?: ArrayBuffer;
    }
  | { kind: 'failed'; id: number; message: string };

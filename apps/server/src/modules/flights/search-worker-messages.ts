import type { SeatCount } from './inventory.repository.ts';
import type { AnswerJob } from './search-answer.ts';

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
  | { kind: 'ready' }
  /** The answer's bytes (buffer, handed over), as SearchAnswer has them. */
  | { kind: 'answer'; id: number; buffer: ArrayBuffer; length: number; membersAt: number }
  | { kind: 'failed'; id: number; message: string };

/**
 * The search worker's answers on their way to the main thread (decision 037): written into
 * memory both threads share, taken once when the worker starts, and copied out by the main thread
 * as each answer's message arrives. An answer handed over as memory of its own counted, on the
 * main thread, as new memory outside V8's heap: every 64 MB or so of it made V8 mark that
 * thread's whole heap again.
 *
 * The worker writes answers one after another round the block; the main thread says, through a
 * shared counter, up to which answer it has copied, and the worker never writes over an answer
 * not yet copied (it hands one over as memory of its own when there is no room).
 */

/** Bytes of the shared block: far more than the answers a busy main thread leaves waiting. */
export const OUTBOX_BYTES = 8 * 1024 * 1024;

/** What the main thread needs to read the worker's answers (sent once, as the worker starts). */
export interface OutboxMemory {
  data: SharedArrayBuffer;
  /** One Int32: the number of the last answer the main thread has copied out. */
  copied: SharedArrayBuffer;
}

/** An answer's place in the outbox, in its message. */
export interface OutboxPlace {
  /** The answer's number (from 1), which the main thread acknowledges once copied. */
  seq: number;
  at: number;
}

/** The worker's side: places answers in the block. */
export class OutboxWriter {
  readonly memory: OutboxMemory;
  private readonly data: Buffer;
  private readonly copied: Int32Array;
  private seq = 0;
  private head = 0;
  /** Answers written and not yet copied out, oldest first. */
  private waiting: { seq: number; start: number }[] = [];

  constructor(size = OUTBOX_BYTES) {
    this.memory = {
      data: new SharedArrayBuffer(size),
      copied: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
    };
    this.data = Buffer.from(this.memory.data);
    this.copied = new Int32Array(this.memory.copied);
  }

  /** Copies an answer in; undefined when answers not yet copied out leave no room for it. */
  put(bytes: Uint8Array): { place: OutboxPlace; bytes: Buffer } | undefined {
    const copied = Atomics.load(this.copied, 0);
    let gone = 0;
    while (gone < this.waiting.length && this.waiting[gone]!.seq <= copied) gone++;
    if (gone) this.waiting = this.waiting.slice(gone);
    const length = bytes.length;
    const size = this.data.length;
    if (length > size) return undefined;
    let at: number;
    if (this.waiting.length === 0) at = this.head + length <= size ? this.head : 0;
    else {
      const oldest = this.waiting[0]!.start;
      const newest = this.waiting[this.waiting.length - 1]!.start;
      if (newest >= oldest) {
        // Waiting answers lie from oldest to head: room after head, or before oldest.
        if (this.head + length <= size) at = this.head;
        else if (length <= oldest) at = 0;
        else return undefined;
      } else if (this.head + length <= oldest) {
        // They lie from oldest to the end, then from the start to head: room between.
        at = this.head;
      } else return undefined;
    }
    this.data.set(bytes, at);
    this.head = at + length;
    const seq = ++this.seq;
    this.waiting.push({ seq, start: at });
    return { place: { seq, at }, bytes: this.data.subarray(at, at + length) };
  }
}

/** The main thread's side: reads an answer in place, then says it is copied. */
export class OutboxReader {
  private readonly data: SharedArrayBuffer;
  private readonly copied: Int32Array;

  constructor(memory: OutboxMemory) {
    this.data = memory.data;
    this.copied = new Int32Array(memory.copied);
  }

  /** The answer's bytes where they lie: to be copied before `copiedOut`. */
  view(place: OutboxPlace, length: number): Buffer {
    return Buffer.from(this.data, place.at, length);
  }

  /** The worker may write over this answer and every one before it. */
  copiedOut(place: OutboxPlace) {
    Atomics.store(this.copied, 0, place.seq);
  }
}

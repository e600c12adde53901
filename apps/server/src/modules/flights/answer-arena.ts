/**
 * Kept search answers in one block of memory, taken once and written round and round (decision
 * 037). An answer is a few hundred kB: as memory of its own each one counted as memory outside
 * V8's heap, and every 64 MB or so of it made V8 mark the request thread's whole heap (200 MB)
 * again, most of it on that thread, holding every request in flight for 100-230 ms. Copied into
 * this block, a new answer takes no new memory.
 *
 * Regions are laid one after another from where the last one ended; when the block's end is
 * reached the next one starts at its beginning. A new region takes the place of the oldest ones,
 * which are dropped (their `onDrop` runs), unless a region is held (an answer still being sent):
 * a held region is left where it is and the new one goes after it.
 */
export class AnswerRegion {
  /** How many holders it has: while any, its bytes are never written over. */
  private holders = 0;
  /** Set once its place is taken by newer regions. */
  dropped = false;
  /** Called when it is dropped. */
  onDrop: (() => void) | null = null;

  constructor(
    /** The region's bytes (a view of the arena's memory). */
    readonly bytes: Buffer,
    /** Where it starts in the arena. */
    readonly start: number,
    /** The arena's bytes written before it (its age is the arena's `written` minus this). */
    readonly writtenBefore: number,
  ) {}

  get held(): boolean {
    return this.holders > 0;
  }

  /** Keeps its bytes in place until the returned function is called (once is enough). */
  hold(): () => void {
    this.holders++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
    };
  }
}

export class AnswerArena {
  private memory: Buffer | null = null;
  /** Set when the block could not be taken (the system refused the memory): nothing is kept. */
  unavailable = false;
  /** Where the next region starts. */
  private head = 0;
  /** The regions in the order they follow each other from `head` round the block, oldest first. */
  private regions: AnswerRegion[] = [];
  /** Index of the oldest region in `regions` (the ones before it were dropped or moved). */
  private first = 0;
  /** Bytes written into regions since the arena was made. */
  written = 0;

  /** size: the block's bytes (taken at the first put, so an arena never used takes nothing). */
  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`arena size ${size}`);
  }

  /** The bytes written since a region's, as a share of the block (0: newest; near 1: next to go). */
  age(region: AnswerRegion): number {
    return (this.written - region.writtenBefore) / this.size;
  }

  /**
   * Copies bytes into a new region, held once (the returned region's first holder is the caller,
   * who releases it). Undefined when the bytes are over a quarter of the block, when held regions
   * leave no room, or when the block could not be taken: the caller keeps them elsewhere.
   */
  put(bytes: Uint8Array): { region: AnswerRegion; release: () => void } | undefined {
    const length = bytes.length;
    if (length > this.size / 4 || this.unavailable) return undefined;
    if (!this.memory) {
      try {
        this.memory = Buffer.allocUnsafeSlow(this.size);
      } catch {
        // Answers then live in memory of their own and are not kept: searches still work.
        this.unavailable = true;
        return undefined;
      }
    }
    // Two rounds of the block without room: every region in the way is held.
    let passed = 0;
    for (;;) {
      if (passed > 2 * this.size) return undefined;
      if (this.head + length > this.size) {
        // The end of the block is left unused this round: the regions there are dropped (held
        // ones stay, now the newest), and the search goes on from the start.
        this.clearToEnd();
        passed += this.size - this.head;
        this.head = 0;
        continue;
      }
      const blocked = this.clearUpTo(this.head + length);
      if (!blocked) break;
      // A held region in the way: the new one goes after it.
      const after = blocked.start + blocked.bytes.length;
      passed += after - this.head;
      this.head = after;
    }
    const start = this.head;
    this.memory.set(bytes, start);
    const region = new AnswerRegion(
      this.memory.subarray(start, start + length),
      start,
      this.written,
    );
    this.push(region);
    this.head = start + length;
    this.written += length;
    return { region, release: region.hold() };
  }

  /**
   * Drops the oldest regions that start before `end` (they all start at or after `head`), up to
   * a held one, which is moved to the newest end of the order and returned.
   */
  private clearUpTo(end: number): AnswerRegion | undefined {
    while (this.first < this.regions.length) {
      const oldest = this.regions[this.first]!;
      if (oldest.start < this.head || oldest.start >= end) return undefined;
      this.first++;
      if (oldest.held) {
        this.push(oldest);
        return oldest;
      }
      oldest.dropped = true;
      oldest.onDrop?.();
    }
    return undefined;
  }

  /** Drops every region from `head` to the block's end; held ones are moved to the newest end. */
  private clearToEnd() {
    // Each held region is moved once: as many turns as there are regions.
    for (let turns = this.regions.length - this.first; turns > 0; turns--)
      if (!this.clearUpTo(this.size)) return;
  }

  private push(region: AnswerRegion) {
    this.regions.push(region);
    // Compact the order once most of it is dropped regions' places.
    if (this.first > 1_024 && this.first * 2 > this.regions.length) {
      this.regions = this.regions.slice(this.first);
      this.first = 0;
    }
  }
}

import { describe, expect, test } from 'vitest';
import { constants } from 'node:buffer';
import { seededRandom } from '../../suppliers/flights/seeded-random.ts';
import { AnswerArena, type AnswerRegion } from './answer-arena.ts';

/** Bytes that tell which put wrote them (n), as long as asked. */
const bytesOf = (n: number, length: number) => {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (n * 31 + i) % 251;
  return bytes;
};

describe('the answer arena', () => {
  test('keeps what was put until newer regions need its place, then says it is dropped', () => {
    const arena = new AnswerArena(1_000);
    const dropped: number[] = [];
    const regions = [0, 1, 2, 3].map((n) => {
      const { region, release } = arena.put(bytesOf(n, 240))!;
      region.onDrop = () => dropped.push(n);
      release();
      return region;
    });
    expect(regions.map((r) => r.bytes.equals(bytesOf(regions.indexOf(r), 240)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // 960 bytes used: the next 240 go round to the start, over the oldest.
    const { region: fifth } = arena.put(bytesOf(4, 240))!;
    expect(dropped).toEqual([0]);
    expect(regions[0]!.dropped).toBe(true);
    expect(fifth.start).toBe(0);
    expect(fifth.bytes.equals(bytesOf(4, 240))).toBe(true);
    expect(regions.slice(1).every((r, i) => r.bytes.equals(bytesOf(i + 1, 240)))).toBe(true);
  });

  test('never writes over a held region: the new one goes after it', () => {
    const arena = new AnswerArena(1_000);
    const first = arena.put(bytesOf(0, 240))!;
    const second = arena.put(bytesOf(1, 240))!;
    second.release();
    arena.put(bytesOf(2, 240))!.release();
    arena.put(bytesOf(3, 240))!.release();
    // The first is still held (its answer being sent): the fifth goes after it, over the second.
    const fifth = arena.put(bytesOf(4, 240))!;
    expect(first.region.dropped).toBe(false);
    expect(first.region.bytes.equals(bytesOf(0, 240))).toBe(true);
    expect(fifth.region.start).toBe(240);
    expect(second.region.dropped).toBe(true);
    first.release();
    // Released, it goes with the next round.
    arena.put(bytesOf(5, 240));
    arena.put(bytesOf(6, 240));
    arena.put(bytesOf(7, 240));
    expect(first.region.dropped).toBe(true);
  });

  test('gives up, writing nothing, when held regions leave no room or the bytes are too many', () => {
    const arena = new AnswerArena(1_000);
    const held = [0, 1, 2, 3].map((n) => arena.put(bytesOf(n, 240))!);
    expect(arena.put(bytesOf(9, 240))).toBeUndefined();
    expect(held.every((h, n) => h.region.bytes.equals(bytesOf(n, 240)))).toBe(true);
    expect(held.some((h) => h.region.dropped)).toBe(false);
    expect(arena.put(bytesOf(9, 251))).toBeUndefined();
    held[2]!.release();
    expect(arena.put(bytesOf(9, 240))?.region.start).toBe(480);
  });

  test('a block the system will not give keeps nothing, and says so instead of failing', () => {
    // Over what one Buffer may be (4 GB on Node 20, far more on Node 22+): as the system refusing
    // the memory would.
    const arena = new AnswerArena(constants.MAX_LENGTH + 1);
    expect(arena.put(bytesOf(1, 1_000))).toBeUndefined();
    expect(arena.unavailable).toBe(true);
  });

  test('over thousands of puts, holds and releases, no region it keeps is ever written over', () => {
    const rnd = seededRandom('answer arena');
    const arena = new AnswerArena(64 * 1024);
    const live = new Map<number, { region: AnswerRegion; release: (() => void) | null }>();
    let drops = 0;
    let droppedHeld = 0;
    let refused = 0;
    for (let n = 0; n < 5_000; n++) {
      // Sizes that fill the block exactly now and then, and any others.
      const length =
        rnd.next() < 0.5
          ? [4_096, 8_192, 16_384][Math.floor(rnd.next() * 3)]!
          : 1 + Math.floor(rnd.next() * 12 * 1024);
      const put = arena.put(bytesOf(n, length));
      if (!put) refused++;
      else {
        put.region.onDrop = () => {
          drops++;
          // Dropped while still held: its bytes were about to be written over mid-send.
          if (live.get(n)?.release) droppedHeld++;
          live.delete(n);
        };
        // A few answers stay held for a while (slow clients); most are released at once.
        const keepHeld = rnd.next() < 0.15;
        if (!keepHeld) put.release();
        live.set(n, { region: put.region, release: keepHeld ? put.release : null });
      }
      for (const [m, entry] of live) {
        if (entry.release && rnd.next() < 0.1) {
          entry.release();
          entry.release = null;
        }
        expect(entry.region.dropped).toBe(false);
        if (n % 97 === 0)
          expect(entry.region.bytes.equals(bytesOf(m, entry.region.bytes.length))).toBe(true);
      }
      // Regions kept never overlap.
      if (n % 251 === 0) {
        const spans = [...live.values()]
          .map((e) => [e.region.start, e.region.start + e.region.bytes.length] as const)
          .sort((a, b) => a[0] - b[0]);
        for (let i = 1; i < spans.length; i++)
          expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
      }
    }
    for (const [m, entry] of live)
      expect(entry.region.bytes.equals(bytesOf(m, entry.region.bytes.length))).toBe(true);
    expect(droppedHeld).toBe(0);
    expect(drops).toBeGreaterThan(4_000);
    expect(refused).toBeLessThan(100);
  });
});

import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../suppliers/flights/seeded-random.ts';
import { OutboxReader, OutboxWriter, type OutboxPlace } from './search-outbox.ts';

const bytesOf = (n: number, length: number) => Buffer.alloc(length, n % 256);

describe("the search worker's outbox", () => {
  test('the main thread reads each answer where the worker wrote it', () => {
    const writer = new OutboxWriter(1_000);
    const reader = new OutboxReader(writer.memory);
    const a = writer.put(bytesOf(1, 300))!;
    const b = writer.put(bytesOf(2, 300))!;
    expect(reader.view(a.place, 300).equals(bytesOf(1, 300))).toBe(true);
    expect(reader.view(b.place, 300).equals(bytesOf(2, 300))).toBe(true);
    expect([a.place.seq, b.place.seq]).toEqual([1, 2]);
  });

  test('never writes over an answer not yet copied out; room comes back once it is', () => {
    const writer = new OutboxWriter(1_000);
    const reader = new OutboxReader(writer.memory);
    const places = [1, 2, 3].map((n) => writer.put(bytesOf(n, 300))!.place);
    // 900 bytes wait: no room for 300 more anywhere.
    expect(writer.put(bytesOf(4, 300))).toBeUndefined();
    expect(places.every((p, i) => reader.view(p, 300).equals(bytesOf(i + 1, 300)))).toBe(true);
    // The first is copied out: the next goes round to the start, in its place.
    reader.copiedOut(places[0]!);
    const fourth = writer.put(bytesOf(4, 300))!;
    expect(fourth.place.at).toBe(0);
    expect(reader.view(places[1]!, 300).equals(bytesOf(2, 300))).toBe(true);
    expect(reader.view(places[2]!, 300).equals(bytesOf(3, 300))).toBe(true);
    // Still no room after the fourth (the second and third wait).
    expect(writer.put(bytesOf(5, 100))).toBeUndefined();
    reader.copiedOut(places[2]!);
    expect(writer.put(bytesOf(5, 600))?.place.at).toBe(300);
  });

  test('an answer larger than the outbox is refused', () => {
    const writer = new OutboxWriter(1_000);
    expect(writer.put(bytesOf(1, 1_001))).toBeUndefined();
    expect(writer.put(bytesOf(1, 1_000))?.place.at).toBe(0);
  });

  test('over thousands of answers copied out late and in order, none waiting is written over', () => {
    const rnd = seededRandom('search outbox');
    const writer = new OutboxWriter(50_000);
    const reader = new OutboxReader(writer.memory);
    const waiting: { place: OutboxPlace; n: number; length: number }[] = [];
    let written = 0;
    let refused = 0;
    for (let n = 0; n < 5_000; n++) {
      // Sizes that fill the block exactly now and then, and any others.
      const length =
        rnd.next() < 0.5
          ? [2_500, 5_000, 10_000][Math.floor(rnd.next() * 3)]!
          : 1 + Math.floor(rnd.next() * 9_000);
      const put = writer.put(bytesOf(n, length));
      if (put) {
        written++;
        waiting.push({ place: put.place, n, length });
      } else refused++;
      // The main thread copies out a few at a time, in order.
      for (let k = Math.floor(rnd.next() * 3); k > 0 && waiting.length; k--) {
        const next = waiting.shift()!;
        expect(reader.view(next.place, next.length).equals(bytesOf(next.n, next.length))).toBe(
          true,
        );
        reader.copiedOut(next.place);
      }
      for (const w of waiting)
        expect(reader.view(w.place, w.length).equals(bytesOf(w.n, w.length))).toBe(true);
    }
    expect(written).toBeGreaterThan(3_000);
    expect(refused).toBeGreaterThan(0);
  });
});

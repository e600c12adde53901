import { describe, expect, test } from 'vitest';
import { createKeptAnswers } from './kept-answers.ts';

const answerOf = (n: number, length = 240) => {
  const bytes = Buffer.alloc(length, n);
  return { uniqueKey: `key-${n}`, expiresAt: '2026-12-01T00:00:00.000Z', bytes, membersAt: 0 };
};

/** Writes answer n through a new place, keeps it under `k<n>` and releases it. */
function keepAnswer(kept: ReturnType<typeof createKeptAnswers>, n: number) {
  const place = kept.place();
  const original = answerOf(n);
  const answer = { ...original, bytes: place.memory(original.bytes) };
  place.keep(`k${n}`, answer);
  const held = place.held(answer);
  held.release();
  return answer;
}

describe('kept search answers', () => {
  test('are found by key with their bytes until the arena writes over them', () => {
    // 1,000 bytes: four answers of 240.
    const kept = createKeptAnswers({ megabytes: 0.001 });
    for (const n of [0, 1, 2, 3]) keepAnswer(kept, n);
    expect(kept.find('k0')?.answer.bytes.equals(Buffer.alloc(240, 0))).toBe(true);
    expect(kept.find('k3')?.answer.uniqueKey).toBe('key-3');
    keepAnswer(kept, 4);
    expect(kept.find('k0')).toBeUndefined();
    expect(kept.find('k1')?.answer.bytes.equals(Buffer.alloc(240, 1))).toBe(true);
    expect(kept.find('k4')?.answer.bytes.equals(Buffer.alloc(240, 4))).toBe(true);
  });

  test('tell an answer half way round the arena from a new one', () => {
    const kept = createKeptAnswers({ megabytes: 0.001 });
    keepAnswer(kept, 0);
    expect(kept.isOld(kept.find('k0')!)).toBe(false);
    keepAnswer(kept, 1);
    keepAnswer(kept, 2);
    expect(kept.isOld(kept.find('k0')!)).toBe(true);
    expect(kept.isOld(kept.find('k2')!)).toBe(false);
  });

  test('a held answer keeps its bytes while newer ones go round the arena', () => {
    const kept = createKeptAnswers({ megabytes: 0.001 });
    const place = kept.place();
    const bytes = place.memory(Buffer.alloc(240, 7));
    const held = place.held({ ...answerOf(7), bytes });
    for (let n = 0; n < 12; n++) keepAnswer(kept, n);
    expect(bytes.equals(Buffer.alloc(240, 7))).toBe(true);
    held.release();
  });

  test('none are kept with no memory for them, and each answer still gets its bytes', () => {
    const kept = createKeptAnswers({ megabytes: 0 });
    const answer = keepAnswer(kept, 5);
    expect(answer.bytes.equals(Buffer.alloc(240, 5))).toBe(true);
    expect(kept.find('k5')).toBeUndefined();
  });

  test('when the system refuses the memory, answers get their own and it is logged once', () => {
    const warnings: string[] = [];
    // More than one buffer may hold: the arena cannot be taken.
    const kept = createKeptAnswers({
      megabytes: 5_000_000,
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    const first = keepAnswer(kept, 1);
    const second = keepAnswer(kept, 2);
    expect(first.bytes.equals(Buffer.alloc(240, 1))).toBe(true);
    expect(second.bytes.equals(Buffer.alloc(240, 2))).toBe(true);
    expect(kept.find('k1')).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});

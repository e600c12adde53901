import { AnswerArena, type AnswerRegion } from './answer-arena.ts';
import { ownMemory, type AnswerMemory, type SearchAnswer } from './search-answer.ts';

/**
 * An answer whose bytes stay as they are until `release` is called (the route calls it once they
 * are sent): kept answers' bytes are in the answer arena, which writes over the oldest.
 */
export interface HeldAnswer extends SearchAnswer {
  release(): void;
}

/** A kept answer and where its bytes are. */
export interface KeptAnswer {
  answer: SearchAnswer;
  region: AnswerRegion;
}

/** Where one new answer is written, and what becomes of it. */
export interface AnswerPlace {
  /** Writes the answer's bytes: into the arena when answers are kept and it has room, else their own memory. */
  memory: AnswerMemory;
  /** The answer written through `memory`, its bytes held until released. */
  held(answer: SearchAnswer): HeldAnswer;
  /** Finds the answer under `key` from now on, while its bytes are in the arena. */
  keep(key: string, answer: SearchAnswer): void;
}

/**
 * Search answers kept for reuse (decision 037): their bytes in one answer arena of `megabytes`
 * (none kept when 0), found by key; an answer goes when the arena writes over it.
 */
export function createKeptAnswers({
  megabytes,
  log,
}: {
  megabytes: number;
  log?: { warn(obj: object, msg: string): void };
}) {
  const arena = megabytes > 0 ? new AnswerArena(Math.floor(megabytes * 1_000_000)) : null;
  const answers = new Map<string, KeptAnswer>();
  let refusedLogged = false;

  function place(): AnswerPlace {
    let placed: { region: AnswerRegion; release: () => void } | undefined;
    return {
      memory(bytes) {
        placed = arena?.put(bytes);
        if (arena?.unavailable && !refusedLogged) {
          refusedLogged = true;
          log?.warn(
            { megabytes },
            'flight search answers are not kept: the system refused the answer cache its memory',
          );
        }
        return placed ? placed.region.bytes : ownMemory(bytes);
      },
      held: (answer) => ({ ...answer, release: placed?.release ?? (() => {}) }),
      keep(key, answer) {
        if (!placed) return;
        const kept = { answer, region: placed.region };
        kept.region.onDrop = () => {
          if (answers.get(key) === kept) answers.delete(key);
        };
        answers.set(key, kept);
      },
    };
  }

  return {
    /** The answer kept under `key`, if its bytes are still in the arena. */
    find: (key: string): KeptAnswer | undefined => answers.get(key),
    place,
    /**
     * Whether a kept answer is half way round the arena or more: one still asked for is then
     * copied to the newest end (a second chance), so that the answers in use are the last to go.
     */
    isOld: (kept: KeptAnswer): boolean => !!arena && arena.age(kept.region) >= 0.5,
  };
}
export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

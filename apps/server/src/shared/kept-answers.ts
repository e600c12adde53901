import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { okJson } from './envelope.ts';

/**
 * Whole answers ({ code, msg, data } as JSON) kept per text, for lookups whose result never changes
 * while the process runs (suggestion indexes): each text's data is checked against the route's
 * schema and written once, then sent as it is. Travellers type the same few letters ('lon', 'par').
 */
export function keptAnswers<T extends z.ZodType>(
  schema: T,
  answer: (text: string) => z.input<T>,
  max = 20_000,
): (text: string) => string {
  const kept = new LRUCache<string, string>({ max });
  return (text) => {
    let json = kept.get(text);
    if (json === undefined) {
      json = okJson(JSON.stringify(schema.parse(answer(text))));
      kept.set(text, json);
    }
    return json;
  };
}

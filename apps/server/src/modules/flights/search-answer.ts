import type { Currency } from '@farewise/domain/money/currency';
import type { RoutingPricing } from './routing-pricing.ts';
import type { RoutingWire } from './routing-wire.ts';
import type { SearchParams } from './search-request.ts';

/**
 * A new search's answer as POST /v2/ticket/ticketSearchNew sends it, written in one buffer: the
 * envelope, the offer's key and expiry, then the result's members. Made in this thread or in
 * the search worker (search-worker.ts) by the same function, renderAnswer.
 */
export interface SearchAnswer {
  uniqueKey: string;
  expiresAt: string;
  /** `{"code":200,"msg":"success","data":{"uniqueKey":…,"expiresAt":…,"currency":…}}` as UTF-8. */
  bytes: Buffer;
  /** The offset of `"currency":` (the members after uniqueKey and expiresAt). */
  membersAt: number;
}

/** What a new search's answer is rendered from: the search, its currency, day and offer. */
export interface AnswerJob {
  params: SearchParams;
  currency: Currency;
  rate: number;
  /** The day it is priced on (YYYY-MM-DD). */
  day: string;
  uniqueKey: string;
  expiresAt: string;
}

function answerHead(uniqueKey: string, expiresAt: string): string {
  return `{"code":200,"msg":"success","data":{"uniqueKey":${JSON.stringify(uniqueKey)},"expiresAt":${JSON.stringify(expiresAt)},`;
}

/**
 * The answer in one buffer: the head with the routings (ASCII) and the directory (airport names
 * may be any text) written separately, so that the routings' text is never widened to two bytes
 * a character to be joined with a name like "İstanbul". Its own memory (not a slice of Node's
 * pool), so that a worker can hand it over without a copy.
 */
function answerOf(job: AnswerJob, routings: string, directory: string): SearchAnswer {
  const { uniqueKey, expiresAt } = job;
  const head = answerHead(uniqueKey, expiresAt);
  const front = `${head}"currency":${JSON.stringify(job.currency)},"routings":[${routings}],`;
  const back = `${directory}}`;
  const frontBytes = Buffer.byteLength(front);
  const bytes = Buffer.allocUnsafeSlow(frontBytes + Buffer.byteLength(back));
  bytes.write(front, 0, frontBytes, 'utf8');
  bytes.write(back, frontBytes, 'utf8');
  return { uniqueKey, expiresAt, bytes, membersAt: Buffer.byteLength(head) };
}

/** A kept answer with another offer's key and expiry: one copy. */
export function withOffer(kept: SearchAnswer, uniqueKey: string, expiresAt: string): SearchAnswer {
  const head = Buffer.from(answerHead(uniqueKey, expiresAt));
  const members = kept.bytes.subarray(kept.membersAt);
  const bytes = Buffer.allocUnsafeSlow(head.length + members.length);
  head.copy(bytes, 0);
  members.copy(bytes, head.length);
  return { uniqueKey, expiresAt, bytes, membersAt: head.length };
}

/**
 * A new search priced and written as its answer. Results carry each leg's rules summarised;
 * ticketPrice has the full lists (decision 004). Each routing comes as JSON, its legs' text made
 * once per itinerary.
 */
export async function renderAnswer(
  { pricing, wire }: { pricing: RoutingPricing; wire: RoutingWire },
  job: AnswerJob,
): Promise<SearchAnswer> {
  const priced = await pricing.priceRoutings(job.params, job.currency, job.rate, job.day);
  let routings = '';
  for (let i = 0; i < priced.length; i++) routings += `${i ? ',' : ''}${priced[i]!.summaryJson()}`;
  const directory = JSON.stringify(wire.directory(priced.flatMap((p) => p.journey)));
  return answerOf(job, routings, directory.slice(1));
}

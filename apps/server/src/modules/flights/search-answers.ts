import type { FlightSearchResult } from '@farewise/domain/flights/search.schemas';
import { earliestBookableDeparture } from '@farewise/domain/flights/departure-cutoff';
import { addDays } from '@farewise/domain/shared/dates';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { ExchangeRates } from '../money/index.ts';
import type { KeptAnswers, HeldAnswer } from './kept-answers.ts';
import type { OfferStore } from './offer-store.ts';
import { withOffer } from './search-answer.ts';
import type { AnswerRenderer } from './search-renderer.ts';
import {
  journeyOf,
  refusePassedDates,
  validateSearch,
  type SearchParams,
  type SearchRequest,
} from './search-request.ts';
import type { SeatSync } from './seat-sync.ts';
import type { SeatView } from './seat-view.ts';
import type { SearchMetrics } from '../../shared/metrics.ts';

/**
 * A new search's answer (POST /v2/ticket/ticketSearchNew): kept and sent again, given a new
 * offer key, or priced and written by the renderer, with its offer row.
 *
 * A search's routings are a pure function of its parameters, currency, rate, day and the seat
 * counts, so the answer is kept and reused until any of those changes: its bytes in the answer
 * arena (decision 037), which writes new answers over the oldest, found by key (`kept`).
 */
export function createSearchAnswers({
  supplier,
  rates,
  seats,
  seatSync,
  offerStore,
  renderer,
  kept,
  today,
  now,
  metrics,
}: {
  supplier: FlightSupplier;
  rates: ExchangeRates;
  seats: SeatView;
  seatSync: SeatSync;
  offerStore: OfferStore;
  renderer: AnswerRenderer;
  kept: KeptAnswers;
  /** Today's date (YYYY-MM-DD), on which searches are priced. */
  today: () => string;
  /** Now (epoch ms): flights inside the ticketing cut-off from now are not sold. */
  now: () => number;
  /** Told of each search, answered from the kept answers (hit) or priced (miss). */
  metrics?: SearchMetrics;
}) {
  /** POST /v2/ticket/ticketSearchNew: routings for a search, stored as one offer row. */
  async function search(request: SearchRequest): Promise<FlightSearchResult> {
    const { uniqueKey, expiresAt, rendered } = await searchRendered(request);
    return {
      uniqueKey,
      expiresAt,
      ...(JSON.parse(`{${rendered.toString('utf8')}`) as Omit<
        FlightSearchResult,
        'uniqueKey' | 'expiresAt'
      >),
    };
  }

  /**
   * The search with its result rendered as UTF-8 JSON members after uniqueKey and expiresAt
   * (`"currency":…,"routings":[…],"air_lines":[…],"air_ports":[…]}`): a view of the answer's
   * bytes (searchAnswer).
   */
  async function searchRendered(
    request: SearchRequest,
  ): Promise<{ uniqueKey: string; expiresAt: string; rendered: Buffer }> {
    const { uniqueKey, expiresAt, bytes, membersAt, release } = await searchAnswer(request);
    // A copy: the answer's own bytes may be written over once released.
    const rendered = Buffer.from(bytes.subarray(membersAt, bytes.length - 1));
    release();
    return { uniqueKey, expiresAt, rendered };
  }

  /**
   * The whole answer of POST /v2/ticket/ticketSearchNew as UTF-8 bytes, the envelope included
   * (`{"code":200,"msg":"success","data":{…}}`), which the route sends as they are. It is kept
   * while the same search prices the same (same day, rate and seats) and sent again without a
   * copy while its offer may be reused; a new offer gets a copy with its own key. The bytes are
   * held until `release` is called.
   */
  async function searchAnswer(request: SearchRequest): Promise<HeldAnswer> {
    const day = today();
    const params = validateSearch(supplier, request, day);
    const nowMs = now();
    refusePassedDates(supplier, params, nowMs);
    const departsAfter = cutOffFor(params, nowMs);
    await seatSync.refresh();
    const currency = rates.pick(request.Currency);
    const rate = rates.rate(currency).perUsd;
    const cacheKey = `${JSON.stringify(params)}|${currency}|${rate}|${day}|${seats.version}|${departsAfter ?? ''}`;
    const found = kept.find(cacheKey);
    metrics?.searched('flight', found ? 'hit' : 'miss');
    const stored = offerStore.reusable(params, currency, rate);
    if (found) {
      // Held while it is read (another search may be written meanwhile).
      const releaseFound = found.region.hold();
      try {
        if (stored?.uniqueKey === found.answer.uniqueKey) {
          // Sent as it is, or from the newest end of the arena once it is half way round.
          if (!kept.isOld(found)) return { ...found.answer, release: found.region.hold() };
          const again = kept.place();
          const moved = { ...found.answer, bytes: again.memory(found.answer.bytes) };
          again.keep(cacheKey, moved);
          return again.held(moved);
        }
        const offer = stored ?? (await offerStore.store(params, currency, rate));
        const renewed = kept.place();
        const answer = withOffer(
          found.answer,
          offer.uniqueKey,
          offer.expiresAt.toISOString(),
          renewed.memory,
        );
        renewed.keep(cacheKey, answer);
        return renewed.held(answer);
      } finally {
        releaseFound();
      }
    }
    // A new offer's key is known before its row is written: the answer is written meanwhile.
    const offer = stored
      ? { ...stored, written: undefined }
      : offerStore.begin(params, currency, rate);
    const placed = kept.place();
    const answer = await renderer.render(
      {
        params,
        currency,
        rate,
        day,
        ...(departsAfter === undefined ? {} : { departsAfter }),
        uniqueKey: offer.uniqueKey,
        expiresAt: offer.expiresAt.toISOString(),
      },
      placed.memory,
    );
    const held = placed.held(answer);
    try {
      await offer.written;
    } catch (err) {
      held.release();
      throw err;
    }
    placed.keep(cacheKey, answer);
    return held;
  }

  return { search, searchRendered, searchAnswer };
}

/**
 * The ticketing cut-off (decision 039) a search's answer depends on: the earliest departure
 * still sold, to the next whole minute, when a leg leaves by the day after it (a local date is
 * at most a day ahead of UTC), else undefined, so later searches keep one answer all day.
 */
export function cutOffFor(params: SearchParams, nowMs: number): number | undefined {
  const departsAfter = Math.ceil(earliestBookableDeparture(nowMs) / 60_000) * 60_000;
  const lastTouched = addDays(new Date(departsAfter).toISOString().slice(0, 10), 1);
  return journeyOf(params).some((leg) => leg.date <= lastTouched) ? departsAfter : undefined;
}

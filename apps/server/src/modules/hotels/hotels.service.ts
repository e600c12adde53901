import { destinationSuggestions } from '@farewise/domain/hotels/destination.schemas';
import type { Db } from '../../db/client.ts';
import { keptAnswers } from '../../shared/kept-answers.ts';
import type { Clock } from '../../shared/clock.ts';
import { hotelSupplier, type HotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';
import { createHotelDetailService } from './hotel-detail.service.ts';
import { createHotelInventory } from './hotel-inventory.ts';
import type { HotelRates } from './hotel-rates.ts';
import { createHotelSearchService } from './hotel-search.service.ts';

export interface HotelsServiceDeps {
  db: Db;
  clock: Clock;
  rates: HotelRates;
  /** The process's shared supplier unless a test passes its own. */
  supplier?: HotelSupplier;
  /** This process is the database's only writer (the embedded PGlite); see hotel-inventory.ts. */
  singleWriter?: boolean;
}

/**
 * Hotels: suggestions, search, detail, recommendations, and the room inventory the booking
 * module holds and releases (routes → this service → supplier and repositories).
 */
export function createHotelsService({
  db,
  clock,
  rates,
  supplier = hotelSupplier(),
  singleWriter = false,
}: HotelsServiceDeps) {
  const inventory = createHotelInventory({ db, supplier, singleWriter });
  const search = createHotelSearchService({ supplier, rates, clock });
  const detail = createHotelDetailService({ supplier, rates, clock, inventory, search });
  const suggest = ({ k }: { k: string }) => (k.trim() ? supplier.index.suggest(k) : []);
  // The index never changes while the process runs: each text's answer is kept as JSON.
  const suggestionAnswers = keptAnswers(destinationSuggestions, (k) => suggest({ k }));
  return {
    supplier,
    /** Destination suggestions for typed text; empty text gives none (SPEC 5). */
    suggest,
    /** GET /v3/hotel/keyword's whole answer (the envelope) as JSON. */
    suggestJson: ({ k }: { k: string }): string => suggestionAnswers(k),
    async search(params: Parameters<typeof search.search>[0]) {
      const booked = await inventory.bookedRooms(search.scopeOf(params));
      return search.search(params, booked);
    },
    /** The search as JSON, the hotels we have booked on the stay's nights priced from our rooms left. */
    async searchJson(params: Parameters<typeof search.searchJson>[0]): Promise<string> {
      const booked = await inventory.bookedRooms(search.scopeOf(params));
      return search.searchJson(params, booked);
    },
    /** Price alerts: the cheapest bookable total stay of a search as sold on `at`, or null. */
    async cheapestTotal(
      params: Parameters<typeof search.search>[0],
      at: Date,
    ): Promise<number | null> {
      const booked = await inventory.bookedRooms(search.scopeOf(params, at));
      return search.cheapestTotal(params, booked, at);
    },
    searchKey: detail.searchKey,
    hotelNames: detail.hotelNames,
    detail: detail.detail,
    recommended: detail.recommended,
    holdRooms: inventory.holdRooms,
    releaseRooms: inventory.releaseRooms,
    availability: inventory.availability,
  };
}
export type HotelsService = ReturnType<typeof createHotelsService>;

import type { CitySuggestions } from '@farewise/domain/flights/city-suggestion.schemas';
import { cityIndex as sharedCityIndex, type CityIndex } from '../../suppliers/flights/index.ts';

export interface FlightsServiceDeps {
  /** The suggestion index; the process's shared one unless a test passes its own. */
  cityIndex?: () => CityIndex;
}

/** Flights: city suggestions now; search, price and booking join here (routes → service → supplier). */
export function createFlightsService({ cityIndex = sharedCityIndex }: FlightsServiceDeps = {}) {
  return {
    /** From/To suggestions for a query the route has already checked (SPEC 3, 5). */
    suggestCities({ query }: { query: string }): { suggestions: CitySuggestions } {
      return { suggestions: cityIndex().suggest(query) };
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;

import {
  citySuggestions,
  type CitySuggestions,
} from '@farewise/domain/flights/city-suggestion.schemas';
import { keptAnswers } from '../../shared/kept-answers.ts';
import { cityIndex as sharedCityIndex, type CityIndex } from '../../suppliers/flights/index.ts';

export interface FlightsServiceDeps {
  /** The suggestion index; the process's shared one unless a test passes its own. */
  cityIndex?: () => CityIndex;
}

/** Flights: city suggestions now; search, price and booking join here (routes → service → supplier). */
export function createFlightsService({ cityIndex = sharedCityIndex }: FlightsServiceDeps = {}) {
  const suggestCities = ({ query }: { query: string }): { suggestions: CitySuggestions } => ({
    suggestions: cityIndex().suggest(query),
  });
  // The index never changes while the process runs: each query's answer is kept as JSON.
  const cityAnswers = keptAnswers(citySuggestions, (query) => suggestCities({ query }).suggestions);
  return {
    /** From/To suggestions for a query the route has already checked (SPEC 3, 5). */
    suggestCities,
    /** GET /v2/ticket/getCity's whole answer (the envelope) as JSON. */
    suggestCitiesJson: ({ query }: { query: string }): string => cityAnswers(query),
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;

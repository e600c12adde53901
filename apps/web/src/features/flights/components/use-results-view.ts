import { useCallback, useMemo, useState } from 'react';
import {
  NO_FILTERS,
  facetCounts,
  filterRoutings,
  resultBounds,
  sortRoutings,
  type ResultFilters,
  type SortKey,
} from '@farewise/domain/flights/flight-results.rules';
import { inEnglishOrder } from '@farewise/domain/shared/english-order';
import type { FlightSearchResult } from '@farewise/domain/flights/search.schemas';

/** Flights drawn at a time: each card carries its fare strip, so the page stays light. */
export const PAGE_SIZE = 15;

type View = { key: string; filters: ResultFilters; sort: SortKey; visible: number };

/**
 * What the flights list shows of a search's result: the traveller's filters, sort and how many
 * cards are drawn (reset for each new search, kept by `searchKey`), and what follows from them
 * (the flights shown, the filter counts and bounds, the airlines present, airports by code).
 */
export function useResultsView(searchKey: string, result: FlightSearchResult | undefined) {
  const [view, setView] = useState<View>({
    key: searchKey,
    filters: NO_FILTERS,
    sort: 'best',
    visible: PAGE_SIZE,
  });
  // A new search starts with no filters.
  const current =
    view.key === searchKey
      ? view
      : { key: searchKey, filters: NO_FILTERS, sort: view.sort, visible: PAGE_SIZE };
  // Changing filters or sort starts the list from the top again.
  const setFilters = (filters: ResultFilters) =>
    setView({ ...current, filters, visible: PAGE_SIZE });
  const setSort = (sort: SortKey) => setView({ ...current, sort, visible: PAGE_SIZE });
  const showMore = () => setView({ ...current, visible: current.visible + PAGE_SIZE });

  const routings = useMemo(() => result?.routings ?? [], [result]);
  const shown = useMemo(
    () =>
      sortRoutings(
        filterRoutings(routings, current.filters),
        current.sort,
        current.filters.checkedBag,
      ),
    [routings, current.filters, current.sort],
  );
  const counts = useMemo(() => facetCounts(routings, current.filters), [routings, current.filters]);
  const bounds = useMemo(() => resultBounds(routings), [routings]);
  const airlines = useMemo(() => {
    const present = new Set(Object.keys(facetCounts(routings, NO_FILTERS).airlines));
    // Without a collator: its first use loads the language's rules, a long task on a phone.
    return inEnglishOrder(
      (result?.air_lines ?? []).filter((a) => present.has(a.code)),
      (a) => a.name,
    );
  }, [routings, result]);
  const airportsByCode = useMemo(
    () => new Map((result?.air_ports ?? []).map((a) => [a.code, a])),
    [result],
  );
  const airport = useCallback((code: string) => airportsByCode.get(code), [airportsByCode]);

  return {
    filters: current.filters,
    sort: current.sort,
    visible: current.visible,
    setFilters,
    setSort,
    showMore,
    routings,
    shown,
    counts,
    bounds,
    airlines,
    airport,
  };
}

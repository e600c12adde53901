import '../components/hotel-search-styles';
import '../components/hotel-results-styles';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMedia } from '../../../shared/ui/use-media';
import { IconAlertTriangle } from '@tabler/icons-react';
import { searchCriteriaError } from '@farewise/domain/hotels/hotel-search.rules';
import { hotelSearchSummary } from '@farewise/domain/hotels/hotel-list.texts';
import type { HotelSearchBody } from '@farewise/domain/hotels/hotel-search.schemas';
import { useCurrency } from '../../../shared/currency/use-currency';
import { cancelHotelSearches, useHotelSearch } from '../api/search-hotels';
import { CollapsibleSearch } from '../../../shared/ui/collapsible-search';
import { searchForm } from '../components/hotel-search-form-on-demand';
import { HotelFilters } from '../components/hotel-filters';
import { NO_HOTEL_FILTERS, type HotelListFilters } from '../components/hotel-list-filters';
import {
  hasStoredHotelSearch,
  hotelAlertSearchOf,
  hotelSearchFromAlert,
  hotelSearchFromQuery,
  hotelSearchKey,
  hotelSearchToQuery,
  loadHotelSearch,
  hotelSearchBody,
  storeHotelSearch,
  type HotelSearchValues,
} from '../components/hotel-search-model';
import { hotelSearchFromQuery as alertSearchFromQuery } from '@farewise/domain/price-alerts/price-alert.addresses';
import type { AlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { HotelResultsToolbar } from '../components/hotel-results-toolbar';
import { HotelResultsBody } from '../components/hotel-results-body';
import { HotelFiltersDrawer } from '../components/hotel-filters-drawer';
import {
  HotelViewSwitch,
  hotelListView,
  type HotelListView,
} from '../components/hotel-view-switch';
import { HotelsMapView } from '../components/hotel-map-view';
import classes from '../components/hotel-results.module.css';
import { paintedHotelListFor } from '../../../shared/ui/painted-hotel-list';

/** /hotelList (SPEC 2.1, 4): the search form, then the results of the search in the address (or, with t
 * alone, the search kept on this device). `trackPrices` is the price-alerts feature's Track prices,
 * given by the app shell (app/hotel-list-route.tsx): features do not import each other. */
export default function HotelListPage({
  trackPrices: TrackPrices,
}: {
  trackPrices?: ComponentType<{ search: AlertSearch | null; currency: string }>;
}) {
  const [params, setParams] = useSearchParams();
  const currency = useCurrency();
  const wide = useMedia('(min-width: 62em)');
  const view = hotelListView(params.get('view'), wide);
  const setView = (next: HotelListView) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'list') q.delete('view');
        else q.set('view', next);
        return q;
      },
      { replace: true },
    );
  // Side by side, the filters move into the drawer, as on a phone, to leave the map its room.
  const sidebar = wide && view !== 'both';
  const [drawerOpen, setDrawerOpen] = useState(false);

  // A price alert's link (its mail, or Open search) carries the alert's search and the filters
  // that define it: they become the form and the filters, and the address becomes this page's own
  // address for that search (decisions 024 and 027).
  const [linked] = useState(() => {
    const alert = alertSearchFromQuery(params);
    if (!alert) return null;
    const { values, filters } = hotelSearchFromAlert(alert);
    storeHotelSearch(values);
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(
      hotelSearchToQuery(values, Number(params.get('t')) || Date.now()),
    ))
      query.set(k, String(v));
    const shown = params.get('view');
    if (shown) query.set('view', shown);
    return { values, filters, query };
  });
  useEffect(() => {
    if (linked && alertSearchFromQuery(params)) setParams(linked.query, { replace: true });
  }, [linked, params, setParams]);

  // The search in the address (decision 027), or, for an address with t alone, the stored form.
  // A new t or new fields (a search from another page, or back and forward) mean a new search.
  const searchKey = hotelSearchKey(linked && alertSearchFromQuery(params) ? linked.query : params);
  const [state, setState] = useState(() => ({
    key: searchKey,
    search:
      linked?.values ??
      hotelSearchFromQuery(params) ??
      (hasStoredHotelSearch() ? loadHotelSearch() : null),
    filters: linked?.filters ?? NO_HOTEL_FILTERS,
    seq: 1,
  }));
  if (state.key !== searchKey) {
    setState((s) => ({
      key: searchKey,
      search: hotelSearchFromQuery(params) ?? loadHotelSearch(),
      filters: { ...NO_HOTEL_FILTERS, Sort: s.filters.Sort },
      seq: s.seq + 1,
    }));
  }
  const { search, filters } = state;
  const criteriaError = search ? searchCriteriaError(search) : null;

  const body = useMemo<HotelSearchBody | null>(
    () => (search && !criteriaError ? hotelSearchBody(search, filters, state.seq, currency) : null),
    [search, criteriaError, filters, state.seq, currency],
  );
  const results = useHotelSearch(body);
  const data = results.data;

  // Leaving the results cancels every search still pending (SPEC 4, 7).
  useEffect(() => () => cancelHotelSearches(), []);

  const setFilters = (next: HotelListFilters) => {
    setState((s) => ({ ...s, filters: next }));
    window.scrollTo({ top: 0 });
  };
  // A search from the form above the results: a new address (the sort stays), so Back returns
  // to the previous search.
  const newSearch = (values: HotelSearchValues) => {
    cancelHotelSearches();
    setParams((p) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(hotelSearchToQuery(values, Date.now())))
        q.set(k, String(v));
      const shown = p.get('view');
      if (shown) q.set('view', shown);
      return q;
    });
  };

  const nameDestination = useMemo(
    () => ({
      Destination: search?.Destination.trim() ?? '',
      Type: search?.Type ?? 0,
      CountryCode: search?.CountryCode ?? '',
      Country: search?.Country ?? '',
      FirstCountry: search?.FirstCountry ?? '',
    }),
    [search],
  );
  const filtersUi = data ? (
    <HotelFilters
      facets={data.facets}
      currency={data.Currency}
      destination={nameDestination}
      filters={filters}
      onChange={setFilters}
    />
  ) : null;
  const showSkeleton =
    results.isPending || (results.isFetching && results.isPlaceholderData && !data);
  // The words and photo the server painted for this address, kept while its first search loads.
  const painted =
    state.seq === 1 && state.filters === NO_HOTEL_FILTERS
      ? paintedHotelListFor(window.location.search)
      : undefined;

  return (
    <Container size="lg" pb="xl">
      <CollapsibleSearch
        onIntent={searchForm.preload}
        summary={search && search.Destination.trim() ? hotelSearchSummary(search) : null}
      >
        <div className={classes.searchBox}>
          <searchForm.Form
            key={searchKey}
            initialValues={search ?? undefined}
            onSearch={newSearch}
          />
        </div>
      </CollapsibleSearch>

      {!search ? (
        <Stack align="center" py="xl" gap="xs">
          <Title order={1} size="h2">
            Where would you like to stay?
          </Title>
          <Text c="dimmed">Choose a destination, dates and rooms above to see hotels.</Text>
        </Stack>
      ) : criteriaError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {criteriaError}
        </Alert>
      ) : (
        <div className={sidebar ? classes.layout : undefined}>
          {sidebar && (
            <aside className={classes.sidebar} aria-label="Filters">
              <Title order={2} size="h4" mb="sm">
                Filter by
              </Title>
              {filtersUi ?? <Skeleton height={400} />}
            </aside>
          )}
          <section aria-labelledby="hotel-results-title" aria-busy={results.isFetching}>
            <HotelResultsToolbar
              search={search}
              data={data}
              filters={filters}
              wide={sidebar}
              onFilters={setFilters}
              onOpenFilters={() => setDrawerOpen(true)}
              paintedTitle={painted?.title}
            />
            {/* As tall while the search runs as with Track prices (the painted shell's row, decision 032). */}
            <Group justify="space-between" mb="md" gap="sm" mih={36}>
              {data && TrackPrices ? (
                <TrackPrices
                  search={hotelAlertSearchOf(search, data.Destination, filters)}
                  currency={data.Currency}
                />
              ) : (
                <span />
              )}
              <HotelViewSwitch view={view} wide={wide} onChange={setView} />
            </Group>

            <HotelResultsBody
              results={results}
              showSkeleton={showSkeleton}
              paintedPhoto={painted?.photo}
              filters={filters}
              wide={wide}
              onFilters={setFilters}
              view={view}
              map={
                view !== 'list' && data ? (
                  // The map and its library load only when a traveller asks for the map.
                  <HotelsMapView
                    hotels={data.list}
                    height={view === 'map' ? 'min(70vh, 640px)' : 'calc(100vh - 96px)'}
                  />
                ) : null
              }
            />
          </section>
        </div>
      )}

      {!sidebar && (
        <HotelFiltersDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} data={data}>
          {filtersUi}
        </HotelFiltersDrawer>
      )}
    </Container>
  );
}

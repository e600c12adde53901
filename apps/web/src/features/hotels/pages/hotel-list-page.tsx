import '../components/hotel-search-styles';
import '../components/hotel-results-styles';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import {
  Alert,
  Badge,
  Button,
  Container,
  Drawer,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconAlertTriangle,
  IconBuildingSkyscraper,
} from '@tabler/icons-react';
import { searchCriteriaError, travellersSummary } from '@farewise/domain/hotels/hotel-search.rules';
import {
  HOTEL_SORTS,
  type HotelSearchBody,
  type HotelSort,
} from '@farewise/domain/hotels/hotel-search.schemas';
import { useCurrency } from '../../../shared/currency/currency-store';
import { cancelHotelSearches, useHotelSearch } from '../api/search-hotels';
import { HotelSearchForm } from '../components/hotel-search-form';
import { CollapsibleSearch } from '../../../shared/ui/collapsible-search';
import { HotelCard } from '../components/hotel-card';
import { HotelFilters } from '../components/hotel-filters';
import {
  NO_HOTEL_FILTERS,
  activeFilterCount,
  type HotelListFilters,
} from '../components/hotel-list-filters';
import {
  hasStoredHotelSearch,
  loadHotelSearch,
  toSearchQuery,
  type HotelSearchValues,
} from '../components/hotel-search-model';
import classes from '../components/hotel-results.module.css';

const SORT_OPTIONS = (Object.keys(HOTEL_SORTS) as HotelSort[]).map((value) => ({
  value,
  label: HOTEL_SORTS[value],
}));

const stayText = (checkIn: string, checkOut: string, nights: number) =>
  `${dayjs(checkIn).format('D MMM')} – ${dayjs(checkOut).format('D MMM YYYY')} · ${nights} night${nights === 1 ? '' : 's'}`;

function ResultsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading hotels">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={classes.card}>
          <Skeleton height={180} radius={0} />
          <Stack p="md" gap="sm">
            <Skeleton height={20} width="60%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={12} width="50%" />
            <Skeleton height={12} width="70%" />
          </Stack>
          <Stack p="md" gap="sm" align="flex-end">
            <Skeleton height={24} width={120} />
            <Skeleton height={36} width={140} />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}

/** /hotelList (SPEC 2.1, 4): the search form, then the results of the search kept on this device. */
export default function HotelListPage() {
  const [params] = useSearchParams();
  const t = params.get('t') ?? '';
  const currency = useCurrency();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // A new t (a search from another page) means a new search from the stored form.
  const [state, setState] = useState(() => ({
    t,
    search: hasStoredHotelSearch() ? loadHotelSearch() : null,
    filters: NO_HOTEL_FILTERS,
    seq: 1,
  }));
  if (state.t !== t) {
    setState((s) => ({ t, search: loadHotelSearch(), filters: NO_HOTEL_FILTERS, seq: s.seq + 1 }));
  }
  const { search, filters } = state;
  const criteriaError = search ? searchCriteriaError(search) : null;

  const body = useMemo<HotelSearchBody | null>(
    () =>
      search && !criteriaError
        ? {
            Query: toSearchQuery(search),
            FilterParams: filters,
            ClientToken: `s${state.seq}`,
            Currency: currency,
          }
        : null,
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
  const newSearch = (values: HotelSearchValues) => {
    cancelHotelSearches();
    setState((s) => ({
      ...s,
      search: values,
      filters: { ...NO_HOTEL_FILTERS, Sort: s.filters.Sort },
      seq: s.seq + 1,
    }));
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
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

  return (
    <Container size="lg" pb="xl">
      <CollapsibleSearch
        summary={
          search && search.Destination.trim()
            ? `${search.Destination} · ${dayjs(search.CheckIn).format('D MMM')} – ${dayjs(search.CheckOut).format('D MMM')} · ${travellersSummary(search.Rooms)}`
            : null
        }
      >
        <div className={classes.searchBox}>
          <HotelSearchForm key={`${t}`} initialValues={search ?? undefined} onSearch={newSearch} />
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
        <div className={classes.layout}>
          {wide && (
            <aside className={classes.sidebar} aria-label="Filters">
              <Title order={2} size="h4" mb="sm">
                Filter by
              </Title>
              {filtersUi ?? <Skeleton height={400} />}
            </aside>
          )}
          <section aria-labelledby="hotel-results-title" aria-busy={results.isFetching}>
            <Group justify="space-between" align="flex-end" mb="md" gap="sm">
              <div>
                <Title order={1} size="h3" id="hotel-results-title">
                  {data
                    ? `${data.Destination.Name}: ${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'property' : 'properties'} found`
                    : `Hotels in ${search.Destination}`}
                </Title>
                <Text size="sm" c="dimmed">
                  {stayText(
                    search.CheckIn,
                    search.CheckOut,
                    dayjs(search.CheckOut).diff(search.CheckIn, 'day'),
                  )}{' '}
                  · {travellersSummary(search.Rooms)}
                </Text>
              </div>
              <Group gap="sm" align="flex-end">
                {!wide && (
                  <Button
                    variant="default"
                    leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                    rightSection={
                      activeFilterCount(filters) > 0 ? (
                        <Badge size="sm" circle>
                          {activeFilterCount(filters)}
                        </Badge>
                      ) : null
                    }
                    onClick={() => setDrawerOpen(true)}
                    disabled={!data}
                  >
                    Filters
                  </Button>
                )}
                <NativeSelect
                  label="Sort by"
                  data={SORT_OPTIONS}
                  value={filters.Sort}
                  onChange={(e) =>
                    setFilters({ ...filters, Sort: e.currentTarget.value as HotelSort, Page: 1 })
                  }
                />
              </Group>
            </Group>

            {results.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title="We could not load hotels"
                icon={<IconAlertTriangle size={18} aria-hidden />}
              >
                <Text size="sm" mb="sm">
                  {results.error.message}
                </Text>
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  onClick={() => void results.refetch()}
                >
                  Try again
                </Button>
              </Alert>
            ) : showSkeleton || !data ? (
              <ResultsSkeleton />
            ) : data.list.length === 0 ? (
              <Stack align="center" py="xl" gap="sm">
                <IconBuildingSkyscraper size={48} aria-hidden />
                <Title order={2} size="h4">
                  No hotels match your search
                </Title>
                <Text c="dimmed" ta="center">
                  Try other dates, fewer filters or a nearby destination.
                </Text>
                {activeFilterCount(filters) > 0 && (
                  <Button
                    variant="light"
                    onClick={() => setFilters({ ...NO_HOTEL_FILTERS, Sort: filters.Sort })}
                  >
                    Clear all filters
                  </Button>
                )}
              </Stack>
            ) : (
              <Stack gap="md" style={{ opacity: results.isFetching ? 0.6 : 1 }}>
                {data.list.map((hotel) => (
                  <HotelCard key={hotel.HotelId} hotel={hotel} />
                ))}
                {pages > 1 && (
                  <Group justify="center" mt="md">
                    <Pagination
                      total={pages}
                      value={data.page}
                      siblings={wide ? 1 : 0}
                      onChange={(Page) => setFilters({ ...filters, Page })}
                      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                      getControlProps={(control) => ({
                        'aria-label':
                          control === 'previous'
                            ? 'Previous page'
                            : control === 'next'
                              ? 'Next page'
                              : control === 'first'
                                ? 'First page'
                                : 'Last page',
                      })}
                    />
                  </Group>
                )}
              </Stack>
            )}
          </section>
        </div>
      )}

      {!wide && (
        <Drawer.Root
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position="bottom"
          size="90%"
        >
          <Drawer.Overlay />
          <Drawer.Content>
            {/* Mantine draws the header as <header>, which reads as a second page banner. */}
            <Drawer.Header {...({ component: 'div' } as object)}>
              <Drawer.Title fw={700}>Filter by</Drawer.Title>
              <Drawer.CloseButton aria-label="Close filters" />
            </Drawer.Header>
            <Drawer.Body>
              {filtersUi}
              <Button fullWidth mt="sm" onClick={() => setDrawerOpen(false)}>
                {data ? `Show ${data.total.toLocaleString('en-US')} properties` : 'Close'}
              </Button>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </Container>
  );
}

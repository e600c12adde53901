import '../components/flight-search-styles';
import '../components/results-styles';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconPlaneOff } from '@tabler/icons-react';
import { earliestFlightDate } from '@farewise/domain/flights/flight-search.rules';
import { cabinName } from '@farewise/domain/flights/products';
import {
  BEST_FORMULA_TEXT,
  NO_FILTERS,
  facetCounts,
  filterRoutings,
  resultBounds,
  sortRoutings,
  type ResultFilters,
  type SortKey,
} from '@farewise/domain/flights/flight-results.rules';
import type {
  FlightRoutingSummary,
  PriceListEntrySummary,
} from '@farewise/domain/flights/search.schemas';
import { paths } from '../../../config/paths';
import { useCurrency } from '../../../shared/currency/currency-store';
import { useFlightSearch } from '../api/search-flights';
import { usePriceCalendar } from '../api/get-price-calendar';
import { FlightSearchForm } from '../components/flight-search-form';
import { CollapsibleSearch } from '../../../shared/ui/collapsible-search';
import { passengersSummary } from '../components/passengers-popover';
import { FlightLoading } from '../components/flight-loading';
import { RoutingCard } from '../components/routing-card';
import { ResultsFilters } from '../components/results-filters';
import { PolicyDialog } from '../components/policy-dialog';
import { PriceCalendarStrip } from '../components/price-calendar-strip';
import { SearchContactForm } from '../components/search-contact-form';
import { BookDialog } from '../components/book-dialog';
import { FlightDrawer } from '../components/flight-modal';
import { useBookFare } from '../components/use-book-fare';
import type { PolicySection } from '../components/fare-card';
import {
  searchFromQuery,
  searchToQuery,
  storeSessionCopy,
  toSearchBody,
  today,
} from '../components/flight-search-model';
import classes from '../components/results.module.css';

/** Flights drawn at a time: each card carries its fare strip, so the page stays light. */
const PAGE_SIZE = 15;

const SORTS: { value: SortKey; label: string }[] = [
  { value: 'best', label: 'Best' },
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'fastest', label: 'Fastest' },
];

/** /flightsList (SPEC 2.1, 2.6): the search form, then the results of the search in the URL. */
export default function FlightsListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currency = useCurrency();
  const queryString = params.toString();
  const values = useMemo(() => searchFromQuery(new URLSearchParams(queryString)), [queryString]);
  const body = useMemo(() => (values ? toSearchBody(values, currency) : null), [values, currency]);
  const search = useFlightSearch(body);
  const calendar = usePriceCalendar(body, currency);
  const { state: bookState, book, bookAtNewPrice, reset: resetBook } = useBookFare();

  const [view, setView] = useState<{
    key: string;
    filters: ResultFilters;
    sort: SortKey;
    visible: number;
  }>({
    key: queryString,
    filters: NO_FILTERS,
    sort: 'best',
    visible: PAGE_SIZE,
  });
  // A new search starts with no filters.
  const current =
    view.key === queryString
      ? view
      : { key: queryString, filters: NO_FILTERS, sort: view.sort, visible: PAGE_SIZE };
  // Changing filters or sort starts the list from the top again.
  const setFilters = (filters: ResultFilters) =>
    setView({ ...current, filters, visible: PAGE_SIZE });
  const setSort = (sort: SortKey) => setView({ ...current, sort, visible: PAGE_SIZE });
  const showMore = () => setView({ ...current, visible: current.visible + PAGE_SIZE });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [policy, setPolicy] = useState<{
    routing: FlightRoutingSummary;
    fare: PriceListEntrySummary;
    section: PolicySection;
  } | null>(null);

  // Results of a different search stay on screen (dimmed) only while the new one loads.
  const result = search.data;
  const showingOld = search.isPlaceholderData;
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
    return (result?.air_lines ?? [])
      .filter((a) => present.has(a.code))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [routings, result]);
  const airportsByCode = useMemo(
    () => new Map((result?.air_ports ?? []).map((a) => [a.code, a])),
    [result],
  );
  const airport = (code: string) => airportsByCode.get(code);

  const travellers = values ? values.adultNumber + values.childNumber : 1;
  const routeTitle = values
    ? `${values.fromCity || values.fromCityCode} to ${values.toCity || values.toCityCode}`
    : '';

  const pickDate = (date: string) => {
    if (!values) return;
    const shift = dayjs(date).diff(dayjs(values.fromDate), 'day');
    const next = {
      ...values,
      fromDate: date,
      retDate: values.retDate ? dayjs(values.retDate).add(shift, 'day').format('YYYY-MM-DD') : null,
    };
    storeSessionCopy(next);
    navigate(paths.flightsList.url(searchToQuery(next)));
  };

  const searchAgain = () => {
    resetBook();
    void search.refetch();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const filters = (
    <ResultsFilters
      filters={current.filters}
      onChange={setFilters}
      counts={counts}
      airlines={airlines}
      bounds={bounds}
      currency={result?.currency ?? currency}
    />
  );

  return (
    <Container size="xl" py="lg" className={classes.page}>
      <CollapsibleSearch
        summary={
          values
            ? `${values.fromCityCode} → ${values.toCityCode} · ${dayjs(values.fromDate).format('D MMM')}${
                values.retDate && values.tripType === 2
                  ? ` – ${dayjs(values.retDate).format('D MMM')}`
                  : ''
              } · ${passengersSummary({ adults: values.adultNumber, children: values.childNumber })}`
            : null
        }
      >
        <Paper withBorder radius="lg" p="md" shadow="sm" mb="lg">
          <FlightSearchForm key={queryString} initialValues={values ?? undefined} />
        </Paper>
      </CollapsibleSearch>

      {!values ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <Title order={1} size="h2">
            Search flights
          </Title>
          <Text c="dimmed">
            Choose where you fly from and to, your dates and travellers, then press Search.
          </Text>
        </Stack>
      ) : (
        <>
          <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
            <div>
              <Title order={1} size="h2">
                {routeTitle}
              </Title>
              <Text c="dimmed" size="sm">
                {values.tripType === 2 ? 'Round-trip' : 'One-way'} ·{' '}
                {dayjs(values.fromDate).format('ddd D MMM')}
                {values.retDate && values.tripType === 2
                  ? ` – ${dayjs(values.retDate).format('ddd D MMM')}`
                  : ''}{' '}
                · {passengersSummary({ adults: values.adultNumber, children: values.childNumber })}{' '}
                · {cabinName(values.cabinPref)}
              </Text>
            </div>
          </Group>

          <div className={classes.calendarWrap}>
            <PriceCalendarStrip
              days={calendar.data}
              loading={calendar.isLoading}
              selected={values.fromDate}
              earliest={earliestFlightDate(today())}
              onPick={pickDate}
            />
          </div>

          <div className={classes.layout}>
            <aside className={classes.sidebar} aria-label="Filters">
              {routings.length > 0 && !search.isError && filters}
            </aside>
            <section
              className={classes.results}
              aria-labelledby="results-heading"
              aria-busy={search.isFetching}
            >
              <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
                <Title order={2} size="h4" id="results-heading" aria-live="polite">
                  {search.isFetching && !result
                    ? 'Searching flights'
                    : search.isError
                      ? 'Search failed'
                      : `${shown.length} of ${routings.length} flight${routings.length === 1 ? '' : 's'}`}
                </Title>
                {routings.length > 0 && (
                  <Group gap="sm" wrap="wrap">
                    <Button
                      variant="default"
                      className={classes.filterButton}
                      leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                      onClick={() => setDrawerOpen(true)}
                    >
                      Filters
                    </Button>
                    <SegmentedControl
                      aria-label="Sort by"
                      data={SORTS}
                      value={current.sort}
                      onChange={(v) => setSort(v as SortKey)}
                    />
                  </Group>
                )}
              </Group>
              {routings.length > 0 && current.sort === 'best' && (
                <Text size="xs" c="dimmed" mb="sm">
                  {BEST_FORMULA_TEXT}
                </Text>
              )}

              {search.isError ? (
                <Alert
                  color="red"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  title="We could not search these flights"
                  role="alert"
                >
                  <Stack gap="sm" align="flex-start">
                    <Text size="sm">{search.error.message}</Text>
                    <Button
                      size="xs"
                      variant="white"
                      color="red"
                      onClick={() => void search.refetch()}
                    >
                      Try again
                    </Button>
                  </Stack>
                </Alert>
              ) : search.isFetching && (!result || showingOld) ? (
                <FlightLoading
                  from={values.fromCity || values.fromCityCode}
                  to={values.toCity || values.toCityCode}
                />
              ) : routings.length === 0 ? (
                <Stack align="center" gap="xs" py="xl" ta="center">
                  <IconPlaneOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Title order={3} size="h4">
                    No flights found
                  </Title>
                  <Text c="dimmed" maw={420}>
                    Nothing flies on this route on these dates. Try nearby dates, a nearby airport
                    or the city code (such as LON for every London airport).
                  </Text>
                </Stack>
              ) : shown.length === 0 ? (
                <Stack align="center" gap="xs" py="xl" ta="center">
                  <Title order={3} size="h4">
                    No flights match your filters
                  </Title>
                  <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
                    Clear all filters
                  </Button>
                </Stack>
              ) : (
                <Stack gap="md">
                  {shown.slice(0, current.visible).map((r, i) => (
                    <RoutingCard
                      key={r.priceList[0]?.uniqueStr ?? i}
                      routing={r}
                      index={i}
                      travellers={travellers}
                      airport={airport}
                      onOpenPolicy={(routing, fare, section) =>
                        setPolicy({ routing, fare, section })
                      }
                      onBook={(_, fare, paymentType) =>
                        book({
                          uniqueKey: result!.uniqueKey,
                          fare,
                          paymentType,
                          adults: values.adultNumber,
                          children: values.childNumber,
                          currency: result!.currency,
                        })
                      }
                      bookingKey={bookState.status === 'checking' ? bookState.fare.uniqueStr : null}
                    />
                  ))}
                  {shown.length > current.visible && (
                    <Button variant="default" size="md" onClick={showMore}>
                      Show {Math.min(PAGE_SIZE, shown.length - current.visible)} more flights (
                      {shown.length - current.visible} left)
                    </Button>
                  )}
                </Stack>
              )}
              <div className={classes.contact}>
                <SearchContactForm currency={currency} />
              </div>
            </section>
          </div>
          <FlightDrawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title="Filter flights"
          >
            {filters}
            <Button fullWidth mt="lg" onClick={() => setDrawerOpen(false)}>
              Show {shown.length} flight{shown.length === 1 ? '' : 's'}
            </Button>
          </FlightDrawer>
        </>
      )}
      <PolicyDialog
        opened={!!policy}
        onClose={() => setPolicy(null)}
        routing={policy?.routing ?? null}
        fare={policy?.fare ?? null}
        section={policy?.section ?? 'baggage'}
        unique={result?.uniqueKey ?? ''}
        currency={result?.currency ?? currency}
        onSearchAgain={() => {
          setPolicy(null);
          searchAgain();
        }}
      />
      <BookDialog
        state={bookState}
        onClose={resetBook}
        onSearchAgain={searchAgain}
        onBookAtNewPrice={bookAtNewPrice}
      />
    </Container>
  );
}

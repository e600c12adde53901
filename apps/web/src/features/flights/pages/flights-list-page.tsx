import '../components/flight-search-styles';
import '../components/results-styles';
import { useCallback, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMedia } from '../../../shared/ui/use-media';
import { earliestFlightDate } from '@farewise/domain/flights/flight-search.rules';
import { cabinName, tripTypeName } from '@farewise/domain/flights/products';
import { NO_FILTERS } from '@farewise/domain/flights/flight-results.rules';
import type { AlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import type {
  FlightRoutingSummary,
  PriceListEntrySummary,
} from '@farewise/domain/flights/search.schemas';
import { paths } from '../../../config/paths';
import { usePriceCalendar } from '../api/get-price-calendar';
import { CollapsibleSearch } from '../../../shared/ui/collapsible-search';
import { searchForm } from '../components/flight-search-form-on-demand';
import { FlightResultsList } from '../components/flight-results-list';
import { FlightResultsHeader } from '../components/flight-results-header';
import { RoutingCard } from '../components/routing-card';
import { ResultsFilters } from '../components/results-filters';
import { PolicyDialog } from '../components/policy-dialog';
import { PriceCalendarStrip } from '../components/price-calendar-strip';
import { BookDialog } from '../components/book-dialog';
import { FlightDrawer } from '../components/flight-modal';
import { useBookFare } from '../components/use-book-fare';
import { PAGE_SIZE, useResultsView } from '../components/use-results-view';
import type { PolicySection } from '../components/fare-card';
import {
  searchToQuery,
  storeSessionCopy,
  today,
  tripDates,
} from '../components/flight-search-model';
import classes from '../components/results.module.css';
import { PassedDateNotice } from '../components/passed-date-notice';
import { LaterContactForm } from '../components/later-contact-form';
import { flightAlertSearch, useFlightsListSearch } from './use-flights-list-search';

/**
 * /flightsList (SPEC 2.1, 2.6): the search form, then the results of the search in the URL.
 * `trackPrices` is the price-alerts feature's Track prices, given by the app shell
 * (app/flights-list-route.tsx): features do not import each other.
 */
export default function FlightsListPage({
  trackPrices: TrackPrices,
}: {
  trackPrices?: ComponentType<{ search: AlertSearch | null; currency: string }>;
}) {
  const {
    queryString,
    values,
    formValues,
    body,
    search,
    currency,
    multiCity,
    passengers,
    routeTitle,
    routeCodes,
    passedDate,
    todayThere,
    moveSearchTo,
    mayBeToday,
  } = useFlightsListSearch();
  const navigate = useNavigate();
  // The price calendar moves one departure (and its return); a multi-city trip has no such strip.
  const calendar = usePriceCalendar(multiCity ? null : body, currency);
  const { state: bookState, book, bookAtNewPrice, reset: resetBook } = useBookFare();

  const [drawerOpen, setDrawerOpen] = useState(false);
  // The filters sit beside the results on a wide screen; a phone has them in the drawer only (not
  // drawn, hidden, with the first results).
  const wide = useMedia('(min-width: 62em)');
  const [policy, setPolicy] = useState<{
    routing: FlightRoutingSummary;
    fare: PriceListEntrySummary;
    section: PolicySection;
  } | null>(null);

  // Results of a different search stay on screen (dimmed) only while the new one loads.
  const result = search.data;
  const showingOld = search.isPlaceholderData;
  const view = useResultsView(queryString, result);
  const { routings, shown, setFilters, setSort, airport } = view;

  const travellers = values ? values.adultNumber + values.childNumber : 1;
  // The cards are memoised: their callbacks stay the same while the search and its answer do.
  const openPolicy = useCallback(
    (routing: FlightRoutingSummary, fare: PriceListEntrySummary, section: PolicySection) =>
      setPolicy({ routing, fare, section }),
    [],
  );
  const adults = values?.adultNumber ?? 1;
  const children = values?.childNumber ?? 0;
  const bookFare = useCallback(
    (_: FlightRoutingSummary, fare: PriceListEntrySummary, paymentType?: 'full' | 'slice') => {
      if (!result) return;
      book({
        uniqueKey: result.uniqueKey,
        fare,
        paymentType,
        adults,
        children,
        currency: result.currency,
      });
    },
    [book, result, adults, children],
  );
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
      filters={view.filters}
      onChange={setFilters}
      counts={view.counts}
      airlines={view.airlines}
      bounds={view.bounds}
      currency={result?.currency ?? currency}
    />
  );

  return (
    <Container size="xl" py="lg" className={classes.page}>
      <CollapsibleSearch
        onIntent={searchForm.preload}
        summary={
          !values
            ? null
            : passedDate
              ? `${routeCodes} · ${passengers}`
              : `${routeCodes} · ${tripDates(values, 'D MMM')} · ${passengers}`
        }
      >
        <Paper withBorder radius="lg" p="md" shadow="sm" mb="lg">
          <searchForm.Form key={queryString} initialValues={formValues ?? undefined} />
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
      ) : passedDate ? (
        <PassedDateNotice date={passedDate} onSearchFromToday={() => moveSearchTo(todayThere)} />
      ) : (
        <>
          <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
            <div>
              <Title order={1} size="h2">
                {routeTitle}
              </Title>
              <Text c="dimmed" size="sm">
                {tripTypeName(values.tripType)} · {tripDates(values, 'ddd D MMM')} · {passengers} ·{' '}
                {cabinName(values.cabinPref)}
              </Text>
            </div>
            {TrackPrices && <TrackPrices search={flightAlertSearch(values)} currency={currency} />}
          </Group>

          {!multiCity && (
            <div className={classes.calendarWrap}>
              <PriceCalendarStrip
                days={calendar.data}
                loading={calendar.isLoading}
                selected={values.fromDate}
                earliest={earliestFlightDate(today())}
                onPick={pickDate}
              />
            </div>
          )}

          <div className={classes.layout}>
            <aside className={classes.sidebar} aria-label="Filters">
              {wide && routings.length > 0 && !search.isError && filters}
            </aside>
            <section
              className={classes.results}
              aria-labelledby="results-heading"
              aria-busy={search.isFetching}
            >
              <FlightResultsHeader
                heading={
                  search.isFetching && !result
                    ? 'Searching flights'
                    : search.isError
                      ? 'Search failed'
                      : `${shown.length} of ${routings.length} flight${routings.length === 1 ? '' : 's'}`
                }
                total={routings.length}
                sort={view.sort}
                onSort={setSort}
                onOpenFilters={() => setDrawerOpen(true)}
              />
              <FlightResultsList
                error={
                  search.isError
                    ? { message: search.error.message, retry: () => void search.refetch() }
                    : null
                }
                loading={search.isFetching && (!result || showingOld)}
                from={values.fromCity || values.fromCityCode}
                to={
                  multiCity
                    ? (values.legs.at(-1)?.toCity ?? values.toCity)
                    : values.toCity || values.toCityCode
                }
                total={routings.length}
                shown={shown}
                visible={view.visible}
                pageSize={PAGE_SIZE}
                onShowMore={view.showMore}
                onClearFilters={() => setFilters(NO_FILTERS)}
                onNextDay={
                  mayBeToday
                    ? () => moveSearchTo(dayjs(values.fromDate).add(1, 'day').format('YYYY-MM-DD'))
                    : null
                }
                renderCard={(r, i) => (
                  <RoutingCard
                    key={r.priceList[0]?.uniqueStr ?? i}
                    routing={r}
                    index={i}
                    travellers={travellers}
                    airport={airport}
                    onOpenPolicy={openPolicy}
                    onBook={bookFare}
                    bookingKey={bookState.status === 'checking' ? bookState.fare.uniqueStr : null}
                  />
                )}
              />
              <LaterContactForm currency={currency} />
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

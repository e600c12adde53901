import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { TRIP_TYPE } from '@farewise/domain/flights/products';
import { multiCityPlaces } from '@farewise/domain/flights/multi-city.rules';
import { partyText } from '@farewise/domain/shared/party';
import type { FlightAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/client';
import { useCurrency } from '../../../shared/currency/use-currency';
import { useFlightSearch } from '../api/search-flights';
import {
  searchFromQuery,
  type FlightSearchValues,
  storeSessionCopy,
  toSearchBody,
  today,
} from '../components/flight-search-model';
import { passedDateIn, searchMovedTo } from '../components/passed-date';

/**
 * The search of /flightsList's address: its values, the form's values, the search itself, the
 * route in words, and a date that has passed (in the address, or where the flight leaves).
 */
export function useFlightsListSearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currency = useCurrency();
  const queryString = params.toString();
  const values = useMemo(() => searchFromQuery(new URLSearchParams(queryString)), [queryString]);
  // An address whose date has passed is not searched (decision 039).
  const passedInAddress = useMemo(
    () => passedDateIn(new URLSearchParams(queryString), today()),
    [queryString],
  );
  // The form above the notice offers the same trip from today, not the default date.
  const formValues = useMemo(
    () =>
      passedInAddress
        ? searchFromQuery(
            new URLSearchParams(searchMovedTo(new URLSearchParams(queryString), today())),
          )
        : values,
    [passedInAddress, queryString, values],
  );
  const body = useMemo(
    () => (values && !passedInAddress ? toSearchBody(values, currency) : null),
    [values, currency, passedInAddress],
  );
  const search = useFlightSearch(body);
  // A search opened from its address (shared, reloaded) is kept for the session as a search made
  // with the form is (SPEC 3).
  useEffect(() => {
    if (values) storeSessionCopy(values);
  }, [values]);
  const multiCity = values?.tripType === TRIP_TYPE.multiCity;

  const passengers = values
    ? partyText({ adults: values.adultNumber, children: values.childNumber })
    : '';
  const routeTitle = !values
    ? ''
    : multiCity
      ? multiCityPlaces(values.legs, (l) => l.city || l.code).join(' → ')
      : `${values.fromCity || values.fromCityCode} to ${values.toCity || values.toCityCode}`;
  const routeCodes = !values
    ? ''
    : multiCity
      ? multiCityPlaces(values.legs, (l) => l.code).join(' → ')
      : `${values.fromCityCode} → ${values.toCityCode}`;

  // Yesterday or today may have passed where the flight leaves: the server says so, and which
  // date it is there now (a search from today starts then).
  const passedThere =
    search.error instanceof ApiError && search.error.errorCode === 'flights.date_passed'
      ? (search.error.data as { date?: string; today?: string } | null)
      : null;
  const passedDate = passedInAddress ?? (passedThere ? (values?.fromDate ?? null) : null);
  const todayThere = passedThere?.today ?? today();
  const moveSearchTo = (date: string) =>
    navigate(paths.flightsList.url(searchMovedTo(new URLSearchParams(queryString), date)));
  const mayBeToday =
    !!values && values.fromDate <= dayjs(today()).add(1, 'day').format('YYYY-MM-DD');

  return {
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
  };
}

/** The search a price alert of these results watches. */
export function flightAlertSearch(values: FlightSearchValues): FlightAlertSearch {
  return {
    kind: 'flight',
    tripType: values.tripType,
    fromCity: values.fromCity,
    fromCityCode: values.fromCityCode,
    toCity: values.toCity,
    toCityCode: values.toCityCode,
    fromDate: values.fromDate,
    retDate: values.tripType === 2 ? values.retDate : null,
    ...(values.tripType === TRIP_TYPE.multiCity ? { legs: values.legs } : {}),
    adultNumber: values.adultNumber,
    childNumber: values.childNumber,
    cabinPref: values.cabinPref,
  };
}

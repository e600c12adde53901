import dayjs from 'dayjs';
import { CABIN_NAMES, TRIP_TYPE, type SearchableCabin } from '@farewise/domain/flights/products';
import {
  DEFAULT_RETURN_OFFSET_DAYS,
  earliestFlightDate,
  withAdults,
  withChildren,
} from '@farewise/domain/flights/flight-search.rules';
import { isIsoDate } from '@farewise/domain/shared/dates';
import type { FlightSearchBody } from '@farewise/domain/flights/search.schemas';
import { STORAGE_KEYS, readJson, writeJson } from '../../../shared/storage/storage';

/** The flight search form (SPEC 3), as the form holds it. */
export interface FlightSearchValues {
  tripType: 1 | 2;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate: string | null;
  adultNumber: number;
  childNumber: number;
  cabinPref: SearchableCabin;
}

/** The copy kept in session storage on search (SPEC 3): the form plus these fields. */
export interface FlightSearchSessionCopy extends Omit<FlightSearchValues, 'cabinPref'> {
  oneWayTime: string;
  roundTripTimego: string;
  roundTripTimeto: string;
  totalnum: number;
  kind: 1 | 2;
  /** The cabin as a word: 'Economy' or 'Business'. */
  cabinPref: string;
  cabinCode: SearchableCabin;
}

export const today = () => dayjs().format('YYYY-MM-DD');

export function defaultSearch(now = today()): FlightSearchValues {
  const fromDate = dayjs(now).add(14, 'day').format('YYYY-MM-DD');
  return {
    tripType: TRIP_TYPE.roundTrip,
    fromCity: '',
    fromCityCode: '',
    toCity: '',
    toCityCode: '',
    fromDate,
    retDate: dayjs(fromDate).add(DEFAULT_RETURN_OFFSET_DAYS, 'day').format('YYYY-MM-DD'),
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Makes any stored or linked search safe to show: unknown fields dropped, counts within the
 * passenger limits, dates before yesterday replaced by the defaults.
 */
export function normaliseSearch(
  input: Partial<Record<keyof FlightSearchValues, unknown>>,
  now = today(),
): FlightSearchValues {
  const base = defaultSearch(now);
  const tripType =
    Number(input.tripType) === TRIP_TYPE.oneWay ? TRIP_TYPE.oneWay : TRIP_TYPE.roundTrip;
  const floor = earliestFlightDate(now);
  let fromDate = str(input.fromDate);
  if (!isIsoDate(fromDate) || fromDate < floor) fromDate = base.fromDate;
  let retDate: string | null = str(input.retDate) || null;
  if (tripType === TRIP_TYPE.oneWay) retDate = null;
  else if (!isIsoDate(retDate) || retDate < fromDate) {
    retDate = dayjs(fromDate).add(DEFAULT_RETURN_OFFSET_DAYS, 'day').format('YYYY-MM-DD');
  }
  const adults = withAdults({ adults: 1, children: 0 }, Number(input.adultNumber) || 1);
  const counts = withChildren(adults, Number(input.childNumber) || 0);
  return {
    tripType,
    fromCity: str(input.fromCity),
    fromCityCode: str(input.fromCityCode).toUpperCase().slice(0, 3),
    toCity: str(input.toCity),
    toCityCode: str(input.toCityCode).toUpperCase().slice(0, 3),
    fromDate,
    retDate,
    adultNumber: counts.adults,
    childNumber: counts.children,
    cabinPref: input.cabinPref === 'C' ? 'C' : 'Y',
  };
}

/** The form as the traveller last left it on this device (SPEC 3: persisted locally). */
export function loadStoredSearch(now = today()): FlightSearchValues {
  const stored = readJson<Record<string, unknown>>(
    'local',
    STORAGE_KEYS.flightSearchForm,
    (v): v is Record<string, unknown> => !!v && typeof v === 'object',
  );
  return stored ? normaliseSearch(stored, now) : defaultSearch(now);
}

export function storeSearch(values: FlightSearchValues): void {
  writeJson('local', STORAGE_KEYS.flightSearchForm, values);
}

export function sessionCopy(values: FlightSearchValues): FlightSearchSessionCopy {
  const roundTrip = values.tripType === TRIP_TYPE.roundTrip;
  return {
    ...values,
    oneWayTime: roundTrip ? '' : values.fromDate,
    roundTripTimego: roundTrip ? values.fromDate : '',
    roundTripTimeto: roundTrip ? (values.retDate ?? '') : '',
    totalnum: values.adultNumber + values.childNumber,
    kind: values.tripType,
    cabinPref: CABIN_NAMES[values.cabinPref],
    cabinCode: values.cabinPref,
  };
}

export function storeSessionCopy(values: FlightSearchValues): void {
  writeJson('session', STORAGE_KEYS.flightSearchSession, sessionCopy(values));
}

const QUERY_FIELDS: (keyof FlightSearchValues)[] = [
  'tripType',
  'fromCity',
  'fromCityCode',
  'toCity',
  'toCityCode',
  'fromDate',
  'retDate',
  'adultNumber',
  'childNumber',
  'cabinPref',
];

/** The /flightsList query string of a search. */
export function searchToQuery(values: FlightSearchValues): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of QUERY_FIELDS) {
    const v = values[key];
    if (v !== null && v !== '') query[key] = v;
  }
  return query;
}

/** The search in /flightsList's query string, or null when it names no route. */
export function searchFromQuery(params: URLSearchParams, now = today()): FlightSearchValues | null {
  if (!params.get('fromCityCode') || !params.get('toCityCode')) return null;
  const raw: Partial<Record<keyof FlightSearchValues, unknown>> = {};
  for (const key of QUERY_FIELDS) raw[key] = params.get(key) ?? undefined;
  return normaliseSearch(raw, now);
}

export function toSearchBody(values: FlightSearchValues, currency: string): FlightSearchBody {
  return {
    tripType: values.tripType,
    fromCity: values.fromCity,
    fromCityCode: values.fromCityCode,
    toCity: values.toCity,
    toCityCode: values.toCityCode,
    fromDate: values.fromDate,
    retDate: values.tripType === TRIP_TYPE.roundTrip ? values.retDate : null,
    adultNumber: values.adultNumber,
    childNumber: values.childNumber,
    cabinPref: values.cabinPref,
    Currency: currency as FlightSearchBody['Currency'],
  };
}

/** The departure date, and the return date of a round trip, in one format. */
export function tripDates(
  values: { tripType: number; fromDate: string; retDate?: string | null },
  format: string,
): string {
  const from = dayjs(values.fromDate).format(format);
  return values.retDate && values.tripType === 2
    ? `${from} – ${dayjs(values.retDate).format(format)}`
    : from;
}

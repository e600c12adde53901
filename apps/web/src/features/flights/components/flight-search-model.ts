import dayjs from 'dayjs';
import { CABIN_NAMES, TRIP_TYPE, type SearchableCabin } from '@farewise/domain/flights/products';
import {
  DEFAULT_RETURN_OFFSET_DAYS,
  earliestFlightDate,
  withAdults,
  withChildren,
} from '@farewise/domain/flights/flight-search.rules';
import { addDays, isIsoDate } from '@farewise/domain/shared/dates';
import {
  MULTI_CITY_LEGS,
  legsFromSimpleTrip,
  type MultiCityLeg,
} from '@farewise/domain/flights/multi-city.rules';
import type { FlightSearchBody } from '@farewise/domain/flights/search.schemas';
import { STORAGE_KEYS, readJson, writeJson } from '../../../shared/storage/storage';
import { travellerToday } from '@farewise/domain/shared/today';

/** The flight search form (SPEC 3), as the form holds it. */
export interface FlightSearchValues {
  tripType: 1 | 2 | 3;
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate: string | null;
  adultNumber: number;
  childNumber: number;
  cabinPref: SearchableCabin;
  /**
   * A multi-city trip's legs (decision 026), kept while another trip type is shown so switching
   * back restores them.
   */
  legs: MultiCityLeg[];
}

/** The copy kept in session storage on search (SPEC 3): the form plus these fields. */
export interface FlightSearchSessionCopy extends Omit<FlightSearchValues, 'cabinPref'> {
  oneWayTime: string;
  roundTripTimego: string;
  roundTripTimeto: string;
  totalnum: number;
  kind: 1 | 2 | 3;
  /** The cabin as a word: 'Economy' or 'Business'. */
  cabinPref: string;
  cabinCode: SearchableCabin;
}

/** The traveller's own today: the search form's dates are where the browser is (decision 047). */
export const today = () => travellerToday();

export function defaultSearch(now = today()): FlightSearchValues {
  const fromDate = dayjs(now).add(14, 'day').format('YYYY-MM-DD');
  const route = {
    fromCity: '',
    fromCityCode: '',
    toCity: '',
    toCityCode: '',
    fromDate,
    retDate: dayjs(fromDate).add(DEFAULT_RETURN_OFFSET_DAYS, 'day').format('YYYY-MM-DD'),
  };
  return {
    tripType: TRIP_TYPE.roundTrip,
    ...route,
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
    legs: legsFromSimpleTrip(route),
  };
}

/**
 * Stored or linked legs made safe: 2 to 5 of them, codes trimmed, and any date missing, before
 * yesterday or before the leg before it moved to two days after that leg (or the default date).
 */
function normaliseLegs(input: unknown, fallback: MultiCityLeg[], now: string): MultiCityLeg[] {
  if (!Array.isArray(input) || input.length < MULTI_CITY_LEGS.min) return fallback;
  const floor = earliestFlightDate(now);
  const legs: MultiCityLeg[] = [];
  for (const raw of input.slice(0, MULTI_CITY_LEGS.max)) {
    const leg = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const before = legs[legs.length - 1]?.fromDate;
    let date = str(leg.fromDate);
    if (!isIsoDate(date) || date < floor || (before && date < before)) {
      date = before ? addDays(before, DEFAULT_RETURN_OFFSET_DAYS) : fallback[0]!.fromDate;
    }
    legs.push({
      fromCity: str(leg.fromCity),
      fromCityCode: str(leg.fromCityCode).toUpperCase().slice(0, 3),
      toCity: str(leg.toCity),
      toCityCode: str(leg.toCityCode).toUpperCase().slice(0, 3),
      fromDate: date,
    });
  }
  return legs;
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
  const asked = Number(input.tripType);
  const tripType =
    asked === TRIP_TYPE.oneWay || asked === TRIP_TYPE.multiCity ? asked : TRIP_TYPE.roundTrip;
  const floor = earliestFlightDate(now);
  let fromDate = str(input.fromDate);
  if (!isIsoDate(fromDate) || fromDate < floor) fromDate = base.fromDate;
  let retDate: string | null = str(input.retDate) || null;
  if (tripType !== TRIP_TYPE.roundTrip) retDate = null;
  else if (!isIsoDate(retDate) || retDate < fromDate) {
    retDate = dayjs(fromDate).add(DEFAULT_RETURN_OFFSET_DAYS, 'day').format('YYYY-MM-DD');
  }
  const adults = withAdults({ adults: 1, children: 0 }, Number(input.adultNumber) || 1);
  const counts = withChildren(adults, Number(input.childNumber) || 0);
  const route = {
    fromCity: str(input.fromCity),
    fromCityCode: str(input.fromCityCode).toUpperCase().slice(0, 3),
    toCity: str(input.toCity),
    toCityCode: str(input.toCityCode).toUpperCase().slice(0, 3),
    fromDate,
    retDate,
  };
  return {
    tripType,
    ...route,
    adultNumber: counts.adults,
    childNumber: counts.children,
    cabinPref: input.cabinPref === 'C' ? 'C' : 'Y',
    legs: normaliseLegs(input.legs, legsFromSimpleTrip(route), now),
  };
}

/** A search as links and calls take it: the legs matter only to a multi-city trip. */
export type SearchLike = Omit<FlightSearchValues, 'legs'> & { legs?: MultiCityLeg[] };

/** A multi-city form's route fields repeat its first leg, as the search call has them. */
export function withFirstLeg<T extends SearchLike>(values: T): T {
  if (values.tripType !== TRIP_TYPE.multiCity) return values;
  const first = values.legs?.[0];
  return first ? { ...values, ...first, retDate: null } : values;
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

export function sessionCopy(form: FlightSearchValues): FlightSearchSessionCopy {
  const values = withFirstLeg(form);
  const roundTrip = values.tripType === TRIP_TYPE.roundTrip;
  return {
    ...values,
    oneWayTime: values.tripType === TRIP_TYPE.oneWay ? values.fromDate : '',
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

/** The /flightsList query string of a search; a multi-city search adds its legs as JSON. */
export function searchToQuery(form: SearchLike): Record<string, string | number> {
  const values = withFirstLeg(form);
  const query: Record<string, string | number> = {};
  for (const key of QUERY_FIELDS) {
    const v = values[key];
    if ((typeof v === 'string' && v !== '') || typeof v === 'number') query[key] = v;
  }
  if (values.tripType === TRIP_TYPE.multiCity && values.legs)
    query.legs = JSON.stringify(values.legs);
  return query;
}

function parsedLegs(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The search in /flightsList's query string, or null when it names no route. */
export function searchFromQuery(params: URLSearchParams, now = today()): FlightSearchValues | null {
  if (!params.get('fromCityCode') || !params.get('toCityCode')) return null;
  const raw: Partial<Record<keyof FlightSearchValues, unknown>> = {};
  for (const key of QUERY_FIELDS) raw[key] = params.get(key) ?? undefined;
  raw.legs = parsedLegs(params.get('legs'));
  const values = normaliseSearch(raw, now);
  // A multi-city link without its legs is no search.
  if (values.tripType === TRIP_TYPE.multiCity && raw.legs === undefined) return null;
  return withFirstLeg(values);
}

export function toSearchBody(form: FlightSearchValues, currency: string): FlightSearchBody {
  const values = withFirstLeg(form);
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
    ...(values.tripType === TRIP_TYPE.multiCity ? { legs: values.legs } : {}),
    Currency: currency as FlightSearchBody['Currency'],
  };
}

/** The departure date, and the return date of a round trip (a multi-city trip's last date), in one format. */
export function tripDates(
  values: {
    tripType: number;
    fromDate: string;
    retDate?: string | null;
    legs?: { fromDate: string }[];
  },
  format: string,
): string {
  const from = dayjs(values.fromDate).format(format);
  const last = values.legs?.[values.legs.length - 1];
  if (values.tripType === TRIP_TYPE.multiCity && last)
    return `${from} – ${dayjs(last.fromDate).format(format)}`;
  return values.retDate && values.tripType === 2
    ? `${from} – ${dayjs(values.retDate).format(format)}`
    : from;
}

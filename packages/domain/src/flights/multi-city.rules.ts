import { addDays, isIsoDate } from '../shared/dates.ts';
import { DEFAULT_RETURN_OFFSET_DAYS, earliestFlightDate } from './flight-search.rules.ts';
import { FLIGHT_SEARCH_MESSAGES as M } from './search.rules.messages.ts';

/**
 * Multi-city trips (trip type 3, decision 026): 2 to 5 legs, each with its own from, to and
 * date. Each leg follows SPEC 5's city and date rules; the dates run in order (a leg may leave
 * on the day the leg before it leaves, never before).
 */
export const MULTI_CITY_LEGS = { min: 2, max: 5 } as const;

export interface MultiCityLeg {
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
}

export type LegField = 'fromCityCode' | 'toCityCode' | 'fromDate';

/** The places a multi-city trip passes through, in order: each leg's start, then the last landing. */
export function multiCityPlaces(
  legs: readonly MultiCityLeg[],
  name: (p: { city: string; code: string }) => string,
): string[] {
  const last = legs[legs.length - 1];
  return [
    ...legs.map((l) => name({ city: l.fromCity, code: l.fromCityCode })),
    ...(last ? [name({ city: last.toCity, code: last.toCityCode })] : []),
  ];
}
export type LegErrors = Partial<Record<LegField, string>>;

export interface MultiCityErrors {
  /** The whole list's message (too few or too many legs), or null. */
  legs: string | null;
  /** Per leg, in order; an empty object for a leg without fault. */
  perLeg: LegErrors[];
}

/** The messages of a multi-city leg list; `today` is YYYY-MM-DD. */
export function multiCityErrors(legs: readonly MultiCityLeg[], today: string): MultiCityErrors {
  const floor = earliestFlightDate(today);
  const perLeg = legs.map((leg, i): LegErrors => {
    const e: LegErrors = {};
    const from = leg.fromCityCode.trim().toUpperCase();
    const to = leg.toCityCode.trim().toUpperCase();
    if (!from) e.fromCityCode = M.fromRequired;
    if (!to) e.toCityCode = M.toRequired;
    else if (from && from === to) e.toCityCode = M.sameCity;
    if (!isIsoDate(leg.fromDate)) e.fromDate = M.dateRequired;
    else if (leg.fromDate < floor) e.fromDate = M.dateTooEarly;
    else {
      const before = legs[i - 1]?.fromDate;
      if (before && isIsoDate(before) && leg.fromDate < before) e.fromDate = M.legBeforePrevious;
    }
    return e;
  });
  const legsMessage =
    legs.length < MULTI_CITY_LEGS.min || legs.length > MULTI_CITY_LEGS.max ? M.legsCount : null;
  return { legs: legsMessage, perLeg };
}

/** True when a multi-city leg list may be searched. */
export function multiCityValid(legs: readonly MultiCityLeg[], today: string): boolean {
  const { legs: whole, perLeg } = multiCityErrors(legs, today);
  return !whole && perLeg.every((e) => Object.keys(e).length === 0);
}

/** Field paths and messages, as the search call's 400 names them ('legs.1.toCityCode'). */
export function multiCityErrorList(
  legs: readonly MultiCityLeg[],
  today: string,
): { field: string; message: string }[] {
  const { legs: whole, perLeg } = multiCityErrors(legs, today);
  const list = whole ? [{ field: 'legs', message: whole }] : [];
  perLeg.forEach((e, i) => {
    for (const [field, message] of Object.entries(e))
      list.push({ field: `legs.${i}.${field}`, message });
  });
  return list;
}

/**
 * The leg "Add flight" appends: from where the last leg lands, two days after it leaves (the
 * default stay of SPEC 4's return date). Null when the trip already has 5 legs.
 */
export function nextLeg(legs: readonly MultiCityLeg[]): MultiCityLeg | null {
  if (legs.length >= MULTI_CITY_LEGS.max) return null;
  const last = legs[legs.length - 1];
  return {
    fromCity: last?.toCity ?? '',
    fromCityCode: last?.toCityCode ?? '',
    toCity: '',
    toCityCode: '',
    fromDate:
      last && isIsoDate(last.fromDate) ? addDays(last.fromDate, DEFAULT_RETURN_OFFSET_DAYS) : '',
  };
}

/** The legs without the one at `index`; a trip keeps at least 2. */
export function withoutLeg<T>(legs: readonly T[], index: number): T[] {
  if (legs.length <= MULTI_CITY_LEGS.min) return [...legs];
  return legs.filter((_, i) => i !== index);
}

/**
 * A switch to multi-city from a one-way or round-trip form: the form's route is the first leg;
 * a round trip's return becomes the second leg, otherwise the second leg leaves from where the
 * first lands.
 */
export function legsFromSimpleTrip(form: {
  fromCity: string;
  fromCityCode: string;
  toCity: string;
  toCityCode: string;
  fromDate: string;
  retDate?: string | null;
}): MultiCityLeg[] {
  const first: MultiCityLeg = {
    fromCity: form.fromCity,
    fromCityCode: form.fromCityCode,
    toCity: form.toCity,
    toCityCode: form.toCityCode,
    fromDate: form.fromDate,
  };
  const second = nextLeg([first])!;
  return [
    first,
    form.retDate && isIsoDate(form.retDate) ? { ...second, fromDate: form.retDate } : second,
  ];
}

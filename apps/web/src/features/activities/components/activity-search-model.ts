import dayjs from 'dayjs';
import { readJson, writeJson } from '../../../shared/storage/storage';
import type { CityValue } from './activity-city-field';

/** The activities search as the home tab and the results page keep it (this device, SPEC 3 style). */
export interface ActivitySearchValues {
  city: CityValue;
  date: string;
}

const KEY = 'activitySearchForm';
const isValues = (v: unknown): v is ActivitySearchValues =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ActivitySearchValues).date === 'string' &&
  typeof (v as ActivitySearchValues).city?.name === 'string' &&
  typeof (v as ActivitySearchValues).city?.cityId === 'string';

/** Tomorrow: today's slots may have closed already. */
export const defaultActivityDate = (now = new Date()) =>
  dayjs(now).add(1, 'day').format('YYYY-MM-DD');

export function loadActivitySearch(now = new Date()): ActivitySearchValues {
  const stored = readJson('local', KEY, isValues);
  const today = dayjs(now).format('YYYY-MM-DD');
  if (stored)
    return { ...stored, date: stored.date >= today ? stored.date : defaultActivityDate(now) };
  return { city: { cityId: '', name: '' }, date: defaultActivityDate(now) };
}

export function storeActivitySearch(values: ActivitySearchValues): void {
  writeJson('local', KEY, values);
}

import countriesEn from 'i18n-iso-countries/langs/en.json';
import nationalitiesEn from 'i18n-nationality/langs/en.json';
import { inEnglishOrder } from '../shared/english-order.ts';

/** One option of a select: an ISO 3166-1 alpha-2 code and its English label. */
export interface CodeOption {
  code: string;
  label: string;
}

/**
 * Passport-issuing countries (id_card_issue) from i18n-iso-countries, by name. Where the data
 * offers several names the official one comes first, and that is the one shown.
 */
export const PASSPORT_COUNTRIES: readonly CodeOption[] = inEnglishOrder(
  Object.entries(countriesEn.countries as Record<string, string | string[]>).map(
    ([code, names]) => ({ code, label: Array.isArray(names) ? (names[0] ?? code) : names }),
  ),
  (c) => c.label,
);

/** Nationalities (national_code) from i18n-nationality, by name. */
export const NATIONALITIES: readonly CodeOption[] = inEnglishOrder(
  Object.entries(nationalitiesEn.nationalities as Record<string, string>).map(([code, label]) => ({
    code,
    label,
  })),
  (c) => c.label,
);

const passportCodes = new Set(PASSPORT_COUNTRIES.map((c) => c.code));
const nationalityCodes = new Set(NATIONALITIES.map((c) => c.code));

export const isPassportCountry = (code: string) => passportCodes.has(code);
export const isNationality = (code: string) => nationalityCodes.has(code);

export function passportCountryName(code: string): string | null {
  return PASSPORT_COUNTRIES.find((c) => c.code === code)?.label ?? null;
}

export function nationalityName(code: string): string | null {
  return NATIONALITIES.find((c) => c.code === code)?.label ?? null;
}

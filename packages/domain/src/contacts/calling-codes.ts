import { all as allCountries } from 'country-codes-list';
import { inEnglishOrder } from '../shared/english-order.ts';

/** One option of the country calling code select. */
export interface CallingCodeOption {
  /** ISO 3166-1 alpha-2 code of the country. */
  iso: string;
  country: string;
  /** E.164 calling code, digits only, such as '61'. */
  code: string;
  flag: string;
}

/** Every country's calling code from country-codes-list, by country name. Several countries share '1', '7', '44'… */
export const CALLING_CODES: readonly CallingCodeOption[] = inEnglishOrder(
  allCountries()
    .filter((c) => /^\d{1,4}$/.test(c.countryCallingCode))
    .map((c) => ({
      iso: c.countryCode,
      country: c.countryNameEn,
      code: c.countryCallingCode,
      flag: c.flag,
    })),
  (c) => c.country,
);

const codes = new Set(CALLING_CODES.map((c) => c.code));

/** '61', '+61' and ' 61 ' are the same calling code. */
export function normaliseCallingCode(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/^\+/, '');
}

export function isCallingCode(value: string | null | undefined): boolean {
  return codes.has(normaliseCallingCode(value));
}

/** The code a traveller paying in a currency most likely has (AUD is the fallback market). */
export function defaultCallingCode(currency: string): string {
  return { AUD: '61', CNY: '86', USD: '1', EUR: '49' }[currency] ?? '61';
}

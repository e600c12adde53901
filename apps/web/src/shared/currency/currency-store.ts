import { CURRENCIES, type Currency, pickCurrency } from '@farewise/domain/money/currency';
import { STORAGE_KEYS, readText, writeText } from '../storage/storage';
import { createExternalStore } from '../storage/external-store';

/**
 * The currency prices are shown and requested in (SPEC 1, 9): chosen in the header,
 * remembered in localStorage, AUD whenever nothing valid is chosen. Without TanStack Query, so
 * API calls and the layout can read it on a first load without it (decision 034); the hooks
 * that check it against site info are in use-currency.ts.
 */
export const readStoredCurrency = (): Currency =>
  pickCurrency(readText('local', STORAGE_KEYS.currency));

export const currencyStore = createExternalStore<Currency>(readStoredCurrency());

/** For price and booking calls: the currency to send. */
export const getCurrency = (): Currency => currencyStore.get();

export function setCurrency(value: string, offered: readonly Currency[] = CURRENCIES): Currency {
  const currency = pickCurrency(value, offered);
  writeText('local', STORAGE_KEYS.currency, currency);
  currencyStore.set(currency);
  return currency;
}

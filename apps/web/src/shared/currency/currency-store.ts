import {
  CURRENCIES,
  type Currency,
  parseCurrencyList,
  pickCurrency,
} from '@farewise/domain/money/currency';
import { STORAGE_KEYS, readText, writeText } from '../storage/storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';
import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { siteInfoQuery, useSiteInfo } from '../site/site-info.query';

/**
 * The currency prices are shown and requested in (SPEC 1, 9): chosen in the header,
 * remembered in localStorage, AUD whenever nothing valid is chosen.
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

/** The currencies site info offers (default_currency), all four until it has loaded. */
export function useCurrencyOptions(): Currency[] {
  const { data } = useSiteInfo();
  return data ? parseCurrencyList(data.default_currency) : [...CURRENCIES];
}

/**
 * The current currency, checked against what the site offers. A component re-renders when the
 * currency changes, not when site info arrives and leaves it as it was (every page with prices
 * reads it: a whole page drawn again for nothing, on the phone's busy first seconds).
 */
export function useCurrency(): Currency {
  const chosen = useExternalStore(currencyStore);
  const client = useQueryClient();
  // Site info is asked for as before; its arrival alone re-renders nothing here.
  useQuery({ ...siteInfoQuery, notifyOnChangeProps: [] });
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () =>
      pickCurrency(
        chosen,
        parseCurrencyList(client.getQueryData(siteInfoQuery.queryKey)?.default_currency),
      ),
  );
}

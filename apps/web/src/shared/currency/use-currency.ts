import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Currency,
  parseCurrencyList,
  pickCurrency,
  CURRENCIES,
} from '@farewise/domain/money/currency';
import { useExternalStore } from '../storage/external-store';
import { siteInfoQuery, useSiteInfo } from '../site/site-info.query';
import { currencyStore } from './currency-store';

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

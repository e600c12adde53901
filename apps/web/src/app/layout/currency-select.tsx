import { Suspense, useId } from 'react';
import { CURRENCIES, type Currency } from '@farewise/domain/money/currency';
import { currencyStore, setCurrency } from '../../shared/currency/currency-store';
import { useExternalStore } from '../../shared/storage/external-store';
import { lazyWithLibraries } from '../with-libraries';
import classes from './currency-select.module.css';

/**
 * The currency prices are shown in (SPEC 1): from site info's list, remembered on this
 * device. A plain <select>: native on phones, and light on the first page load.
 */
export function CurrencyPicker({
  currency,
  offered,
  fullWidth = false,
}: {
  currency: Currency;
  offered: readonly Currency[];
  fullWidth?: boolean;
}) {
  const id = useId();
  return (
    <span className={classes.wrap} data-full-width={fullWidth || undefined}>
      <label htmlFor={id} className={classes.srOnly}>
        Currency
      </label>
      <select
        id={id}
        className={classes.select}
        value={currency}
        onChange={(e) => setCurrency(e.currentTarget.value, offered)}
      >
        {offered.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </span>
  );
}

// Site info's list of currencies comes with TanStack Query (decision 034).
const CurrencyFromSite = lazyWithLibraries(() =>
  import('./currency-from-site').then((m) => m.CurrencyFromSite),
);

/** The header's currency choice: the stored one among all four until site info's list is in. */
export function CurrencySelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const stored = useExternalStore(currencyStore);
  return (
    <Suspense
      fallback={<CurrencyPicker currency={stored} offered={CURRENCIES} fullWidth={fullWidth} />}
    >
      <CurrencyFromSite fullWidth={fullWidth} />
    </Suspense>
  );
}

import { useId } from 'react';
import { setCurrency, useCurrency, useCurrencyOptions } from '../../shared/currency/currency-store';
import classes from './currency-select.module.css';

/**
 * The currency prices are shown in (SPEC 1): from site info's list, remembered on this
 * device. A plain <select>: native on phones, and light on the first page load.
 */
export function CurrencySelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const currency = useCurrency();
  const offered = useCurrencyOptions();
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

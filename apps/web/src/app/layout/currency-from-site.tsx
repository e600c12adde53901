import { useCurrency, useCurrencyOptions } from '../../shared/currency/use-currency';
import { CurrencyPicker } from './currency-select';

/** The currency choice checked against site info's list (SPEC 1). */
export function CurrencyFromSite({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <CurrencyPicker currency={useCurrency()} offered={useCurrencyOptions()} fullWidth={fullWidth} />
  );
}

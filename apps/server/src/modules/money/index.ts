// The money module's public face (decision 021): the exchange rates other modules price with.
export { loadExchangeRates, REFERENCE_RATES, type ExchangeRates } from './exchange-rates.ts';

/** Currencies the site sells in (SPEC 1, 9); AUD is the fallback. */
export const CURRENCIES = ['USD', 'CNY', 'AUD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'AUD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Parses site info's comma-separated default_currency, keeping only supported codes. */
export function parseCurrencyList(list: string | undefined | null): Currency[] {
  const parsed = (list ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(isCurrency);
  const unique = [...new Set(parsed)];
  return unique.length ? unique : [...CURRENCIES];
}

/** The currency to use: the chosen one when valid and offered, otherwise AUD. */
export function pickCurrency(chosen: unknown, offered: readonly Currency[] = CURRENCIES): Currency {
  return isCurrency(chosen) && offered.includes(chosen) ? chosen : DEFAULT_CURRENCY;
}

import { sql } from 'drizzle-orm';
import { CURRENCIES, pickCurrency, type Currency } from '@farewise/domain/money/currency';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from './money.table.ts';

/** Reference rates seeded at start: units per US dollar (base USD), dated. */
export const REFERENCE_RATES: { asOf: string; perUsd: Record<Currency, number> } = {
  asOf: '2026-01-02',
  perUsd: { USD: 1, AUD: 1.53, EUR: 0.92, CNY: 7.2 },
};

export interface ExchangeRates {
  /** Units of the currency per US dollar, and the date of that reference rate. */
  rate(currency: Currency): { perUsd: number; asOf: string };
  /** The request's currency when supported, otherwise AUD (SPEC 9). */
  pick(chosen: unknown): Currency;
}

/** Seeds the reference rates (rows edited later are kept) and reads the newest per currency. */
export async function loadExchangeRates({ db }: { db: Db }): Promise<ExchangeRates> {
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(REFERENCE_RATES.perUsd).map(([currency, perUsd]) => ({
        currency,
        perUsd,
        asOf: REFERENCE_RATES.asOf,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      currency: exchangeRates.currency,
      perUsd: exchangeRates.perUsd,
      asOf: exchangeRates.asOf,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, sql`${exchangeRates.asOf} desc`);
  const table = new Map(
    rows.map((r) => [r.currency, { perUsd: Number(r.perUsd), asOf: String(r.asOf) }]),
  );
  for (const currency of CURRENCIES) {
    if (!table.has(currency))
      table.set(currency, { perUsd: REFERENCE_RATES.perUsd[currency], asOf: REFERENCE_RATES.asOf });
  }
  return {
    rate: (currency) => table.get(currency) as { perUsd: number; asOf: string },
    pick: (chosen) => pickCurrency(chosen),
  };
}

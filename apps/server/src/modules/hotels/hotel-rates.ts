import type { Currency } from '@farewise/domain/money/currency';
import type { Db } from '../../db/client.ts';
import { loadExchangeRates, REFERENCE_RATES } from '../money/index.ts';

export interface HotelRates {
  /** Units of the currency per US dollar (the supplier prices in US cents). */
  perUsd(currency: Currency): number;
}

/**
 * The site's one table of reference rates (DESIGN 5, read through the flights module that seeds
 * it), seen as the hotel supplier needs it; the booking stores the rate it used on the order.
 */
export async function loadHotelRates({ db }: { db: Db }): Promise<HotelRates> {
  const rates = await loadExchangeRates({ db });
  return { perUsd: (currency) => rates.rate(currency).perUsd };
}

export const fixedRates: HotelRates = { perUsd: (currency) => REFERENCE_RATES.perUsd[currency] };

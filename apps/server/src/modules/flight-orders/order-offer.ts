import type { Currency } from '@farewise/domain/money/currency';
import type { TicketVerifyResult } from '@farewise/domain/flights/flight-calls.schemas';
import { AppError } from '../../shared/app-error.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import { priceExpired } from '../flights/index.ts';
import { tripTypeMismatch } from './flight-orders.errors.ts';

export interface OrderOffer {
  unique: string;
  g: string;
  adultNumber: number;
  childNumber: number;
  kind: 1 | 2 | 3;
  totalPriceEx: number;
  Currency?: Currency;
}

/**
 * The offer an order is created from, priced now by the flights module's verify: 409
 * flights.price_changed { was, now } or flights.sold_out as verify answers them. An offer past its
 * 30 minutes whose row is still kept is renewed instead: the same option priced now under a
 * fresh offer, answered as 409 flights.price_expired { was, now, currency, uniqueKey, uniqueStr }
 * so the traveller sees the new price and books it with the fresh key (nothing is created here).
 * An offer never issued, or a key that names no flight, stays 410 flights.offer_expired.
 */
export async function verifyOrderOffer(
  search: FlightSearchService,
  offer: OrderOffer,
): Promise<TicketVerifyResult> {
  const request = {
    unique: offer.unique,
    g: offer.g,
    adultNumber: offer.adultNumber,
    childNumber: offer.childNumber,
    Currency: offer.Currency,
  };
  try {
    return await search.verify({ ...request, totalPriceEx: offer.totalPriceEx });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'flights.offer_expired') throw err;
    const renewed = await search.renewOffer(request);
    if (renewed.kind !== offer.kind) throw tripTypeMismatch();
    throw priceExpired({
      was: offer.totalPriceEx,
      now: renewed.totalPriceEx,
      currency: renewed.currency,
      uniqueKey: renewed.uniqueKey,
      uniqueStr: offer.g,
    });
  }
}

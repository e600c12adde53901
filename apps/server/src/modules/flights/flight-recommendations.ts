import { todayUtc } from '@farewise/domain/shared/today';
import type { Currency } from '@farewise/domain/money/currency';
import { addDays } from '@farewise/domain/shared/dates';
import type { RecoFlightResult } from '@farewise/domain/flights/flight-calls.schemas';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSupplier, Itinerary } from '../../suppliers/flights/flight-supplier.ts';
import { LRUCache } from 'lru-cache';
import type { ExchangeRates } from '../money/index.ts';
import type { SeatView } from './seat-view.ts';
import { placesFor } from './search-request.ts';

/** Recommendations price a departure this many days out. */
const RECO_DAYS_AHEAD = 24;
const RECO_DESTINATIONS = 8;
const RECO_DEFAULT_FROM = 'SYD';

export interface FlightRecommendationsDeps {
  clock: Clock;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  seats: SeatView;
}

/** Popular destinations from a city with their cheapest one-way fare, cached per day and currency. */
export function createFlightRecommendations({
  clock,
  supplier,
  rates,
  seats,
}: FlightRecommendationsDeps) {
  const recommendations = new LRUCache<string, RecoFlightResult>({ max: 500 });

  return {
    /** GET /v3/commonb2c/reco/flight: popular destinations with their cheapest fare ~3-4 weeks out. */
    async recommend(q: { from?: string; Currency?: Currency }): Promise<RecoFlightResult> {
      const from = q.from ?? RECO_DEFAULT_FROM;
      const origin = placesFor(supplier, from, 'from')[0]!;
      const day = todayUtc(clock.now());
      const date = addDays(day, RECO_DAYS_AHEAD);
      const currency = rates.pick(q.Currency);
      const cacheKey = `${from}|${date}|${currency}`;
      const cached = recommendations.get(cacheKey);
      if (cached) return cached;
      const rate = rates.rate(currency).perUsd;
      const fromCityCode = supplier.airportsFor(from).length > 1 ? from : origin.cityCode;
      const list: RecoFlightResult['list'] = [];
      for (const dest of supplier.popularDestinations(from, RECO_DESTINATIONS)) {
        const itineraries = (await supplier.search({ from, to: dest.cityCode, date })).slice(0, 20);
        let best: { total: number; it: Itinerary } | null = null;
        for (const it of itineraries) {
          const seatsLeft = seats.onJourney(it.flights, 'Y', day);
          if (seatsLeft < 1) continue;
          const [standard] = await supplier.price({
            journey: [it],
            cabin: 'Y',
            adults: 1,
            children: 0,
            today: day,
            seatsLeft: [seatsLeft],
            rate,
          });
          if (standard && (!best || standard.total < best.total))
            best = { total: standard.total, it };
        }
        list.push({
          fromCityCode,
          fromCityName: origin.cityName,
          toCityCode: dest.cityCode,
          toCityName: dest.cityName,
          toCountryName: dest.countryName,
          date,
          priceEx: best ? best.total / 100 : null,
          currency,
          stops: best ? best.it.stops : null,
          durationMinutes: best ? best.it.totalMinutes : null,
          carrier: best ? best.it.flights[0]!.marketingCarrier : null,
        });
      }
      const result = { fromCityCode, fromCityName: origin.cityName, date, currency, list };
      recommendations.set(cacheKey, result);
      return result;
    },
  };
}

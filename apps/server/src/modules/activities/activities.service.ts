import {
  ACTIVITY_DATE_MESSAGE,
  ACTIVITY_DAYS_AHEAD,
  FEW_PLACES_LEFT,
  POLICY_TITLES,
  categoryLabel,
  freeCancellationEnds,
  isBookableDate,
  partyErrors,
  partyPrice,
  placesOf,
  policyText,
  type Party,
} from '@farewise/domain/activities/activity.rules';
import type {
  ActivityDetail,
  CityListData,
  CityPlace,
  CitySuggestion,
} from '@farewise/domain/activities/activity.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import { addDays } from '@farewise/domain/shared/dates';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { localDate } from '../../suppliers/activities/index.ts';
import type {
  ActivityProduct,
  ActivityRates,
  ActivitySupplier,
} from '../../suppliers/activities/activity-supplier.ts';
import type { HotelCity } from '../../suppliers/activities/index.ts';
import { createActivitiesRepository, type ActivitySlotRow } from './activities.repository.ts';
import { activityNotFound, countryNotFound, datesInvalid } from './activities.errors.ts';
import { bandsWire } from './activity-order-view.ts';
import { createActivitySearch, photoPath, type ListInput } from './activity-search.ts';

const slotKey = (date: string, time: string) => `${date} ${time}`;

/**
 * Activities: the cities, the search, the detail with live availability (routes → this service
 * → supplier and repository). Orders are in activity-orders.service.ts.
 */
export function createActivitiesService({
  db,
  clock,
  supplier,
  rates,
}: {
  db: Db;
  clock: Clock;
  supplier: ActivitySupplier;
  rates: ActivityRates;
}) {
  const repo = createActivitiesRepository({ db });
  const search = createActivitySearch({ supplier, rates });

  const place = (city: HotelCity): CityPlace => {
    const products = supplier.productsOf(city.index);
    return {
      cityId: `c${city.id}`,
      name: city.name,
      countryCode: city.countryCode,
      countryName: city.countryName,
      count: products.length,
      photo: photoPath((products[0]?.photos[0] as string | undefined) ?? `tours-c${city.id}-0`),
    };
  };

  /** Places left per slot: the database's count where a booking touched it, else the supplier's. */
  function remainingOf(product: ActivityProduct, rows: ActivitySlotRow[]) {
    const known = new Map(rows.map((r) => [slotKey(r.date, r.time), r.remaining]));
    return (date: string, time: string) =>
      known.get(slotKey(date, time)) ?? supplier.supplierPlaces(product, date, time);
  }

  return {
    supplier,
    repo,

    vpCities({ limit }: { limit: number }) {
      return { list: supplier.popular().slice(0, limit).map(place) };
    },

    citySearch({ k }: { k: string }): { list: CitySuggestion[] } {
      if (!k.trim()) return { list: [] };
      return {
        list: supplier.searchCities(k).map((c) => ({
          ...place(c),
          second_display: [c.region, c.countryName].filter(Boolean).join(', '),
        })),
      };
    },

    cityList({
      country,
      page,
      size,
    }: {
      country: string;
      page: number;
      size: number;
    }): CityListData {
      const cities = supplier.popular().filter((c) => c.countryCode === country);
      if (cities.length === 0) throw countryNotFound();
      return {
        country: { code: country, name: (cities[0] as HotelCity).countryName },
        list: cities.slice((page - 1) * size, page * size).map(place),
        page,
        size,
        total: cities.length,
      };
    },

    classify: (q: { cityId: string; date?: string; dateTo?: string }) =>
      search.classify(q, clock.now().getTime()),

    list: (input: ListInput) => search.list(input, clock.now().getTime()),

    /** The product for a party, with every date that has places and the slots of one date. */
    async item(
      input: { id: string; date?: string; currency: Currency } & Party,
    ): Promise<ActivityDetail> {
      const product = supplier.product(input.id);
      if (!product) throw activityNotFound();
      const city = supplier.city(product.cityIndex);
      const now = clock.now().getTime();
      const party: Party = {
        adults: input.adults,
        children: input.children,
        infants: input.infants,
      };
      const errors = partyErrors(party, product.bands);
      const places = Math.max(1, placesOf(party));
      const today = localDate(now, city.timeZone);
      if (input.date && !isBookableDate(input.date, today))
        throw datesInvalid(ACTIVITY_DATE_MESSAGE);
      const left = remainingOf(product, await repo.slotRows({ productIds: [product.id] }));
      const openSlots = (date: string) =>
        supplier
          .slotsOf(product, date)
          .filter((s) => supplier.open(s, now) && left(date, s.time) >= places);
      const availableDates: string[] = [];
      for (let i = 0; i <= ACTIVITY_DAYS_AHEAD; i++) {
        const date = addDays(today, i);
        if (openSlots(date).length) availableDates.push(date);
      }
      const date = input.date ?? availableDates[0] ?? null;
      const options = product.options.map((o) => {
        const prices = supplier.prices(product, o.id, input.currency, rates)!;
        return {
          id: o.id,
          name: o.name,
          description: o.description,
          prices,
          ...partyPrice(prices, party),
        };
      });
      return {
        id: product.id,
        title: product.title,
        category: product.category,
        categoryLabel: categoryLabel(product.category),
        cityId: `c${city.id}`,
        cityName: city.name,
        countryName: city.countryName,
        timeZone: city.timeZone,
        description: product.description,
        highlights: product.highlights,
        inclusions: product.inclusions,
        exclusions: product.exclusions,
        meetingPoint: product.meetingPoint,
        durationMinutes: product.durationMinutes,
        languages: product.languages,
        ageBands: bandsWire(product.bands),
        photos: product.photos.map(photoPath),
        rating: product.rating,
        reviewCount: product.reviewCount,
        policy: {
          kind: product.policy,
          title: POLICY_TITLES[product.policy],
          text: policyText(product.policy),
        },
        currency: input.currency,
        party,
        partyErrors: errors,
        options,
        availableDates,
        date,
        slots: date
          ? supplier.slotsOf(product, date).map((s) => {
              const remaining = left(date, s.time);
              const ends = freeCancellationEnds(product.policy, s.startsAtMs);
              return {
                time: s.time,
                startsAt: new Date(s.startsAtMs).toISOString(),
                placesLeft: remaining <= FEW_PLACES_LEFT ? remaining : null,
                bookable: errors.length === 0 && supplier.open(s, now) && remaining >= places,
                freeCancellationUntil: ends === null ? null : new Date(ends).toISOString(),
              };
            })
          : [],
      };
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;

import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DAYS_AHEAD,
  DURATION_FILTERS,
  MAX_SEARCH_RANGE_DAYS,
  RATING_FILTERS,
  RECOMMENDED_RULE,
  TIME_OF_DAY_FILTERS,
  categoryLabel,
  partyErrors,
  partyPrice,
  recommendedScore,
  type Party,
} from '@farewise/domain/activities/activity.rules';
import type {
  ActivityCard,
  ActivityListData,
  ClassifyData,
} from '@farewise/domain/activities/activity.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import { addDays } from '@farewise/domain/shared/dates';
import { localDate } from '../../suppliers/activities/index.ts';
import type {
  ActivityProduct,
  ActivityRates,
  ActivitySupplier,
} from '../../suppliers/activities/activity-supplier.ts';
import type { HotelCity } from '../../suppliers/activities/index.ts';
import { cityNotFound, datesInvalid, partyInvalid } from './activities.errors.ts';

export interface ListInput {
  cityId: string;
  date: string;
  dateTo?: string;
  adults: number;
  children: number;
  infants: number;
  categories: string[];
  priceMin?: number;
  priceMax?: number;
  durations: string[];
  times: string[];
  freeCancellation: boolean;
  minRating?: number;
  sort: string;
  page: number;
  size: number;
  currency: Currency;
}

interface Candidate {
  product: ActivityProduct;
  card: ActivityCard;
  /** Which time-of-day buckets its slots start in. */
  times: Set<string>;
  duration: string;
  score: number;
}

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The dates of a search, checked against the city's own today. */
export function searchDates(
  city: HotelCity,
  date: string,
  dateTo: string | undefined,
  nowMs: number,
): string[] {
  const today = localDate(nowMs, city.timeZone);
  const last = dateTo ?? date;
  if (date < today) throw datesInvalid('The date has passed. Please choose today or a later date.');
  if (last < date) throw datesInvalid('The end of the date range cannot be before its start.');
  if (daysBetween(date, last) >= MAX_SEARCH_RANGE_DAYS)
    throw datesInvalid(`A search covers at most ${MAX_SEARCH_RANGE_DAYS} days.`);
  if (daysBetween(today, last) > ACTIVITY_DAYS_AHEAD)
    throw datesInvalid(`Activities can be booked up to ${ACTIVITY_DAYS_AHEAD} days ahead.`);
  const out: string[] = [];
  for (let d = date; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Rules every product shares (an adult, at most 15): broken, the search is refused. */
function checkParty(party: Party) {
  const open = { adult: { minAge: 0 }, child: { minAge: 0, maxAge: 0 }, infant: { maxAge: 0 } };
  const errors = partyErrors(party, open);
  if (errors.length) throw partyInvalid(errors);
}

/**
 * The activity search and the calls around it, from memory (DESIGN 2: no query per search).
 * Availability here is the supplier's; the detail page and the booking read the database.
 */
export function createActivitySearch({
  supplier,
  rates,
}: {
  supplier: ActivitySupplier;
  rates: ActivityRates;
}) {
  function cityOrThrow(cityId: string): HotelCity {
    const city = supplier.cityById(cityId);
    if (!city) throw cityNotFound();
    return city;
  }

  /** The first date it runs with an open slot, or null. */
  function firstDate(product: ActivityProduct, dates: string[], nowMs: number): string | null {
    for (const date of dates) {
      const slots = supplier.slotsOf(product, date);
      if (slots.some((s) => supplier.open(s, nowMs))) return date;
    }
    return null;
  }

  function candidates(
    input: ListInput,
    city: HotelCity,
    dates: string[],
    nowMs: number,
  ): Candidate[] {
    const party: Party = { adults: input.adults, children: input.children, infants: input.infants };
    const out: Candidate[] = [];
    for (const product of supplier.productsOf(city.index)) {
      if (partyErrors(party, product.bands).length) continue;
      const nextDate = firstDate(product, dates, nowMs);
      if (!nextDate) continue;
      let cheapest: { adult: number; total: number } | null = null;
      for (const option of product.options) {
        const prices = supplier.prices(product, option.id, input.currency, rates);
        if (!prices) continue;
        const total = partyPrice(prices, party).total;
        if (!cheapest || prices.adult < cheapest.adult) cheapest = { adult: prices.adult, total };
      }
      if (!cheapest) continue;
      const times = new Set(
        TIME_OF_DAY_FILTERS.filter((t) => product.times.some((m) => m >= t.from && m <= t.to)).map(
          (t) => t.id,
        ),
      );
      const duration =
        DURATION_FILTERS.find(
          (d) => product.durationMinutes >= d.min && product.durationMinutes <= d.max,
        )?.id ?? '4h-1d';
      out.push({
        product,
        times,
        duration,
        score: recommendedScore(product.rating, product.reviewCount),
        card: {
          id: product.id,
          title: product.title,
          category: product.category,
          categoryLabel: categoryLabel(product.category),
          photo: photoPath(product.photos[0] as string),
          rating: product.rating,
          reviewCount: product.reviewCount,
          durationMinutes: product.durationMinutes,
          languages: product.languages,
          freeCancellation: product.policy === 'free-24h',
          priceFrom: cheapest.adult,
          partyPrice: cheapest.total,
          area: product.area,
          nextDate,
        },
      });
    }
    return out;
  }

  type Group = 'categories' | 'durations' | 'times' | 'ratings' | 'free' | 'price';
  function matches(c: Candidate, input: ListInput, skip?: Group): boolean {
    if (
      skip !== 'categories' &&
      input.categories.length &&
      !input.categories.includes(c.product.category)
    )
      return false;
    if (skip !== 'durations' && input.durations.length && !input.durations.includes(c.duration))
      return false;
    if (skip !== 'times' && input.times.length && !input.times.some((t) => c.times.has(t)))
      return false;
    if (skip !== 'ratings' && input.minRating !== undefined && c.product.rating < input.minRating)
      return false;
    if (skip !== 'free' && input.freeCancellation && !c.card.freeCancellation) return false;
    if (skip !== 'price') {
      if (input.priceMin !== undefined && c.card.priceFrom < input.priceMin) return false;
      if (input.priceMax !== undefined && c.card.priceFrom > input.priceMax) return false;
    }
    return true;
  }

  const SORTS: Record<string, (a: Candidate, b: Candidate) => number> = {
    recommended: (a, b) => b.score - a.score || b.product.reviewCount - a.product.reviewCount,
    'price-asc': (a, b) => a.card.priceFrom - b.card.priceFrom,
    'price-desc': (a, b) => b.card.priceFrom - a.card.priceFrom,
    rating: (a, b) =>
      b.product.rating - a.product.rating || b.product.reviewCount - a.product.reviewCount,
    'duration-asc': (a, b) => a.product.durationMinutes - b.product.durationMinutes,
    'duration-desc': (a, b) => b.product.durationMinutes - a.product.durationMinutes,
  };

  return {
    cityOrThrow,

    list(input: ListInput, nowMs: number): ActivityListData {
      const city = cityOrThrow(input.cityId);
      checkParty(input);
      const dates = searchDates(city, input.date, input.dateTo, nowMs);
      const all = candidates(input, city, dates, nowMs);
      const count = (group: Group, test: (c: Candidate) => boolean) =>
        all.filter((c) => matches(c, input, group) && test(c)).length;
      const found = all.filter((c) => matches(c, input));
      const byId = (a: Candidate, b: Candidate) => (a.product.id < b.product.id ? -1 : 1);
      found.sort((a, b) => (SORTS[input.sort] ?? SORTS.recommended!)(a, b) || byId(a, b));
      const priced = all.filter((c) => matches(c, input, 'price')).map((c) => c.card.priceFrom);
      return {
        city: { cityId: `c${city.id}`, name: city.name, countryName: city.countryName },
        date: input.date,
        dateTo: dates[dates.length - 1] as string,
        party: { adults: input.adults, children: input.children, infants: input.infants },
        currency: input.currency,
        list: found
          .slice((input.page - 1) * input.size, input.page * input.size)
          .map((c) => c.card),
        page: input.page,
        size: input.size,
        total: found.length,
        facets: {
          categories: ACTIVITY_CATEGORIES.map((k) => ({
            id: k.id,
            label: k.label,
            count: count('categories', (c) => c.product.category === k.id),
          })),
          durations: DURATION_FILTERS.map((d) => ({
            id: d.id,
            label: d.label,
            count: count('durations', (c) => c.duration === d.id),
          })),
          times: TIME_OF_DAY_FILTERS.map((t) => ({
            id: t.id,
            label: t.label,
            count: count('times', (c) => c.times.has(t.id)),
          })),
          ratings: RATING_FILTERS.map((r) => ({
            id: String(r),
            label: `${r}+`,
            count: count('ratings', (c) => c.product.rating >= r),
          })),
          freeCancellation: count('free', (c) => c.card.freeCancellation),
        },
        priceRange: {
          min: priced.length ? Math.min(...priced) : 0,
          max: priced.length ? Math.max(...priced) : 0,
        },
        sortRule: RECOMMENDED_RULE,
      };
    },

    /** Categories with how many products run on the date or range (all days from today when absent). */
    classify(
      { cityId, date, dateTo }: { cityId: string; date?: string; dateTo?: string },
      nowMs: number,
    ): ClassifyData {
      const city = cityOrThrow(cityId);
      const dates = date ? searchDates(city, date, dateTo, nowMs) : null;
      const products = supplier
        .productsOf(city.index)
        .filter((p) => !dates || firstDate(p, dates, nowMs) !== null);
      const list = ACTIVITY_CATEGORIES.map((k) => ({
        id: k.id,
        label: k.label,
        count: products.filter((p) => p.category === k.id).length,
      }));
      return {
        cityId: `c${city.id}`,
        date: date ?? null,
        dateTo: dates ? (dates[dates.length - 1] as string) : null,
        list,
        total: products.length,
      };
    },
  };
}
export type ActivitySearch = ReturnType<typeof createActivitySearch>;

/** Our own pictures of a product (activity-art.ts), served by GET /v3/vp/photo/{name}.svg. */
export const photoPath = (name: string) => `/v3/vp/photo/${name}.svg`;

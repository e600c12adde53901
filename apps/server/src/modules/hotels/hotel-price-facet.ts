import type { HotelFacets } from '@farewise/domain/hotels/hotel-search.schemas';

const PRICE_BUCKETS = 6;

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/** The price facet of the prices per night shown: their range, cut into about PRICE_BUCKETS round steps. */
export function priceFacet(prices: readonly number[]): HotelFacets['Price'] {
  let minPrice = prices.length ? Infinity : 0;
  let maxPrice = 0;
  for (const p of prices) {
    if (p < minPrice) minPrice = p;
    if (p > maxPrice) maxPrice = p;
  }
  const step = niceStep((maxPrice - minPrice) / PRICE_BUCKETS || 1);
  const first = Math.floor(minPrice / step) * step;
  const bucketCounts = new Array<number>(Math.floor((maxPrice - first) / step) + 1).fill(0);
  for (const p of prices) {
    const b = Math.floor((p - first) / step);
    bucketCounts[b] = (bucketCounts[b] as number) + 1;
  }
  const buckets: HotelFacets['Price']['Buckets'] = bucketCounts.map((Count, b) => ({
    From: first + b * step,
    To: first + (b + 1) * step - 1,
    Count,
  }));
  return { Min: minPrice, Max: maxPrice, Buckets: buckets };
}

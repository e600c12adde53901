import type { ReactNode } from 'react';
import { Button, Checkbox, Radio, Stack } from '@mantine/core';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelAmenity, HotelFacets } from '@farewise/domain/hotels/hotel-search.schemas';
import type { HotelNamesDestination } from '../api/get-hotel-names';
import { HotelNameFilter } from './hotel-name-filter';
import { NO_HOTEL_FILTERS, activeFilterCount, type HotelListFilters } from './hotel-list-filters';
import classes from './hotel-results.module.css';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Stack gap={8}>{children}</Stack>
    </fieldset>
  );
}

const withCount = (label: string, count: number) => `${label} (${count})`;

interface HotelFiltersProps {
  facets: HotelFacets;
  currency: string;
  /** The destination of the search, for the hotel name suggestions. */
  destination: HotelNamesDestination;
  filters: HotelListFilters;
  /** Gets the filters to apply; the page goes back to page 1. */
  onChange: (filters: HotelListFilters) => void;
}

/** Filters with counts per value (price, stars, review score, cancellation, breakfast, amenities) and a hotel name. */
export function HotelFilters({
  facets,
  currency,
  destination,
  filters,
  onChange,
}: HotelFiltersProps) {
  const set = (patch: Partial<HotelListFilters>) => onChange({ ...filters, ...patch, Page: 1 });
  const priceValue =
    filters.PriceMin === undefined && filters.PriceMax === undefined
      ? 'any'
      : `${filters.PriceMin ?? ''}-${filters.PriceMax ?? ''}`;
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  return (
    <div>
      {activeFilterCount(filters) > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          mb="sm"
          onClick={() => onChange({ ...NO_HOTEL_FILTERS, Sort: filters.Sort, Size: filters.Size })}
        >
          Clear all filters
        </Button>
      )}
      <Group legend="Hotel name">
        <HotelNameFilter
          // 'Clear all' (or a new search) empties the field too.
          key={filters.HotelName ?? ''}
          destination={destination}
          value={filters.HotelName}
          onChange={(HotelName) => set({ HotelName })}
        />
      </Group>
      <Group legend="Price per night">
        <Radio.Group
          value={priceValue}
          aria-label="Price per night"
          onChange={(v) => {
            if (v === 'any') return set({ PriceMin: undefined, PriceMax: undefined });
            const [min, max] = v.split('-');
            set({
              PriceMin: min ? Number(min) : undefined,
              PriceMax: max ? Number(max) : undefined,
            });
          }}
        >
          <Stack gap={8}>
            <Radio value="any" label="Any price" />
            {facets.Price.Buckets.map((b) => (
              <Radio
                key={`${b.From}-${b.To}`}
                value={`${b.From}-${b.To}`}
                disabled={b.Count === 0}
                label={withCount(
                  `${formatMoney(b.From, currency)} – ${formatMoney(b.To, currency)}`,
                  b.Count,
                )}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Group>
      <Group legend="Popular">
        <Checkbox
          label={withCount('Free cancellation', facets.FreeCancellation)}
          checked={filters.FreeCancellation}
          onChange={(e) => set({ FreeCancellation: e.currentTarget.checked })}
        />
        <Checkbox
          label={withCount('Breakfast included', facets.Breakfast)}
          checked={filters.Breakfast}
          onChange={(e) => set({ Breakfast: e.currentTarget.checked })}
        />
      </Group>
      <Group legend="Stars">
        {facets.Stars.map((s) => (
          <Checkbox
            key={s.Value}
            label={withCount(s.Label, s.Count)}
            checked={filters.Stars.includes(s.Value)}
            onChange={(e) =>
              set({ Stars: toggle(filters.Stars, s.Value, e.currentTarget.checked) })
            }
          />
        ))}
      </Group>
      <Group legend="Review score">
        <Radio.Group
          aria-label="Review score"
          value={filters.ReviewScore === undefined ? 'any' : String(filters.ReviewScore)}
          onChange={(v) => set({ ReviewScore: v === 'any' ? undefined : Number(v) })}
        >
          <Stack gap={8}>
            <Radio value="any" label="Any score" />
            {facets.ReviewScore.map((r) => (
              <Radio key={r.Value} value={String(r.Value)} label={withCount(r.Label, r.Count)} />
            ))}
          </Stack>
        </Radio.Group>
      </Group>
      <Group legend="Amenities">
        {facets.Amenities.map((a) => (
          <Checkbox
            key={a.Value}
            label={withCount(a.Label, a.Count)}
            checked={filters.Amenities.includes(a.Value as HotelAmenity)}
            onChange={(e) =>
              set({
                Amenities: toggle(
                  filters.Amenities,
                  a.Value as HotelAmenity,
                  e.currentTarget.checked,
                ),
              })
            }
          />
        ))}
      </Group>
    </div>
  );
}

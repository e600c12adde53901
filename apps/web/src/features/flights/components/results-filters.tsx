import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  RangeSlider,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  DAY_PART_KEYS,
  DAY_PARTS,
  NO_FILTERS,
  STOPS_LABELS,
  type FacetCounts,
  type ResultFilters,
  type StopsBucket,
} from '@farewise/domain/flights/flight-results.rules';
import { formatDuration } from '@farewise/domain/shared/duration';
import { formatFare } from '@farewise/domain/flights/fare-display';

interface ResultsFiltersProps {
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  counts: FacetCounts;
  airlines: { code: string; name: string }[];
  bounds: { minPrice: number; maxPrice: number; minDuration: number; maxDuration: number };
  currency: string;
}

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ padding: 0 }}>
        <Title order={3} size="h6" mb={6}>
          {title}
        </Title>
      </legend>
      {children}
    </fieldset>
  );
}

/** Filters with a count beside every value (beyond SPEC; docs/decisions/005-flight-results.md). */
export function ResultsFilters({
  filters,
  onChange,
  counts,
  airlines,
  bounds,
  currency,
}: ResultsFiltersProps) {
  const set = (patch: Partial<ResultFilters>) => onChange({ ...filters, ...patch });
  const priceLow = Math.floor(bounds.minPrice);
  const priceHigh = Math.ceil(bounds.maxPrice);
  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Filters
        </Title>
        <Button variant="subtle" size="xs" disabled={!active} onClick={() => onChange(NO_FILTERS)}>
          Clear all
        </Button>
      </Group>

      <Section title="Stops">
        <Stack gap={6}>
          {([0, 1, 2] as StopsBucket[]).map((s) => (
            <Checkbox
              key={s}
              label={`${STOPS_LABELS[s]} (${counts.stops[s]})`}
              checked={filters.stops.includes(s)}
              disabled={counts.stops[s] === 0 && !filters.stops.includes(s)}
              onChange={() => set({ stops: toggle(filters.stops, s) })}
            />
          ))}
        </Stack>
      </Section>

      <Section title="Baggage">
        <Switch
          label={`Checked bag included (${counts.checkedBag})`}
          checked={filters.checkedBag}
          onChange={(e) => set({ checkedBag: e.currentTarget.checked })}
        />
      </Section>

      <Section title="Airlines">
        <Stack gap={6}>
          {airlines.map((a) => (
            <Checkbox
              key={a.code}
              label={`${a.name} (${counts.airlines[a.code] ?? 0})`}
              checked={filters.airlines.includes(a.code)}
              onChange={() => set({ airlines: toggle(filters.airlines, a.code) })}
            />
          ))}
        </Stack>
      </Section>

      {(['departParts', 'arriveParts'] as const).map((key) => (
        <Section
          key={key}
          title={key === 'departParts' ? 'Departure time (outbound)' : 'Arrival time (outbound)'}
        >
          <Group gap={6}>
            {DAY_PART_KEYS.map((p) => (
              <Chip
                key={p}
                size="xs"
                checked={filters[key].includes(p)}
                onChange={() => set({ [key]: toggle(filters[key], p) })}
              >
                {`${DAY_PARTS[p].label} ${String(DAY_PARTS[p].from).padStart(2, '0')}-${String(DAY_PARTS[p].to).padStart(2, '0')} (${counts[key][p]})`}
              </Chip>
            ))}
          </Group>
        </Section>
      ))}

      {bounds.maxDuration > bounds.minDuration && (
        <Section title="Journey time">
          <Text size="sm" mb={4}>
            Up to {formatDuration(filters.maxDuration ?? bounds.maxDuration)} per leg
          </Text>
          <Slider
            aria-label="Maximum journey time per leg"
            thumbLabel="Maximum journey time per leg"
            min={bounds.minDuration}
            max={bounds.maxDuration}
            step={15}
            value={filters.maxDuration ?? bounds.maxDuration}
            label={(v) => formatDuration(v)}
            onChange={(v) => set({ maxDuration: v >= bounds.maxDuration ? null : v })}
          />
        </Section>
      )}

      {priceHigh > priceLow && (
        <Section title="Price (all travellers)">
          <Text size="sm" mb={4}>
            {formatFare(filters.priceMin ?? priceLow, currency)} –{' '}
            {formatFare(filters.priceMax ?? priceHigh, currency)}
          </Text>
          <RangeSlider
            aria-label="Price range"
            thumbFromLabel="Lowest price"
            thumbToLabel="Highest price"
            min={priceLow}
            max={priceHigh}
            step={Math.max(1, Math.round((priceHigh - priceLow) / 50))}
            minRange={0}
            value={[filters.priceMin ?? priceLow, filters.priceMax ?? priceHigh]}
            label={(v) => formatFare(v, currency)}
            onChange={([lo, hi]) =>
              set({ priceMin: lo <= priceLow ? null : lo, priceMax: hi >= priceHigh ? null : hi })
            }
          />
        </Section>
      )}
    </Stack>
  );
}

import { groupDigits } from '@farewise/domain/money/format';
import dayjs from 'dayjs';
import { Badge, Button, Group, NativeSelect, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { travellersSummary } from '@farewise/domain/hotels/hotel-search.rules';
import { HOTEL_SORTS, type HotelSort } from '@farewise/domain/hotels/hotel-search.schemas';
import { activeFilterCount, type HotelListFilters } from './hotel-list-filters';
import type { HotelSearchValues } from './hotel-search-model';
import type { HotelSearchData } from './hotel-results-types';

const SORT_OPTIONS = (Object.keys(HOTEL_SORTS) as HotelSort[]).map((value) => ({
  value,
  label: HOTEL_SORTS[value],
}));

const stayText = (checkIn: string, checkOut: string, nights: number) =>
  `${dayjs(checkIn).format('D MMM')} – ${dayjs(checkOut).format('D MMM YYYY')} · ${nights} night${nights === 1 ? '' : 's'}`;

/** Above the results: what was found for which stay, the Filters button on a phone, and Sort by. */
export function HotelResultsToolbar({
  search,
  data,
  filters,
  wide,
  onFilters,
  onOpenFilters,
}: {
  search: HotelSearchValues;
  data: HotelSearchData | undefined;
  filters: HotelListFilters;
  wide: boolean;
  onFilters: (next: HotelListFilters) => void;
  onOpenFilters: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <div>
        <Title order={1} size="h3" id="hotel-results-title">
          {data
            ? `${data.Destination.Name}: ${groupDigits(data.total)} ${data.total === 1 ? 'property' : 'properties'} found`
            : `Hotels in ${search.Destination}`}
        </Title>
        <Text size="sm" c="dimmed">
          {stayText(
            search.CheckIn,
            search.CheckOut,
            dayjs(search.CheckOut).diff(search.CheckIn, 'day'),
          )}{' '}
          · {travellersSummary(search.Rooms)}
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        {!wide && (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              activeFilterCount(filters) > 0 ? (
                <Badge size="sm" circle>
                  {activeFilterCount(filters)}
                </Badge>
              ) : null
            }
            onClick={() => onOpenFilters()}
            disabled={!data}
          >
            Filters
          </Button>
        )}
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.Sort}
          onChange={(e) =>
            onFilters({ ...filters, Sort: e.currentTarget.value as HotelSort, Page: 1 })
          }
        />
      </Group>
    </Group>
  );
}

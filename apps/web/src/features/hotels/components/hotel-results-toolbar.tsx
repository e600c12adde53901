import { Alert, Badge, Button, Group, NativeSelect, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconMapPinQuestion } from '@tabler/icons-react';
import {
  hotelResultsTitle,
  hotelSearchingTitle,
  hotelStayLine,
} from '@farewise/domain/hotels/hotel-list.texts';
import { destinationWasGuessed } from '@farewise/domain/hotels/destination.rules';
import {
  DESTINATION_TYPE_INFO,
  type DestinationType,
} from '@farewise/domain/hotels/destination-types';
import { HOTEL_SORTS, type HotelSort } from '@farewise/domain/hotels/hotel-filters';
import { activeFilterCount, type HotelListFilters } from './hotel-list-filters';
import type { HotelSearchValues } from './hotel-search-model';
import type { HotelSearchData } from './hotel-results-types';

const SORT_OPTIONS = (Object.keys(HOTEL_SORTS) as HotelSort[]).map((value) => ({
  value,
  label: HOTEL_SORTS[value],
}));

/**
 * A search from typed text that matched no chosen suggestion ran on the server's best match:
 * say which place that was, so 'Pari' is never taken for Paris silently.
 */
function GuessedDestination({
  typed,
  taken,
}: {
  typed: string;
  taken: HotelSearchData['Destination'];
}) {
  const kind = DESTINATION_TYPE_INFO[taken.Type as DestinationType]?.label;
  const where = [kind, taken.second_display].filter(Boolean).join(', ');
  return (
    <Alert
      variant="light"
      color="blue"
      mb="md"
      role="status"
      icon={<IconMapPinQuestion size={18} aria-hidden />}
      title={`Showing stays in ${taken.Name}${where ? ` (${where})` : ''}`}
    >
      No suggestion was chosen for “{typed}”, so we searched the closest match. For another place,
      type it under Destination and choose it from the suggestions.
    </Alert>
  );
}

/** Above the results: what was found for which stay, the Filters button on a phone, and Sort by. */
export function HotelResultsToolbar({
  search,
  data,
  filters,
  wide,
  onFilters,
  onOpenFilters,
  paintedTitle,
}: {
  search: HotelSearchValues;
  data: HotelSearchData | undefined;
  filters: HotelListFilters;
  wide: boolean;
  onFilters: (next: HotelListFilters) => void;
  onOpenFilters: () => void;
  /** The title the server painted for this search (decision 032), shown until the answer is in. */
  paintedTitle?: string;
}) {
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={1} size="h3" id="hotel-results-title">
            {data
              ? hotelResultsTitle(data.Destination.Name, data.total)
              : (paintedTitle ?? hotelSearchingTitle(search))}
          </Title>
          <Text size="sm" c="dimmed">
            {hotelStayLine(search)}
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
      {data && destinationWasGuessed(search.Country, data.Destination.ID) && (
        <GuessedDestination typed={search.Destination.trim()} taken={data.Destination} />
      )}
    </>
  );
}

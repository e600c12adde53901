import type { ReactNode } from 'react';
import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingSkyscraper } from '@tabler/icons-react';
import { ProgressiveList } from '../../../shared/ui/progressive-list';
import { HotelCard } from './hotel-card';
import { NO_HOTEL_FILTERS, activeFilterCount, type HotelListFilters } from './hotel-list-filters';
import { ResultsSkeleton } from './hotel-results-skeleton';
import type { HotelSearchResults } from './hotel-results-types';
import type { HotelListView } from './hotel-view-switch';
import classes from './hotel-results.module.css';

/**
 * The results themselves: an error to retry, the skeleton, 'no hotels', or the page's hotels as
 * cards, on the map, or both side by side (the map is the caller's, loaded with it), and pages.
 */
export function HotelResultsBody({
  results,
  showSkeleton,
  paintedPhoto,
  filters,
  wide,
  onFilters,
  view = 'list',
  map = null,
}: {
  results: HotelSearchResults;
  showSkeleton: boolean;
  /** The first hotel's photo the server painted for this search (decision 032), kept while loading. */
  paintedPhoto?: string;
  filters: HotelListFilters;
  wide: boolean;
  onFilters: (next: HotelListFilters) => void;
  view?: HotelListView;
  map?: ReactNode;
}) {
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  return results.isError ? (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title="We could not load hotels"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Text size="sm" mb="sm">
        {results.error.message}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={() => void results.refetch()}>
        Try again
      </Button>
    </Alert>
  ) : showSkeleton || !data ? (
    <ResultsSkeleton photo={paintedPhoto} />
  ) : data.list.length === 0 ? (
    <Stack align="center" py="xl" gap="sm">
      <IconBuildingSkyscraper size={48} aria-hidden />
      <Title order={2} size="h4">
        No hotels match your search
      </Title>
      <Text c="dimmed" ta="center">
        Try other dates, fewer filters or a nearby destination.
      </Text>
      {activeFilterCount(filters) > 0 && (
        <Button
          variant="light"
          onClick={() => onFilters({ ...NO_HOTEL_FILTERS, Sort: filters.Sort })}
        >
          Clear all filters
        </Button>
      )}
    </Stack>
  ) : (
    <Stack gap="md" style={{ opacity: results.isFetching ? 0.6 : 1 }}>
      {view === 'map' ? (
        map
      ) : view === 'both' ? (
        <div className={classes.listAndMap}>
          <Stack gap="md" className={classes.compactCards}>
            <ProgressiveList
              items={data.list}
              render={(hotel, i) => <HotelCard key={hotel.HotelId} hotel={hotel} first={i === 0} />}
            />
          </Stack>
          <div className={classes.stickyMap}>{map}</div>
        </div>
      ) : (
        <ProgressiveList
          items={data.list}
          render={(hotel, i) => <HotelCard key={hotel.HotelId} hotel={hotel} first={i === 0} />}
        />
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={data.page}
            siblings={wide ? 1 : 0}
            onChange={(Page) => onFilters({ ...filters, Page })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page'
                  : control === 'next'
                    ? 'Next page'
                    : control === 'first'
                      ? 'First page'
                      : 'Last page',
            })}
          />
        </Group>
      )}
    </Stack>
  );
}

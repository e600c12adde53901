import { Button, Group, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { BEST_FORMULA_TEXT, type SortKey } from '@farewise/domain/flights/flight-results.rules';
import classes from './results.module.css';

const SORTS: { value: SortKey; label: string }[] = [
  { value: 'best', label: 'Best' },
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'fastest', label: 'Fastest' },
];

/** Above the results: how many flights show, the filters button (narrow screens) and the sort. */
export function FlightResultsHeader(props: {
  heading: string;
  total: number;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  onOpenFilters: () => void;
}) {
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="results-heading" aria-live="polite">
          {props.heading}
        </Title>
        {props.total > 0 && (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              className={classes.filterButton}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={props.onOpenFilters}
            >
              Filters
            </Button>
            <SegmentedChoice
              label="Sort by"
              data={SORTS}
              value={props.sort}
              onChange={props.onSort}
            />
          </Group>
        )}
      </Group>
      {props.total > 0 && props.sort === 'best' && (
        <Text size="xs" c="dimmed" mb="sm">
          {BEST_FORMULA_TEXT}
        </Text>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlaneOff } from '@tabler/icons-react';
import { DEPARTURE_MESSAGES } from '@farewise/domain/flights/departure-cutoff';
import type { FlightRoutingSummary } from '@farewise/domain/flights/search.schemas';
import { ProgressiveList } from '../../../shared/ui/progressive-list';
import { FlightLoading } from './flight-loading';

/**
 * The results column's body: the search's error, its loading state, no flights, nothing left by
 * the filters, or the cards drawn so far with 'Show more'.
 */
export function FlightResultsList(props: {
  error: { message: string; retry: () => void } | null;
  loading: boolean;
  from: string;
  to: string;
  total: number;
  shown: FlightRoutingSummary[];
  visible: number;
  pageSize: number;
  onShowMore: () => void;
  onClearFilters: () => void;
  /**
   * The search's first day may be today where the flight leaves: an empty list then means its
   * flights have left or close within the ticketing cut-off (decision 039), and the next day is offered.
   */
  onNextDay?: (() => void) | null;
  renderCard: (routing: FlightRoutingSummary, index: number) => ReactNode;
}) {
  const { shown, visible } = props;
  if (props.error)
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="We could not search these flights"
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{props.error.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={props.error.retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (props.loading) return <FlightLoading from={props.from} to={props.to} />;
  if (props.total === 0 && props.onNextDay)
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconPlaneOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={3} size="h4">
          No more flights on this day
        </Title>
        <Text c="dimmed" maw={420}>
          {DEPARTURE_MESSAGES.noneLeft}
        </Text>
        <Button variant="light" onClick={props.onNextDay}>
          Search the next day
        </Button>
      </Stack>
    );
  if (props.total === 0)
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconPlaneOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={3} size="h4">
          No flights found
        </Title>
        <Text c="dimmed" maw={420}>
          Nothing flies on this route on these dates. Try nearby dates, a nearby airport or the city
          code (such as LON for every London airport).
        </Text>
      </Stack>
    );
  if (shown.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={3} size="h4">
          No flights match your filters
        </Title>
        <Button variant="light" onClick={props.onClearFilters}>
          Clear all filters
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <ProgressiveList items={shown.slice(0, visible)} render={props.renderCard} />
      {shown.length > visible && (
        <Button variant="default" size="md" onClick={props.onShowMore}>
          Show {Math.min(props.pageSize, shown.length - visible)} more flights (
          {shown.length - visible} left)
        </Button>
      )}
    </Stack>
  );
}

import { Skeleton } from '@mantine/core';
import { formOnDemand } from '../../../shared/ui/collapsible-search';
import { loadingState } from '../../../shared/ui/loading-state';

/**
 * The search form above the results: loaded with the page where it shows, and on a phone when
 * Edit search is reached for (decision 030).
 */
export const searchForm = formOnDemand(
  () => import('./flight-search-form').then((m) => m.FlightSearchForm),
  <Skeleton height={56} radius="md" {...loadingState('Loading the search form')} />,
);

import '../components/activity-pages-styles';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Container,
  Drawer,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustments, IconMoodEmpty } from '@tabler/icons-react';
import { ACTIVITY_SORTS, type Party } from '@farewise/domain/activities/activity.rules';
import type { ActivityListBody } from '@farewise/domain/activities/activity.schemas';
import { formatDate, isIsoDate } from '@farewise/domain/shared/dates';
import { travellerToday } from '@farewise/domain/shared/today';
import { useCurrency } from '../../../shared/currency/use-currency';
import { useActivitySearch } from '../api/search-activities';
import { ActivityCard, ActivityResultsSkeleton } from '../components/activity-card';
import {
  ActivityFilters,
  NO_FILTERS,
  type ActivityFilterValues,
} from '../components/activity-filters';
import { ActivitySearchForm, resultsUrl } from '../components/activity-search-form';
import { partyFrom } from '../components/party-params';
import { TravellersButton } from '../components/travellers-button';
import classes from '../components/activities.module.css';

const PAGE_SIZE = 20;

/**
 * /activityList?city=&name=&date=&adults=&children=&infants=: the search is in the address (the
 * form above changes it); filters, sort and page are the page's own and reset with a new search.
 */
export function ActivityListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const currency = useCurrency();
  const cityId = params.get('city') ?? '';
  const name = params.get('name') ?? '';
  const date = params.get('date') ?? '';
  const party = partyFrom(params);
  const [filters, setFilters] = useState<ActivityFilterValues>(NO_FILTERS);
  const [sort, setSort] = useState('recommended');
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState(false);
  const searchKey = `${cityId}|${date}|${party.adults}|${party.children}|${party.infants}`;
  const [lastKey, setLastKey] = useState(searchKey);
  if (lastKey !== searchKey) {
    setLastKey(searchKey);
    setFilters(NO_FILTERS);
    setPage(1);
  }
  const valid = /^c\d+$/.test(cityId) && isIsoDate(date);
  const body: ActivityListBody | null = valid
    ? { cityId, date, ...party, ...filters, sort, page, size: PAGE_SIZE, currency }
    : null;
  const search = useActivitySearch(body);
  const data = search.data;

  const setParty = (next: Party) => {
    const updated = new URLSearchParams(params);
    updated.set('adults', String(next.adults));
    updated.set('children', String(next.children));
    updated.set('infants', String(next.infants));
    setParams(updated);
  };
  const changeFilters = (next: ActivityFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const filtersPanel = <ActivityFilters data={data} value={filters} onChange={changeFilters} />;
  let results;
  if (!valid) {
    results = (
      <Alert color="orange" title="Choose a city and a date">
        Search above for a city and a date to see what there is to do.
      </Alert>
    );
  } else if (search.isPending) {
    results = <ActivityResultsSkeleton />;
  } else if (search.isError) {
    results = (
      <Alert color="red" title="We could not load activities" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{search.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void search.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (data && data.list.length === 0) {
    results = (
      <Stack align="center" ta="center" py="xl" gap="sm" className={classes.box}>
        <IconMoodEmpty size={40} aria-hidden />
        <Title order={2} size="h4">
          No activities match
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          Try fewer filters, another date or fewer travellers.
        </Text>
        {filters !== NO_FILTERS && (
          <Button variant="light" onClick={() => changeFilters(NO_FILTERS)}>
            Clear all filters
          </Button>
        )}
      </Stack>
    );
  } else if (data) {
    results = (
      <Stack gap="md" style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
        {data.list.map((card) => (
          <ActivityCard
            key={card.id}
            card={card}
            currency={data.currency}
            party={party}
            date={date}
          />
        ))}
        {data.total > PAGE_SIZE && (
          <Pagination
            value={page}
            onChange={(p) => {
              setPage(p);
              window.scrollTo({ top: 0 });
            }}
            total={Math.ceil(data.total / PAGE_SIZE)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="md">
      <div className={classes.box} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
        <ActivitySearchForm
          key={searchKey}
          initial={{
            city: { cityId, name },
            // No date in the address, and no city's zone known yet: the traveller's own today.
            date: isIsoDate(date) ? date : travellerToday(),
          }}
          showPopular={false}
          onSearch={(v) => void navigate(resultsUrl(v, party))}
        />
      </div>
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={1} size="h2">
            Things to do in {data?.city.name ?? name}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" role="status">
              {data.total} {data.total === 1 ? 'activity' : 'activities'} on {formatDate(data.date)}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <TravellersButton value={party} onApply={setParty} />
          <NativeSelect
            aria-label="Sort by"
            value={sort}
            onChange={(e) => {
              setSort(e.currentTarget.value);
              setPage(1);
            }}
            data={ACTIVITY_SORTS.map((s) => ({ value: s.id, label: s.label }))}
          />
          <Button
            hiddenFrom="md"
            variant="default"
            leftSection={<IconAdjustments size={18} aria-hidden />}
            onClick={() => setDrawer(true)}
          >
            Filters
          </Button>
        </Group>
      </Group>
      {data && sort === 'recommended' && (
        <Text size="xs" c="dimmed" mb="sm">
          {data.sortRule}
        </Text>
      )}
      <div className={classes.layout}>
        <Box component="aside" visibleFrom="md" className={classes.box} aria-label="Filters">
          {filtersPanel}
        </Box>
        <section aria-label="Activities found" style={{ minWidth: 0 }}>
          {results}
        </section>
      </div>
      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        position="bottom"
        size="85%"
        title="Filters"
      >
        {filtersPanel}
        <Button fullWidth mt="md" onClick={() => setDrawer(false)}>
          Show {data?.total ?? 0} activities
        </Button>
      </Drawer>
    </Container>
  );
}

export default ActivityListPage;

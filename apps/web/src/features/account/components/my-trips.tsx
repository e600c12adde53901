import './account-styles';
import {
  Alert,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPlaneOff } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  ORDER_FILTERS,
  ORDER_PAGE_SIZES,
  tripsCopy,
  useOrders,
  type OrderFilter,
  type OrderPageSize,
  type OrderListItem,
} from '../api/orders-mix';
import { OrderCard } from './order-card';
import { OrdersPager } from './orders-pager';
import { useShownCopy } from '../../../shared/offline/saved-copies';
import { SavedCopyNotice } from '../../../shared/ui/saved-copy-notice';

const isFilter = (v: string | null): v is OrderFilter =>
  (ORDER_FILTERS as readonly string[]).includes(v ?? '');
const isSize = (v: number): v is OrderPageSize =>
  (ORDER_PAGE_SIZES as readonly number[]).includes(v);

const keyOf = (o: OrderListItem) =>
  o.order_type === 1
    ? `f-${o.oid}`
    : o.order_type === 2
      ? `h-${o.inside_order_no}`
      : `a-${o.order_no}`;

/**
 * Tab 0, My Trips (SPEC 2.9): filter tabs (default 'all'), order cards, pagination. The filter,
 * page and size live in the query string, so a flight order carries them to its detail page
 * and Back returns to the same page of the list.
 */
export function MyTrips() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filterParam = params.get('filter');
  const filter: OrderFilter = isFilter(filterParam) ? filterParam : 'all';
  const sizeParam = Number(params.get('size'));
  const size: OrderPageSize = isSize(sizeParam) ? sizeParam : 10;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const status = params.get('status') ?? undefined;

  const query = { filter, page, size, ...(status ? { status } : {}) };
  const orders = useOrders(query);
  const savedAt = useShownCopy(tripsCopy(query));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const data = orders.data;
  const filters = data?.filters ?? [];
  const list = data?.list ?? [];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        My Trips
      </Title>
      {orders.data && <SavedCopyNotice savedAt={savedAt} what="your list of trips" />}
      <Tabs
        value={filter}
        onChange={(v) => v && update({ filter: v === 'all' ? null : v, page: null })}
        variant="pills"
        radius="xl"
      >
        <Tabs.List aria-label="Order type">
          {(filters.length ? filters : ORDER_FILTERS.map((f) => ({ value: f, label: f }))).map(
            (f) => (
              <Tabs.Tab key={f.value} value={f.value}>
                {f.label}
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
      </Tabs>
      {orders.isPending && (
        <Stack gap="sm" aria-busy>
          <Skeleton h={120} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      )}
      {orders.isError && (
        <Alert color="red" variant="light" title="We could not load your trips">
          <Group justify="space-between">
            <Text size="sm">{orders.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {data && list.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconPlaneOff size={30} />
            </ThemeIcon>
            <Title order={3} size="h4">
              No Flights Found
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              Trips you book while logged in appear here.
            </Text>
            <Group gap="sm" justify="center">
              <Button component={Link} to={paths.home.url({ active: 1 })}>
                Search flights
              </Button>
              <Button component={Link} to={paths.hotelHome.url()} variant="default">
                Find a hotel
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {list.length > 0 && (
        <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {list.map((o) => (
            <OrderCard key={keyOf(o)} order={o} search={search} />
          ))}
        </Stack>
      )}
      {data && data.total > 0 && (
        <OrdersPager
          total={data.total}
          page={page}
          size={size}
          onPage={(p) => update({ page: p === 1 ? null : String(p) })}
          onSize={(s) => update({ size: s === 10 ? null : String(s), page: null })}
        />
      )}
    </Stack>
  );
}

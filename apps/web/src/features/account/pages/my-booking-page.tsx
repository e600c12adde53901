import '../components/account-styles';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLuggage, IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { orderStatusLabel } from '@farewise/domain/orders/order-status';
import { todayIso } from '@farewise/domain/passengers/passenger-dates';
import { compareText } from '@farewise/domain/shared/english-order';
import { paths } from '../../../config/paths';
import { openLogin } from '../../../shared/dialogs/dialog-store';
import { useSession } from '../../../shared/session/session-store';
import { tripsCopy, useOrders, type OrderListItem, type OrdersQuery } from '../api/orders-mix';
import { useShownCopy } from '../../../shared/offline/saved-copies';
import { SavedCopyNotice } from '../../../shared/ui/saved-copy-notice';
import { OrderCard } from '../components/order-card';

/** How many trips the page shows at a glance; the rest are on My Trips. */
const AT_A_GLANCE = 5;

/** Statuses of trips that will not happen: they are not "upcoming". */
const OVER = /cancel|refund|completed|changed/i;

function startOf(o: OrderListItem): string {
  if (o.order_type === 1) return o.from_dep_time ?? '';
  if (o.order_type === 2) return o.check_in ?? '';
  return '';
}

/** Upcoming trips, next departure first: not yet started, not cancelled or refunded. */
export function upcomingTrips(list: readonly OrderListItem[], today = todayIso()): OrderListItem[] {
  return list
    .filter((o) => {
      const start = startOf(o);
      return start && start.slice(0, 10) >= today && !OVER.test(orderStatusLabel(o.status));
    })
    .sort((a, b) => compareText(startOf(a), startOf(b)));
}

function SignedOut() {
  const { pathname } = useLocation();
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLuggage size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          See your upcoming trips
        </Title>
        <Text c="dimmed" maw={460}>
          Log in to see every trip you booked with your account, or look up a booking you made as a
          guest with its order number and email.
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => openLogin({ returnTo: pathname })}>Log In</Button>
          <Button
            component={Link}
            to={paths.searchBookings.url()}
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            Look up a booking
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Upcoming() {
  const { search } = useLocation();
  const query: OrdersQuery = { filter: 'all', page: 1, size: 50 };
  const orders = useOrders(query);
  const savedAt = useShownCopy(tripsCopy(query));
  const trips = upcomingTrips(orders.data?.list ?? []);
  if (orders.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  if (orders.isError)
    return (
      <Alert color="red" variant="light" title="We could not load your trips">
        {orders.error.message}
      </Alert>
    );
  if (!trips.length)
    return (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLuggage size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            No upcoming trips yet
          </Title>
          <Text c="dimmed" maw={420}>
            Where to next? Your booked flights and stays will appear here.
          </Text>
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.home.url({ active: 1 })}>
              Search flights
            </Button>
            <Button component={Link} to={paths.userInfo.url(0)} variant="default">
              All my trips
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  return (
    <Stack gap="sm">
      <SavedCopyNotice savedAt={savedAt} what="your list of trips" />
      <Text size="sm" c="dimmed">
        {trips.length === 1
          ? '1 upcoming trip'
          : trips.length > AT_A_GLANCE
            ? `${trips.length} upcoming trips, the next ${AT_A_GLANCE} shown`
            : `${trips.length} upcoming trips`}
      </Text>
      {trips.slice(0, AT_A_GLANCE).map((o, i) => (
        <OrderCard
          key={o.order_type === 1 ? o.oid : o.order_type === 2 ? o.inside_order_no : i}
          order={o}
          search={search}
        />
      ))}
      <Group justify="center" mt="sm">
        <Button component={Link} to={paths.userInfo.url(0)} variant="subtle">
          See all my trips
        </Button>
      </Group>
    </Stack>
  );
}

/** /myBooking: the signed-in traveller's upcoming trips at a glance, next departure first. */
export function MyBookingPage() {
  const { isSignedIn } = useSession();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>My booking</Title>
          <Text c="dimmed">Your upcoming trips, next departure first.</Text>
        </div>
        {isSignedIn ? <Upcoming /> : <SignedOut />}
      </Stack>
    </Container>
  );
}

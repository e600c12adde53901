import './orders-styles';
import { journeyLegs } from '@farewise/domain/flights/journey-legs';
import { formatInstant } from '@farewise/domain/shared/dates';
import { Badge, Button, Card, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { fareProductName, TRIP_TYPE, tripTypeName } from '@farewise/domain/flights/products';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { paths } from '../../../config/paths';
import { NeedsConnection } from '../../../shared/ui/saved-copy-notice';
import { FlightOrderItinerary } from './flight-order-itinerary';
import { FlightOrderPayments } from './flight-order-payments';
import { ReceiptDownload } from '../../../shared/ui/receipt-download';

const fullName = (p: { given_name: string; middle_name: string; surname: string }) =>
  [p.given_name, p.middle_name, p.surname].filter(Boolean).join(' ');

/** SPEC 4's numeric statuses; light badges with text dark enough for 4.5:1. */
const STATUS_TONE: Record<number, { color: string; c?: string }> = {
  0: { color: 'orange', c: '#8a3c00' },
  1: { color: 'blue' },
  2: { color: 'red', c: '#a51d1d' },
  3: { color: 'teal', c: '#1d6b32' },
  4: { color: 'gray' },
  5: { color: 'gray' },
  6: { color: 'violet' },
};

function Passengers({ order }: { order: FlightOrderInfo }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="passengers-title"
    >
      <Group gap="xs" mb="sm">
        <IconUsers size={20} aria-hidden />
        <Title order={2} size="h4" id="passengers-title">
          Passengers
        </Title>
      </Group>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <Table.ScrollContainer
        minWidth={440}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Passengers table"
      >
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Passport</Table.Th>
              <Table.Th>Ticket number</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.passengers.map((p, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  {fullName(p)}
                  {ticketNotes(p, journeyLegs(order.routing.segmentInfo).length, order.kind).map(
                    (note) => (
                      <Text key={note} size="xs" c="dimmed">
                        {note}
                      </Text>
                    ),
                  )}
                </Table.Td>
                <Table.Td>{p.age_type === 0 ? 'Adult' : 'Child'}</Table.Td>
                <Table.Td>{p.id_card}</Table.Td>
                <Table.Td>{p.ticketNo ?? 'Being issued'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {order.contact && (
        <Text size="sm" mt="sm">
          <Text span fw={600}>
            Contact:{' '}
          </Text>
          {`+${order.contact.postcode} ${order.contact.mobile} · ${order.contact.email}`}
        </Text>
      )}
    </Card>
  );
}

const OUT_RETURN = ['outbound', 'return'];

/** A passenger's after-sales notes: refunded or moved tickets, extra bags bought. */
function ticketNotes(
  p: FlightOrderInfo['passengers'][number],
  directions: number,
  kind: number,
): string[] {
  const notes: string[] = [];
  const DIRECTION = Array.from({ length: directions }, (_, d) =>
    kind === TRIP_TYPE.multiCity ? `flight ${d + 1}` : OUT_RETURN[d],
  );
  for (let d = 0; d < directions; d++) {
    const status = p.coupons[d];
    if (status === 'refunded') notes.push(`${DIRECTION[d]} ticket refunded`);
    if (status === 'moved') notes.push(`${DIRECTION[d]} flights moved to another booking`);
    const bags = p.extraBags[d] ?? 0;
    if (bags > 0) notes.push(`+${bags} extra bag${bags === 1 ? '' : 's'} (23KG), ${DIRECTION[d]}`);
  }
  return notes.map((n) => n.charAt(0).toUpperCase() + n.slice(1));
}

function Help({ order }: { order: FlightOrderInfo }) {
  const id = order.orderId;
  const paid = [1, 2, 3, 6].includes(order.status);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="help-title">
      <Title order={2} size="h4" id="help-title" mb="xs">
        Need to change something?
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {paid
          ? 'See what your fare allows now, with its price, then refund, change, correct a name or add bags.'
          : order.status === 0
            ? 'Not paid yet: you can cancel this booking at no cost, and its seats are released.'
            : 'Tell us about any problem with this booking.'}
      </Text>
      <Stack gap="xs">
        {order.status !== 4 && (
          <NeedsConnection label="Refund and change options" variant="light" fullWidth>
            <Button component={Link} to={paths.refChgOptions.url(id)} variant="light" fullWidth>
              Refund and change options
            </Button>
          </NeedsConnection>
        )}
        {paid && (
          <>
            <NeedsConnection label="Request a refund" variant="default" fullWidth>
              <Button component={Link} to={paths.ticketRefund.url(id)} variant="default" fullWidth>
                Request a refund
              </Button>
            </NeedsConnection>
            <NeedsConnection label="Change flights" variant="default" fullWidth>
              <Button
                component={Link}
                to={paths.changeFlightsBooking.url(id)}
                variant="default"
                fullWidth
              >
                Change flights
              </Button>
            </NeedsConnection>
            <NeedsConnection label="Name correction" variant="default" fullWidth>
              <Button component={Link} to={paths.changeName.url(id)} variant="default" fullWidth>
                Name correction
              </Button>
            </NeedsConnection>
          </>
        )}
        <NeedsConnection label="Other problem" variant="default" fullWidth>
          <Button component={Link} to={paths.otherProblem.url(id)} variant="default" fullWidth>
            Other problem
          </Button>
        </NeedsConnection>
        <Button
          component={Link}
          to={paths.changeProgress.url({ orderId: id })}
          variant="subtle"
          fullWidth
        >
          Your requests and their progress
        </Button>
      </Stack>
    </Card>
  );
}

/** A flight order: itinerary, passengers, contact, price and payments, status, after-sales links. */
export function FlightOrderView({ order }: { order: FlightOrderInfo }) {
  const tone = STATUS_TONE[order.status] ?? { color: 'gray' };
  return (
    <Stack gap="md">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">{`Order ${order.orderNo}`}</Title>
          <Badge size="lg" variant="light" color={tone.color} c={tone.c}>
            {order.statusText}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {[
            `Booked ${formatInstant(order.createdAt)}`,
            tripTypeName(order.kind),
            `${fareProductName(order.fareProduct)} fare`,
            order.paymentType === 'slice' ? 'Paid in slices' : 'Paid in full',
          ].join(' · ')}
        </Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <FlightOrderItinerary order={order} />
            <Passengers order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <FlightOrderPayments order={order} />
            {order.payments.some((p) => p.status === 'paid' || p.status === 'succeeded') && (
              <ReceiptDownload kind="flight" id={order.orderId} orderNo={order.orderNo} />
            )}
            <Help order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { paths } from '../../../config/paths';

const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;
const fullName = (p: { given_name: string; middle_name: string; surname: string }) =>
  [p.given_name, p.middle_name, p.surname].filter(Boolean).join(' ');

function Leg({ label, flights }: { label: string; flights: SegmentDetail[] }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{label}</Text>
      {flights.map((f) => (
        <Text key={`${f.flightNumber}${f.depTimeEx}`} size="sm">
          {`${f.flightNumber} (${f.carrierName}) · ${f.depAirport} ${f.depTimeEx} → ${f.arrAirport} ${f.arrTimeEx}`}
        </Text>
      ))}
    </Stack>
  );
}

/** A flight order: itinerary, passengers, contact, price and payments, status, after-sales links. */
export function FlightOrderView({ order }: { order: FlightOrderInfo }) {
  const seg = order.routing.segmentInfo;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">{`Order ${order.orderNo}`}</Title>
        <Badge size="lg" variant="light">
          {order.statusText}
        </Badge>
      </Group>
      <Card withBorder component="section" aria-label="Itinerary">
        <Stack gap="sm">
          <Leg label="Depart" flights={seg.fromSegments.detail} />
          {seg.retSegments && <Leg label="Return" flights={seg.retSegments.detail} />}
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="passengers-title">
        <Title order={2} size="h4" id="passengers-title" mb="xs">
          Passengers
        </Title>
        <Table>
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
                <Table.Td>{fullName(p)}</Table.Td>
                <Table.Td>{p.age_type === 0 ? 'Adult' : 'Child'}</Table.Td>
                <Table.Td>{p.id_card}</Table.Td>
                <Table.Td>{p.ticketNo ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {order.contact && (
        <Card withBorder component="section" aria-label="Contact">
          <Text size="sm">{`Contact: +${order.contact.postcode} ${order.contact.mobile} · ${order.contact.email}`}</Text>
        </Card>
      )}
      <Card withBorder component="section" aria-labelledby="price-title">
        <Title order={2} size="h4" id="price-title" mb="xs">
          Price and payments
        </Title>
        <Text>{`Total: ${money(order.currency, order.totalPriceEx)}`}</Text>
        {order.slice && (
          <>
            <Text size="sm">{`Deposit ${money(order.currency, order.slice.deposit)}, then from ${money(order.currency, order.slice.weekly)} per week`}</Text>
            <Table mt="xs" aria-label="Instalments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.slice.instalments.map((i) => (
                  <Table.Tr key={i.number}>
                    <Table.Td>{i.number}</Table.Td>
                    <Table.Td>{i.dueDate}</Table.Td>
                    <Table.Td>{money(order.currency, i.amountEx)}</Table.Td>
                    <Table.Td>{i.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        {order.payments.map((p, i) => (
          <Text
            key={i}
            size="sm"
          >{`${p.kind}: ${money(order.currency, p.amountEx)} ${p.status}${p.brand ? ` (${p.brand} •••• ${p.last4 ?? ''})` : ''}`}</Text>
        ))}
      </Card>
      <Group gap="md">
        <Link to={paths.refChgOptions.url(order.orderId)}>Refund or change</Link>
        <Link to={paths.changeName.url(order.orderId)}>Name change</Link>
        <Link to={paths.otherProblem.url(order.orderId)}>Other problem</Link>
      </Group>
    </Stack>
  );
}

import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { namedLegs } from '@farewise/domain/flights/journey-legs';
import { formatDate } from '@farewise/domain/shared/dates';
import { IconPlaneDeparture } from '@tabler/icons-react';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { AirportInfo, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';
import { FlightSegment } from '../../../shared/ui/flight-segment';

const day = (local: string) => formatDate(local);

function Leg({
  label,
  flights,
  total,
  airports,
}: {
  label: string;
  flights: SegmentDetail[];
  total: number;
  airports: Map<string, AirportInfo>;
}) {
  const first = flights[0];
  if (!first) return null;
  const stops = flights.length - 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text fw={700}>{`${label} · ${day(first.depTimeEx)}`}</Text>
        <Text size="sm" c="dimmed">
          {`${formatDuration(total)} · ${stops === 0 ? 'Nonstop' : `${stops} stop${stops > 1 ? 's' : ''}`}`}
        </Text>
      </Group>
      {flights.map((f, i) => (
        <Stack key={`${f.flightNumber}${f.depTimeEx}`} gap="xs">
          <FlightSegment f={f} airports={airports} />
          {i < flights.length - 1 && (
            <Text size="xs" c="dimmed" ta="center" bg="gray.0" py={4} style={{ borderRadius: 6 }}>
              {`Change planes in ${airports.get(f.arrAirport)?.cityName ?? f.arrAirport}`}
              {f.layoverMinutes !== null ? ` · ${formatDuration(f.layoverMinutes)} connection` : ''}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The order's flights, leg by leg, in each airport's local time. */
export function FlightOrderItinerary({ order }: { order: FlightOrderInfo }) {
  const airports = new Map(order.air_ports.map((a) => [a.code, a]));
  const seg = order.routing.segmentInfo;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="itinerary-title">
      <Group gap="xs" mb="sm">
        <IconPlaneDeparture size={20} aria-hidden />
        <Title order={2} size="h4" id="itinerary-title">
          Flights
        </Title>
      </Group>
      <Stack gap="md">
        {namedLegs(seg).map((leg, i) => (
          <Fragment key={leg.name}>
            {i > 0 && <Divider />}
            <Leg label={leg.name} flights={leg.detail} total={leg.TotalTimes} airports={airports} />
          </Fragment>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        Times are local to each airport.
      </Text>
    </Card>
  );
}

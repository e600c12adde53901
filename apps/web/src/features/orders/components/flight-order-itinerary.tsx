import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { AirportInfo, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';

const time = (local: string) => local.slice(11, 16);
const day = (local: string) => dayjs(local.slice(0, 10)).format('ddd D MMM YYYY');

function Flight({ f, airports }: { f: SegmentDetail; airports: Map<string, AirportInfo> }) {
  const place = (code: string, terminal: string) => {
    const a = airports.get(code);
    return `${a ? `${a.name} (${code})` : code}${terminal ? ` · Terminal ${terminal}` : ''}`;
  };
  const nextDay = f.arrTimeEx.slice(0, 10) !== f.depTimeEx.slice(0, 10);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text fw={700} w={52}>
          {time(f.depTimeEx)}
        </Text>
        <Text size="sm">{place(f.depAirport, f.depTerminal)}</Text>
      </Group>
      <Text size="xs" c="dimmed" pl={60}>
        {`${f.carrierName} ${f.flightNumber}`}
        {f.codeShare ? ` · Operated by ${f.operatingCarrierName}` : ''}
        {` · ${f.aircraftName} · ${formatDuration(f.duration)}`}
      </Text>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text fw={700} w={52}>
          {time(f.arrTimeEx)}
        </Text>
        <Text size="sm">
          {place(f.arrAirport, f.arrTerminal)}
          {nextDay ? ` · arrives ${day(f.arrTimeEx)}` : ''}
        </Text>
      </Group>
    </Stack>
  );
}

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
          <Flight f={f} airports={airports} />
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
        <Leg
          label="Depart"
          flights={seg.fromSegments.detail}
          total={seg.fromSegments.TotalTimes}
          airports={airports}
        />
        {seg.retSegments && (
          <>
            <Divider />
            <Leg
              label="Return"
              flights={seg.retSegments.detail}
              total={seg.retSegments.TotalTimes}
              airports={airports}
            />
          </>
        )}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        Times are local to each airport.
      </Text>
    </Card>
  );
}

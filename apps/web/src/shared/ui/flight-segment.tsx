import { Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@farewise/domain/shared/dates';
import type { AirportInfo, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';
import { terminalLabel } from '@farewise/domain/flights/itinerary-display';

const time = (local: string) => local.slice(11, 16);
const day = (local: string) => formatDate(local);
/** '07:30' stays on one line: the page lets long words break anywhere, a time must not. */
const CLOCK = { whiteSpace: 'nowrap', flex: 'none' } as const;

/** One flight of an itinerary: times in local time, airports with terminals, carrier, aircraft and duration. */
export function FlightSegment({
  f,
  airports,
}: {
  f: SegmentDetail;
  airports: Map<string, AirportInfo>;
}) {
  const place = (code: string, terminal: string) => {
    const a = airports.get(code);
    return `${a ? `${a.name} (${code})` : code}${terminal ? ` · ${terminalLabel(terminal)}` : ''}`;
  };
  const nextDay = f.arrTimeEx.slice(0, 10) !== f.depTimeEx.slice(0, 10);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text fw={700} w={52} style={CLOCK}>
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
        <Text fw={700} w={52} style={CLOCK}>
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

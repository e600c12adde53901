import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ChangeOptionWire } from '@farewise/domain/aftersales/aftersales.schemas';
import type { AirportInfo } from '@farewise/domain/flights/search.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';
import { FlightSegment } from '../../../shared/ui/flight-segment';
import { money } from './money';

/** New flights offered for a change: the flights, and what the change costs per passenger and in all. */
export function ChangeOptionCard({
  option,
  currency,
  airports,
  chosen,
  free,
  onChoose,
}: {
  option: ChangeOptionWire;
  currency: string;
  airports: Map<string, AirportInfo>;
  chosen: boolean;
  free?: boolean;
  onChoose: () => void;
}) {
  const stops =
    option.stops === 0 ? 'Nonstop' : `${option.stops} stop${option.stops > 1 ? 's' : ''}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={`${option.segments.map((s) => s.flightNumber).join(', ')}, departs ${option.departure.slice(11, 16)}`}
      style={chosen ? { borderColor: 'var(--mantine-color-brand-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text
            fw={700}
          >{`${option.departure.slice(11, 16)} → ${option.arrival.slice(11, 16)}`}</Text>
          <Text size="sm" c="dimmed">{`${formatDuration(option.totalMinutes)} · ${stops}`}</Text>
          {option.seatsLeft <= 5 && (
            <Badge color="orange" c="#8a3c00" variant="light" style={{ textTransform: 'none' }}>
              {`${option.seatsLeft} seat${option.seatsLeft === 1 ? '' : 's'} left`}
            </Badge>
          )}
        </Group>
        {option.segments.map((s) => (
          <FlightSegment key={`${s.flightNumber}${s.depTimeEx}`} f={s} airports={airports} />
        ))}
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
          <Stack gap={0}>
            {free ? (
              <Text fw={700}>Free: the airline changed your schedule</Text>
            ) : (
              <>
                <Text fw={700}>
                  {option.total > 0 ? `You pay ${money(option.total, currency)}` : 'Nothing to pay'}
                </Text>
                <Text size="xs" c="dimmed">
                  {`Change fees ${money(option.fee, currency)} · fare difference ${money(option.difference, currency)}`}
                </Text>
                {option.passengers.length > 1 &&
                  option.passengers.map((p) => (
                    <Text key={p.passengerIndex} size="xs" c="dimmed">
                      {`${p.passengerName}: ${money(p.total, currency)}`}
                    </Text>
                  ))}
              </>
            )}
          </Stack>
          <Button variant={chosen ? 'filled' : 'light'} onClick={onChoose} aria-pressed={chosen}>
            {chosen ? 'Chosen' : 'Choose these flights'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

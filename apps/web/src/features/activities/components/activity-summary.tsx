import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  partyText,
  priceLineLabel,
  type BandLabelsWire,
  type Party,
  type PartyPriceLine,
} from '@farewise/domain/activities/activity.rules';
import { formatMoney } from '@farewise/domain/money/format';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatDuration } from '@farewise/domain/shared/duration';

/**
 * The activity as chosen: photo, title, option, date and local start time, travellers, meeting
 * point, each age band with its price, the total and the cancellation terms. The booking page
 * shows it before the order exists, the pay page from the order.
 */
export function ActivitySummary(props: {
  photo: string;
  title: string;
  optionName: string;
  date: string;
  time: string;
  durationMinutes: number;
  party: Party;
  meetingPoint: string;
  ageBands: BandLabelsWire;
  lines: PartyPriceLine[];
  total: number;
  currency: string;
  cancellation: string;
  freeCancellation: boolean;
}) {
  const money = (n: number) => formatMoney(n, props.currency);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Your activity">
      <Stack gap={6}>
        <img
          src={props.photo}
          alt=""
          width={400}
          height={200}
          style={{ width: '100%', height: 160, objectFit: 'cover', borderRadius: 8 }}
        />
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Text size="sm">{props.optionName}</Text>
        <Text size="sm">
          {formatDate(props.date)} at {props.time} (local time) ·{' '}
          {formatDuration(props.durationMinutes)}
        </Text>
        <Text size="sm">{partyText(props.party)}</Text>
        <Text size="sm">Meeting point: {props.meetingPoint}</Text>
        {props.lines.map((l) => (
          <Group
            key={l.band}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            align="flex-start"
            data-testid="price-line"
          >
            <Text size="sm" style={{ flex: 1 }}>
              {priceLineLabel(l, props.ageBands)}
              {l.unit === 0 ? ', free' : ` at ${money(l.unit)}`}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(l.amount)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={800} data-testid="booking-total">
            {money(props.total)}
          </Text>
        </Group>
        <Text size="sm" c={props.freeCancellation ? 'teal.9' : undefined}>
          {props.cancellation}
        </Text>
      </Stack>
    </Paper>
  );
}

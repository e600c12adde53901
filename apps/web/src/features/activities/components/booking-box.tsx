import { formatInstant } from '@farewise/domain/shared/dates';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import dayjs from 'dayjs';
import { FEW_PLACES_LEFT, partyText, type Party } from '@farewise/domain/activities/activity.rules';
import type { ActivityDetail } from '@farewise/domain/activities/activity.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import { DateField } from '../../../shared/ui/date-field';
import { TravellersPicker } from './travellers-picker';
import classes from './activities.module.css';

const bandName = { adult: 'Adult', child: 'Child', infant: 'Infant' } as const;

/** Choose the travellers, an available date, a time slot and an option; see the total; Book. */
export function BookingBox({
  item,
  time,
  optionId,
  onParty,
  onDate,
  onTime,
  onOption,
  onBook,
  updating,
}: {
  item: ActivityDetail;
  time: string | null;
  optionId: string;
  onParty: (p: Party) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onOption: (id: string) => void;
  onBook: () => void;
  updating: boolean;
}) {
  const available = new Set(item.availableDates);
  const option = item.options.find((o) => o.id === optionId) ?? item.options[0];
  const slot = item.slots.find((s) => s.time === time && s.bookable);
  const labels = {
    adult: item.ageBands.adult.label,
    child: item.ageBands.child?.label ?? null,
    infant: item.ageBands.infant?.label ?? null,
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="aside"
      aria-label="Book this activity"
      shadow="sm"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Check availability
        </Title>
        <TravellersPicker value={item.party} onChange={onParty} labels={labels} />
        {item.partyErrors.length > 0 && (
          <Alert color="orange" role="alert">
            {item.partyErrors.join(' ')}
          </Alert>
        )}
        <DateField
          label="Date"
          value={item.date}
          minDate={item.availableDates[0] ?? dayjs().format('YYYY-MM-DD')}
          maxDate={item.availableDates.at(-1) ?? dayjs().format('YYYY-MM-DD')}
          isDisabled={(d) => !available.has(d)}
          onChange={(d) => d && onDate(d)}
        />
        {item.availableDates.length === 0 && (
          <Text size="sm">No dates have places for {partyText(item.party)}.</Text>
        )}
        {item.date && (
          <div role="group" aria-label="Start time">
            <Text fw={600} size="sm" mb={6}>
              Start time ({item.timeZone.split('/').pop()?.replace(/_/g, ' ')} time)
            </Text>
            <div className={classes.slots}>
              {item.slots.map((s) => (
                <Button
                  key={s.time}
                  variant={s.time === time ? 'filled' : 'default'}
                  disabled={!s.bookable}
                  onClick={() => onTime(s.time)}
                  aria-pressed={s.time === time}
                  // The name begins with what the button shows (WCAG 2.5.3): '19:00, sold out'.
                  aria-label={`${s.time}${s.placesLeft === null ? '' : s.placesLeft === 0 ? ', sold out' : `, ${s.placesLeft} left`}`}
                  styles={{ label: { flexDirection: 'column', lineHeight: 1.1 } }}
                  h="auto"
                  py={6}
                >
                  <span>{s.time}</span>{' '}
                  {s.placesLeft !== null && s.placesLeft <= FEW_PLACES_LEFT && (
                    <Text span size="xs" fw={600}>
                      {s.placesLeft === 0 ? 'Sold out' : `${s.placesLeft} left`}
                    </Text>
                  )}
                </Button>
              ))}
            </div>
          </div>
        )}
        <Radio.Group value={option?.id} onChange={onOption} label="Option" aria-label="Option">
          <Stack gap="xs" mt={6}>
            {item.options.map((o) => (
              <UnstyledButton
                key={o.id}
                component="label"
                className={classes.box}
                style={{ padding: 10, cursor: 'pointer' }}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio value={o.id} aria-label={o.name} />
                  <div style={{ flex: 1 }}>
                    <Text fw={600} size="sm">
                      {o.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {o.description}
                    </Text>
                    <Text size="xs">
                      {formatMoney(o.prices.adult, item.currency)} per adult
                      {o.prices.child !== null
                        ? ` · ${formatMoney(o.prices.child, item.currency)} per child`
                        : ''}
                    </Text>
                  </div>
                  <Text fw={700} size="sm">
                    {formatMoney(o.total, item.currency)}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Radio.Group>
        {option && (
          <Stack gap={2}>
            {option.lines.map((l) => (
              <Group key={l.band} justify="space-between">
                <Text size="sm">
                  {l.count} × {bandName[l.band]}{' '}
                  {l.unit === 0 ? '(free)' : formatMoney(l.unit, item.currency)}
                </Text>
                <Text size="sm">{formatMoney(l.amount, item.currency)}</Text>
              </Group>
            ))}
            <Group justify="space-between" mt={4}>
              <Text fw={700}>Total</Text>
              <Text fw={800} size="lg" data-testid="activity-total">
                {formatMoney(option.total, item.currency)}
              </Text>
            </Group>
          </Stack>
        )}
        {slot?.freeCancellationUntil ? (
          <Text size="sm" c="#0b5e45">
            Free cancellation until {formatInstant(slot.freeCancellationUntil)} (your time)
          </Text>
        ) : (
          <Text size="sm">{item.policy.title}</Text>
        )}
        <Button
          size="md"
          disabled={!slot || !option || updating || item.partyErrors.length > 0}
          onClick={onBook}
        >
          {slot ? 'Book' : 'Choose a start time'}
        </Button>
      </Stack>
    </Paper>
  );
}

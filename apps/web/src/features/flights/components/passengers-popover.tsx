import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import {
  FLIGHT_PASSENGER_LIMITS,
  maxAdults,
  maxChildren,
  withAdults,
  withChildren,
  type PassengerCounts,
} from '@farewise/domain/flights/flight-search.rules';
import { FLIGHT_SEARCH_MESSAGES } from '@farewise/domain/flights/search.rules.messages';
import { partyText } from '@farewise/domain/shared/party';
import classes from './flight-search-form.module.css';

export function passengersSummary({ adults, children }: PassengerCounts): string {
  return partyText({ adults, children });
}

interface CounterProps {
  label: string;
  hint: string;
  value: number;
  canRemove: boolean;
  canAdd: boolean;
  onChange: (value: number) => void;
  noun: string;
}

function Counter({ label, hint, value, canRemove, canAdd, onChange, noun }: CounterProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <div>
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={`Remove ${noun}`}
          disabled={!canRemove}
          onClick={() => onChange(value - 1)}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text w={24} ta="center" fw={600} aria-live="polite" aria-label={`${label}: ${value}`}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={`Add ${noun}`}
          disabled={!canAdd}
          onClick={() => onChange(value + 1)}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * Travellers popover (SPEC 2.5, 5, 9): at least 1 adult, at most 9 travellers, at most 2
 * children per adult; removing an adult reduces the children to fit.
 */
export function PassengersPopover({
  value,
  onChange,
}: {
  value: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconUsers size={18} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          className={classes.inlineControl}
        >
          {passengersSummary(value)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="Travellers">
        <Stack gap="md" w={280}>
          <Counter
            label="Adult"
            hint="more than 12 years"
            noun="an adult"
            value={value.adults}
            canRemove={value.adults > FLIGHT_PASSENGER_LIMITS.minAdults}
            canAdd={value.adults < maxAdults(value.children)}
            onChange={(n) => onChange(withAdults(value, n))}
          />
          <Counter
            label="Child"
            hint="2-12 years"
            noun="a child"
            value={value.children}
            canRemove={value.children > 0}
            canAdd={value.children < maxChildren(value.adults)}
            onChange={(n) => onChange(withChildren(value, n))}
          />
          <Text size="sm" c="dimmed">
            {FLIGHT_SEARCH_MESSAGES.childrenPerAdult}. At most{' '}
            {FLIGHT_PASSENGER_LIMITS.maxTravellers} travellers per booking.
          </Text>
          <Button onClick={() => setOpened(false)}>Done</Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

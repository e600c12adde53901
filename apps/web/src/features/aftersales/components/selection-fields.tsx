import { Checkbox, Group, Stack } from '@mantine/core';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { day } from './money';

/** Checkboxes for who and which flights a request is about (every pair of the two is included). */
export function SelectionFields({
  options,
  passengers,
  directions,
  onPassengers,
  onDirections,
  isOpen,
  hideDirections,
}: {
  options: AfterSalesOptions;
  passengers: number[];
  directions: number[];
  onPassengers: (next: number[]) => void;
  onDirections: (next: number[]) => void;
  /** Whether a passenger's ticket on a direction can still be acted on. */
  isOpen: (passenger: number, direction: number) => boolean;
  hideDirections?: boolean;
}) {
  const toggle = (list: number[], value: number, on: boolean) =>
    on ? [...new Set([...list, value])].sort() : list.filter((v) => v !== value);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Checkbox.Group
        label="Passengers"
        value={passengers.map(String)}
        onChange={(v) => onPassengers(v.map(Number).sort())}
      >
        <Stack gap={8} mt={6}>
          {options.passengers.map((p) => {
            const usable = options.directions.some((d) => isOpen(p.index, d.direction));
            return (
              <Checkbox
                key={p.index}
                value={String(p.index)}
                disabled={!usable}
                label={`${p.name} (${p.type === 0 ? 'Adult' : 'Child'})`}
                description={
                  usable
                    ? p.ticketNo
                      ? `Ticket ${p.ticketNo}`
                      : undefined
                    : 'Nothing left to do on this ticket'
                }
                onChange={(e) => onPassengers(toggle(passengers, p.index, e.currentTarget.checked))}
              />
            );
          })}
        </Stack>
      </Checkbox.Group>
      {!hideDirections && (
        <Checkbox.Group
          label="Flights"
          value={directions.map(String)}
          onChange={(v) => onDirections(v.map(Number).sort())}
        >
          <Stack gap={8} mt={6}>
            {options.directions.map((d) => {
              const usable = options.passengers.some((p) => isOpen(p.index, d.direction));
              return (
                <Checkbox
                  key={d.direction}
                  value={String(d.direction)}
                  disabled={!usable}
                  label={`${d.label}: ${d.fromCity} → ${d.toCity}`}
                  description={d.departed ? 'Departed' : day(d.departure)}
                  onChange={(e) =>
                    onDirections(toggle(directions, d.direction, e.currentTarget.checked))
                  }
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      )}
    </Group>
  );
}

/** Text of what was chosen, for buttons and summaries ('2 passengers, both flights'). */
export function selectionText(passengers: number, directions: number, total: number) {
  const who = `${passengers} passenger${passengers === 1 ? '' : 's'}`;
  const what =
    total > 1 && directions === total
      ? 'both flights'
      : `${directions} flight${directions === 1 ? '' : 's'}`;
  return `${who}, ${what}`;
}

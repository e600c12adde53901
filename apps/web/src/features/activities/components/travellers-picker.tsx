import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_PARTY, type Party } from '@farewise/domain/activities/activity.rules';

interface BandRow {
  key: keyof Party;
  label: string;
  hint: string;
}

/** Counters per age band (adults, children, infants) with each product's ages when known. */
export function TravellersPicker({
  value,
  onChange,
  labels,
}: {
  value: Party;
  onChange: (party: Party) => void;
  /** The product's band labels ('Child (4-12)'); a band of null cannot come. */
  labels?: { adult: string; child: string | null; infant: string | null };
}) {
  const rows: BandRow[] = [
    { key: 'adults', label: 'Adults', hint: labels?.adult ?? 'Age 13 or over on most activities' },
    {
      key: 'children',
      label: 'Children',
      hint: labels ? (labels.child ?? 'Not allowed on this activity') : 'Ages set by each activity',
    },
    {
      key: 'infants',
      label: 'Infants',
      hint: labels
        ? labels.infant
          ? `${labels.infant}, free`
          : 'Not allowed on this activity'
        : 'Free, on a lap',
    },
  ];
  const paying = value.adults + value.children;
  return (
    <Stack gap="xs" role="group" aria-label="Travellers">
      {rows.map((row) => {
        const n = value[row.key];
        const min = row.key === 'adults' ? 1 : 0;
        const blocked =
          labels &&
          ((row.key === 'children' && !labels.child) || (row.key === 'infants' && !labels.infant));
        const max = row.key === 'infants' ? value.adults : n + MAX_PARTY - paying;
        return (
          <Group key={row.key} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600} size="sm">
                {row.label}
              </Text>
              <Text size="xs" c="dimmed">
                {row.hint}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                radius="xl"
                aria-label={`Fewer ${row.label.toLowerCase()}`}
                disabled={n <= min}
                onClick={() =>
                  onChange({
                    ...value,
                    [row.key]: n - 1,
                    ...(row.key === 'adults' ? { infants: Math.min(value.infants, n - 1) } : {}),
                  })
                }
              >
                <IconMinus size={16} aria-hidden />
              </ActionIcon>
              <Text w={24} ta="center" fw={700} data-testid={`count-${row.key}`} aria-live="polite">
                {n}
              </Text>
              <ActionIcon
                variant="default"
                radius="xl"
                aria-label={`More ${row.label.toLowerCase()}`}
                disabled={!!blocked || n >= max}
                onClick={() => onChange({ ...value, [row.key]: n + 1 })}
              >
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}

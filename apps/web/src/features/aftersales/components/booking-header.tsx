import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture, IconUsers } from '@tabler/icons-react';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { localTime, money } from './money';

/** SPEC 4's numeric statuses; light badges with text dark enough for 4.5:1. */
const STATUS_TONE: Record<number, { color: string; c?: string }> = {
  0: { color: 'orange', c: '#8a3c00' },
  1: { color: 'blue' },
  2: { color: 'red', c: '#a51d1d' },
  3: { color: 'teal', c: '#1d6b32' },
  4: { color: 'gray' },
  5: { color: 'gray' },
  6: { color: 'violet' },
};

/** The booking an after-sales page is about: number, status, fare, flights and passengers. */
export function BookingHeader({ options }: { options: AfterSalesOptions }) {
  const tone = STATUS_TONE[options.status] ?? { color: 'gray' };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Your booking">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Text fw={700} size="lg">{`Order ${options.orderNo}`}</Text>
            <Badge
              variant="light"
              color={tone.color}
              c={tone.c}
              size="lg"
              style={{ textTransform: 'none' }}
            >
              {options.statusText}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {`${options.fareName} fare · ${options.paymentType === 'slice' ? 'paid in slices' : 'paid in full'} · paid ${money(options.paid, options.currency)}${options.refunded > 0 ? ` · refunded ${money(options.refunded, options.currency)}` : ''}`}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: options.directions.length > 1 ? 2 : 1 }} spacing="sm">
          {options.directions.map((d) => (
            <Group key={d.direction} gap="sm" wrap="nowrap" align="flex-start">
              <IconPlaneDeparture size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
              <div>
                <Text
                  fw={600}
                >{`${d.label}: ${d.fromCity} (${d.from}) → ${d.toCity} (${d.to})`}</Text>
                <Text size="sm" c="dimmed">
                  {`${localTime(d.departure)} · ${d.flights.join(', ')}${d.departed ? ' · departed' : ''}`}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconUsers size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">
            {options.passengers
              .map((p) => `${p.name} (${p.type === 0 ? 'Adult' : 'Child'})`)
              .join(' · ')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

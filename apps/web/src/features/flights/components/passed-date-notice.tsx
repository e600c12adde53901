import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { DEPARTURE_MESSAGES } from '@farewise/domain/flights/departure-cutoff';

/**
 * In place of results for a date that has passed (decision 039): what happened, and the same
 * search from today.
 */
export function PassedDateNotice({
  date,
  onSearchFromToday,
}: {
  date: string;
  onSearchFromToday: () => void;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="status">
      <IconCalendarOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1} size="h2">
        These flights have left
      </Title>
      <Text c="dimmed" maw={460}>
        {DEPARTURE_MESSAGES.datePassed(date)}
      </Text>
      <Button onClick={onSearchFromToday}>Search from today</Button>
    </Stack>
  );
}

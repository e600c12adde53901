import { GOOD_TEXT } from './text-colors';
import { Group, Text } from '@mantine/core';
import { IconCheck, IconCoffee, IconInfoCircle } from '@tabler/icons-react';
import type { RatePolicy } from '@farewise/domain/hotels/hotel-search.schemas';

/** A rate's cancellation policy (with its deadline in the hotel's local time) and breakfast. */
export function RatePolicyLines({
  policy,
}: {
  policy: Pick<RatePolicy, 'FreeCancellation' | 'PolicyText' | 'Breakfast' | 'BreakfastText'>;
}) {
  return (
    <div>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {policy.FreeCancellation ? (
          <IconCheck
            size={16}
            color={GOOD_TEXT}
            aria-hidden
            style={{ flex: 'none', marginTop: 2 }}
          />
        ) : (
          <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        )}
        <Text
          size="sm"
          c={policy.FreeCancellation ? GOOD_TEXT : undefined}
          fw={policy.FreeCancellation ? 600 : 400}
        >
          {policy.PolicyText}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconCoffee size={16} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm" c={policy.Breakfast ? GOOD_TEXT : undefined}>
          {policy.BreakfastText}
        </Text>
      </Group>
    </div>
  );
}

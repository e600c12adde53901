import { Paper, Text, Title } from '@mantine/core';
import type { HotelCancellationPolicy } from '@farewise/domain/orders/hotel-order.schemas';
import { RatePolicyLines } from './rate-policy';

/** The cancellation policy spelled out, with its deadline in the hotel's local time. */
export function HotelPolicySummary({ policy }: { policy: HotelCancellationPolicy }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="policy-title">
      <Title order={2} size="h5" id="policy-title" mb="xs">
        Cancellation policy
      </Title>
      <RatePolicyLines policy={policy} />
      <Text size="sm" mt="xs">
        {policy.CancellationText}
      </Text>
      {policy.FreeCancellationUntil ? (
        <Text size="xs" c="dimmed" mt={4}>
          Times are the hotel&apos;s local time ({policy.TimeZone}).
        </Text>
      ) : null}
    </Paper>
  );
}

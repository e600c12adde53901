import { Group, Stack, Text } from '@mantine/core';

export interface BookingPriceProps {
  paymentType: 'full' | 'slice';
  currency: string;
  total: number;
  slice?: { deposit: number; weekly: number; adjustedAmount: number } | null;
}

const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

/** SPEC 2.7: 'full' shows one price; 'slice' shows Deposit, From {weekly} per week, and Total. */
export function BookingPrice({ paymentType, currency, total, slice }: BookingPriceProps) {
  if (paymentType === 'slice' && slice) {
    return (
      <Stack gap={4} aria-label="Price">
        <Group justify="space-between">
          <Text>Deposit</Text>
          <Text fw={700}>{money(currency, slice.deposit)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>From</Text>
          <Text>{`${money(currency, slice.weekly)} per week`}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Total</Text>
          <Text fw={700}>{money(currency, slice.adjustedAmount)}</Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Group justify="space-between" aria-label="Price">
      <Text>Total price</Text>
      <Text fw={700} size="lg">
        {money(currency, total)}
      </Text>
    </Group>
  );
}

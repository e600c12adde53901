import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatShortDate } from '@farewise/domain/shared/dates';
import { formatOrderTotal, hotelOrderTotal } from '@farewise/domain/orders/order-total';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';

type Priced = Pick<
  HotelQuote,
  'RoomLines' | 'NightlyPrices' | 'Subtotal' | 'TaxesAndFees' | 'TotalPrice' | 'Currency' | 'Nights'
>;

const night = (date: string) => formatShortDate(date);

/** Each night's price for all rooms, taxes and fees, and the total (the server's figures). */
export function HotelPriceBreakdown({
  priced,
  title = 'Price details',
}: {
  priced: Priced;
  title?: string;
}) {
  const money = (n: number) => formatMoney(n, priced.Currency);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="price-title">
      <Title order={2} size="h5" id="price-title" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>
        {priced.RoomLines.map((line) => (
          <Text key={line.Index} size="sm" c="dimmed">
            Room {line.Index + 1}: {line.RoomName}, {line.RatePlanName} · {money(line.TotalPrice)}
          </Text>
        ))}
        <Divider my={4} />
        {priced.NightlyPrices.map((n) => (
          <Group key={n.Date} justify="space-between" wrap="nowrap">
            <Text size="sm">{night(n.Date)}</Text>
            <Text size="sm">{money(n.Price)}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text size="sm">Taxes and fees</Text>
          <Text size="sm">{money(priced.TaxesAndFees)}</Text>
        </Group>
        <Divider my={4} />
        <Group justify="space-between">
          <Text fw={700}>
            Total for {priced.Nights} night{priced.Nights === 1 ? '' : 's'}
          </Text>
          <Text fw={700} data-testid="total-price">
            {formatOrderTotal(hotelOrderTotal(priced))}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

import { type ReactNode } from 'react';
import { formatDate, formatInstant } from '@farewise/domain/shared/dates';
import { Anchor, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { HotelVoucherButton } from './hotel-voucher';
import { StarRating } from './star-rating';

/** Where the supplier's confirmation stands: the number, or confirm still under way. */
export interface Confirming {
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

function ConfirmationNumber({
  order,
  confirming,
}: {
  order: HotelOrderInfo;
  confirming: Confirming;
}) {
  if (order.confirmationNo)
    return (
      <Text component="span" ff="monospace" fw={700} size="md" data-testid="confirmation-no">
        {order.confirmationNo}
      </Text>
    );
  if (order.status !== 'Paid') return <>Not issued</>;
  if (confirming.failed)
    return (
      <>
        The hotel is still confirming; the number appears here shortly.{' '}
        <Anchor component="button" type="button" size="sm" onClick={confirming.retry}>
          Check again
        </Anchor>
      </>
    );
  return (
    <Group gap={6} component="span" wrap="nowrap">
      <Loader size={14} aria-hidden />
      Confirming with the hotel…
    </Group>
  );
}

export function Booking({ order, confirming }: { order: HotelOrderInfo; confirming: Confirming }) {
  const paid = order.status === 'Paid' || order.status === 'Issued';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-title">
      <Group gap="xs" align="center">
        <Title order={2} size="h4" id="booking-title">
          {order.hotel.Name}
        </Title>
        <StarRating stars={order.hotel.Stars} />
      </Group>
      <Text size="sm" c="dimmed">
        {order.hotel.Address}
      </Text>
      <Text size="sm" mt="xs">
        Check-in {formatDate(order.CheckIn)} from {order.hotel.CheckInFrom} · Check-out{' '}
        {formatDate(order.CheckOut)} until {order.hotel.CheckOutUntil} · {order.Nights} night
        {order.Nights === 1 ? '' : 's'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" mt="sm" mb={0}>
        <Fact label="Order number">{order.insideOrderNo}</Fact>
        <Fact label="Hotel confirmation number">
          <ConfirmationNumber order={order} confirming={confirming} />
        </Fact>
        <Fact label="Booked">{formatInstant(order.bookingTime)}</Fact>
      </SimpleGrid>
      {paid && (
        <Group mt="md">
          <HotelVoucherButton insideOrderNo={order.insideOrderNo} />
        </Group>
      )}
    </Paper>
  );
}

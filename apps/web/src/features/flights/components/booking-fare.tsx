import { memo } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';
import { summarizeEntry } from '@farewise/domain/flights/fare-summary';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { toastFailure } from '../../../shared/ui/toast';
import { useChangeFare } from '../api/change-fare';
import { fareTitle } from './fare-card';
import { SelectFare } from './select-fare';

/**
 * The fare upsell of the booking page (SPEC 1, 2.6): the three fare products of the booked
 * flights as 'Select Fare' cards. Choosing one re-prices the order on the server (its total,
 * slice plan and seat hold together) and the new total shows in the summary at once.
 */
export const BookingFare = memo(function BookingFare({
  orderId,
  info,
  paymentType,
}: {
  orderId: string;
  info: FlightOrderInfo;
  paymentType: 'full' | 'slice';
}) {
  const change = useChangeFare(orderId);
  const fares = info.routing.priceList.map(summarizeEntry);
  if (fares.length === 0) return null;
  const chosen = Math.max(
    0,
    fares.findIndex((f) => f.fareProduct === info.fareProduct),
  );
  const fare = fares[chosen]!;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="fare-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="fare-title">
          Select Fare
        </Title>
        <Text size="sm" data-testid="chosen-fare">
          Your fare: <b>{fareTitle(fare.fareProduct, fare.cabinGrade)}</b>
        </Text>
      </Group>
      <SelectFare
        fares={fares}
        travellers={info.adultNumber + info.childNumber}
        paymentType={paymentType}
        value={
          change.isPending && change.variables
            ? fares.findIndex((f) => f.fareProduct === change.variables)
            : chosen
        }
        disabled={change.isPending}
        onChange={(_, next) =>
          change.mutate(next.fareProduct, {
            onError: (err) => toastFailure(err, 'The fare could not be changed.'),
          })
        }
      />
    </Card>
  );
});

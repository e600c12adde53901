import { Paper, Stack, Text, Title } from '@mantine/core';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { partyText } from '@farewise/domain/shared/party';

export function RoomsAndGuests({ order }: { order: HotelOrderInfo }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rooms-title">
      <Title order={2} size="h5" id="rooms-title" mb="xs">
        Rooms and guests
      </Title>
      <Stack gap={6}>
        {order.Rooms.map((r, i) => {
          const line = order.RoomLines[i];
          return (
            <div key={i}>
              <Text size="sm" fw={600}>
                Room {i + 1}: {line?.RoomName} · {line?.RatePlanName}
              </Text>
              <Text size="sm">
                {r.Guest.given_name} {r.Guest.surname} ·{' '}
                {partyText({
                  adults: r.AdultNumber,
                  children: r.childNumber,
                  childAges: r.ChildAge,
                })}
              </Text>
            </div>
          );
        })}
        <Text size="sm" mt="xs">
          Contact: {order.Contact.name}, {order.Contact.email}, +{order.Contact.postcode}{' '}
          {order.Contact.mobile}
        </Text>
        {order.SpecialRequests ? (
          <Text size="sm">Special requests: {order.SpecialRequests}</Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

import type { Ref } from 'react';
import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import type { resolveChoices } from './room-choice';
import { partyText, plural } from './hotel-stay-text';
import classes from './hotel-results.module.css';

export const RESERVE_REASON_ID = 'reserve-reason';
export const RESERVE_REASON = 'To reserve, choose a room and rate for each room of your search.';

/**
 * 'Your stay' beside the rooms: each room's party and the room and rate chosen for it, the total,
 * and (on a wide screen) Reserve.
 */
export function HotelStaySummary({
  hotel,
  stayDates,
  resolved,
  total,
  ready,
  wide,
  onClear,
  onReserve,
  reserveRef,
}: {
  hotel: HotelDetail;
  stayDates: string;
  resolved: ReturnType<typeof resolveChoices>;
  total: number;
  ready: boolean;
  wide: boolean;
  onClear: (room: number) => void;
  onReserve: () => void;
  /** The Reserve button, for focus once the last room is chosen. */
  reserveRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <aside className={classes.summary} aria-labelledby="stay-title">
      <Title order={2} size="h4" id="stay-title" mb="xs">
        Your stay
      </Title>
      <Text size="sm">{stayDates}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {plural(hotel.Stay.Nights, 'night')}, {plural(hotel.Stay.Rooms.length, 'room')}
      </Text>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {hotel.Stay.Rooms.map((room, i) => {
          const chosen = resolved[i];
          return (
            <li key={i}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" fw={700}>
                    Room {i + 1}: {partyText(room)}
                  </Text>
                  {chosen ? (
                    <>
                      <Text size="sm">
                        {chosen.type.Name}, {chosen.plan.Name}
                      </Text>
                      <Text size="sm" fw={600}>
                        {formatMoney(chosen.plan.TotalPrice, hotel.Currency)}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not chosen yet
                    </Text>
                  )}
                </div>
                {chosen && (
                  <CloseButton
                    size="sm"
                    aria-label={`Change the choice for room ${i + 1}`}
                    onClick={() => onClear(i)}
                  />
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
      <Group justify="space-between" mt="md">
        <Text fw={700}>Total</Text>
        <Text fw={800} size="lg">
          {formatMoney(total, hotel.Currency)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Taxes and fees included
      </Text>
      {wide && (
        // Not ready: still focusable and read with the reason (aria-disabled), never a dead end.
        <Button
          ref={reserveRef}
          fullWidth
          mt="md"
          color="accent"
          size="md"
          data-disabled={!ready || undefined}
          aria-disabled={!ready}
          aria-describedby={ready ? undefined : RESERVE_REASON_ID}
          onClick={(e) => (ready ? onReserve() : e.preventDefault())}
        >
          Reserve
        </Button>
      )}
      {!ready && (
        <Text size="xs" c="dimmed" mt={6} id={RESERVE_REASON_ID}>
          {RESERVE_REASON}
        </Text>
      )}
    </aside>
  );
}

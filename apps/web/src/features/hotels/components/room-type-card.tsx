import { WARN_TEXT } from './text-colors';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconRuler2, IconUsers } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import type { RoomTypeOffer } from '@farewise/domain/hotels/hotel-detail.schemas';
import { RatePolicyLines } from './rate-policy';
import { targetRoomFor, type RoomChoices } from './room-choice';
import classes from './hotel-results.module.css';

interface RoomTypeCardProps {
  room: RoomTypeOffer;
  currency: string;
  nights: number;
  choices: RoomChoices;
  onChoose: (planId: string) => void;
}

/** A room type with every rate plan: policy with its deadline, breakfast, price for the stay. */
export function RoomTypeCard({ room, currency, nights, choices, onChoose }: RoomTypeCardProps) {
  const titleId = `room-type-${room.RoomTypeId}`;
  const fitsNone = room.FitsRooms.length === 0;
  const target = targetRoomFor(room, choices);
  const allTaken =
    target === null && choices.every((c) => c !== null) && room.Available > 0 && !fitsNone;
  return (
    <section className={classes.roomType} aria-labelledby={titleId}>
      <div className={classes.roomHead}>
        <img src={room.Photo} alt="" loading="lazy" width={160} height={110} />
        <Stack gap={6}>
          <Title order={3} size="h4" id={titleId} m={0}>
            {room.Name}
          </Title>
          <Group gap="md">
            <Group gap={4}>
              <IconBed size={16} aria-hidden />
              <Text size="sm">{room.Bed}</Text>
            </Group>
            <Group gap={4}>
              <IconRuler2 size={16} aria-hidden />
              <Text size="sm">{room.SizeM2} m²</Text>
            </Group>
            <Group gap={4}>
              <IconUsers size={16} aria-hidden />
              <Text size="sm">
                Up to {room.MaxOccupancy} guests ({room.MaxAdults} adults)
              </Text>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {room.Amenities.join(' · ')}
          </Text>
          {room.Available === 0 ? (
            <Badge color="gray" variant="light">
              Sold out for these dates
            </Badge>
          ) : fitsNone ? (
            <Text size="sm" c={WARN_TEXT}>
              Too small for the rooms of your search
            </Text>
          ) : room.Available <= 3 ? (
            <Text size="sm" c={WARN_TEXT} fw={600}>
              Only {room.Available} left
            </Text>
          ) : null}
        </Stack>
      </div>
      {room.RatePlans.map((plan) => {
        const label = allTaken
          ? 'All rooms chosen'
          : target === null
            ? 'Unavailable'
            : choices.length > 1
              ? `Choose for room ${target + 1}`
              : 'Choose';
        return (
          <div key={plan.RatePlanId} className={classes.plan}>
            <div>
              <Text fw={600}>{plan.Name}</Text>
              <RatePolicyLines policy={plan} />
            </div>
            <div className={classes.planPrice}>
              <Text fw={800} size="lg" lh={1.2}>
                {formatMoney(plan.TotalPrice, currency)}
              </Text>
              <Text size="xs" c="dimmed">
                1 room, {nights} night{nights === 1 ? '' : 's'}, incl.{' '}
                {formatMoney(plan.TaxesAndFees, currency)} taxes and fees
              </Text>
              <Button
                mt={6}
                size="sm"
                disabled={target === null}
                onClick={() => onChoose(plan.RatePlanId)}
                // The visible words first (WCAG 2.5.3), then which room and rate.
                aria-label={`${label} – ${room.Name}, ${plan.Name}`}
              >
                {label}
              </Button>
            </div>
          </div>
        );
      })}
    </section>
  );
}

import { memo } from 'react';
import { WARN_TEXT } from './text-colors';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelCard as HotelCardData } from '@farewise/domain/hotels/hotel-search.schemas';
import { paths } from '../../../config/paths';
import { StarRating } from './star-rating';
import { ReviewScore } from './review-score';
import { RatePolicyLines } from './rate-policy';
import { plural } from './hotel-stay-text';
import classes from './hotel-results.module.css';

/**
 * One result: photo, name, stars, score, distance, the cheapest rate's policy and prices.
 * `first`: the list's first card, whose photo is on the first screen: asked for at once and
 * first (the others load as they near the screen).
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  first = false,
}: {
  hotel: HotelCardData;
  first?: boolean;
}) {
  const href = paths.hotelDetail.url(hotel.HotelId, { sk: hotel.sk });
  const titleId = `hotel-${hotel.HotelId}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <img
        className={classes.cardPhoto}
        src={hotel.Photo}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        width={240}
        height={180}
      />
      <div className={classes.cardBody}>
        <Stack gap={6}>
          <Title order={2} size="h4" id={titleId} className={classes.cardTitle}>
            <Anchor component={Link} to={href} c="inherit">
              {hotel.Name}
            </Anchor>
          </Title>
          <Group gap="xs">
            <StarRating stars={hotel.Stars} />
            <Text size="sm" c="dimmed">
              {hotel.District ? `${hotel.District}, ${hotel.CityName}` : hotel.CityName}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{hotel.DistanceText}</Text>
          </Group>
          <ReviewScore
            score={hotel.ReviewScore}
            label={hotel.ReviewLabel}
            count={hotel.ReviewCount}
          />
          <Text size="sm" fw={600}>
            {hotel.RoomSummary}
          </Text>
          <RatePolicyLines policy={hotel.Policy} />
          {hotel.RoomsLeft !== null && (
            <Text size="sm" c={WARN_TEXT} fw={600}>
              Only {plural(hotel.RoomsLeft, 'room')} left at this price
            </Text>
          )}
        </Stack>
      </div>
      <div className={classes.cardPrice}>
        <Text size="xs" c="dimmed">
          {plural(hotel.Nights, 'night')}, {plural(hotel.RoomCount, 'room')}
        </Text>
        <Text fw={800} size="xl" lh={1.2}>
          {formatMoney(hotel.PricePerNight, hotel.Currency)}
        </Text>
        <Text size="xs" c="dimmed">
          per night
        </Text>
        <Text size="sm" fw={600} mt={4}>
          Total {formatMoney(hotel.TotalPrice, hotel.Currency)}
        </Text>
        <Text size="xs" c="dimmed">
          Includes taxes and fees
        </Text>
        <Button component={Link} to={href} mt="sm" aria-label={`See availability at ${hotel.Name}`}>
          See availability
        </Button>
      </div>
    </article>
  );
});

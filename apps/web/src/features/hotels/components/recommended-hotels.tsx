import { Link } from 'react-router';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@farewise/domain/money/format';
import { useCurrency } from '../../../shared/currency/use-currency';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import { paths } from '../../../config/paths';
import { useRecommendedHotels } from '../api/get-recommended-hotels';
import { StarRating } from './star-rating';
import classes from '../../../shared/ui/recommendation-strip.module.css';

const MAX_CARDS = 8;
const PHOTO_WIDTH = 220;
const PHOTO_HEIGHT = 140;

function StripSkeleton() {
  return (
    <ul className={classes.list} aria-busy="true" aria-label="Loading recommended stays">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={classes.item}>
          <Skeleton height={PHOTO_HEIGHT} radius={0} />
          <Stack gap={6} p="sm">
            <Skeleton height={16} width="80%" />
            <Skeleton height={12} width="50%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Recommended stays' under the home page's hotel search form: the best hotel of each of 8 popular
 * cities (GET /v3/commonb2c/reco/hotel), each linking to its detail page. A skeleton while it
 * loads; nothing at all if it fails or is empty. Below the fold on a phone, it asks for its hotels
 * only when the traveller scrolls near it.
 */
export function RecommendedHotels() {
  const currency = useCurrency();
  const { ref, near } = useNearViewport<HTMLElement>();
  const reco = useRecommendedHotels('', currency, near);

  if (reco.isError || (reco.data && reco.data.list.length === 0)) return null;
  return (
    <section ref={ref} className={classes.strip} aria-labelledby="recommended-stays-title">
      <Title order={2} size="h4" mb="sm" id="recommended-stays-title">
        Recommended stays
      </Title>
      {!reco.data ? (
        <StripSkeleton />
      ) : (
        <ul className={classes.list}>
          {reco.data.list.slice(0, MAX_CARDS).map((hotel) => (
            <li key={hotel.HotelId} className={classes.item}>
              <Link
                className={classes.card}
                to={paths.hotelDetail.url(hotel.HotelId, { sk: hotel.sk })}
              >
                <img
                  className={classes.photo}
                  src={hotel.Photo}
                  alt=""
                  loading="lazy"
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                />
                <Stack gap={4} className={classes.body}>
                  <Text fw={700} className={classes.name}>
                    {hotel.Name}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <StarRating stars={hotel.Stars} size={12} />
                    <Text size="sm" c="dimmed">
                      {hotel.CityName}
                    </Text>
                  </Group>
                  <Text size="sm">
                    from{' '}
                    <Text span fw={800}>
                      {formatMoney(hotel.PricePerNight, hotel.Currency)}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      per night
                    </Text>
                  </Text>
                </Stack>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

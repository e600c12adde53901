import { Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCheck, IconClock, IconMapPin } from '@tabler/icons-react';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import { GOOD_TEXT } from './text-colors';
import { StarRating } from './star-rating';
import { ReviewScore } from './review-score';
import classes from './hotel-results.module.css';
import { HotelPlaceMapView } from './hotel-map-view';

/** The hotel's name, stars, address and review score at the top of its page. */
export function HotelDetailHeader({ hotel }: { hotel: HotelDetail }) {
  return (
    <header>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {hotel.Name}
        </Title>
        <StarRating stars={hotel.Stars} size={18} />
      </Group>
      <Group gap="md" mt={6} justify="space-between">
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">
            {hotel.Address} · {hotel.DistanceText}
          </Text>
        </Group>
        <ReviewScore
          score={hotel.ReviewScore}
          label={hotel.ReviewLabel}
          count={hotel.ReviewCount}
        />
      </Group>
    </header>
  );
}

/** Up to five of the hotel's photos, the first loaded at once. */
export function HotelGallery({ hotel }: { hotel: HotelDetail }) {
  return (
    <div className={classes.gallery}>
      {hotel.Photos.slice(0, 5).map((src, i) => (
        <img
          key={src}
          src={src}
          alt={`${hotel.Name}, photo ${i + 1} of ${Math.min(5, hotel.Photos.length)}`}
          loading={i ? 'lazy' : 'eager'}
          fetchPriority={i ? undefined : 'high'}
        />
      ))}
    </div>
  );
}

/** About, Amenities and Location: what the page tells of the hotel before its rooms (in the caller's column). */
export function HotelAboutSections({ hotel }: { hotel: HotelDetail }) {
  return (
    <>
      <section aria-labelledby="about-title">
        <Title order={2} size="h3" id="about-title" mb="xs">
          About this hotel
        </Title>
        <Text>{hotel.Description}</Text>
      </section>

      <section aria-labelledby="amenities-title">
        <Title order={2} size="h3" id="amenities-title" mb="xs">
          Amenities
        </Title>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {hotel.Amenities.map((a) => (
            <Group key={a.Code} gap={6} component="li" wrap="nowrap">
              <IconCheck size={16} color={GOOD_TEXT} aria-hidden />
              <Text size="sm">{a.Label}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="location-title">
        <Title order={2} size="h3" id="location-title" mb="xs">
          Location
        </Title>
        <List spacing={4} size="sm" listStyleType="none" p={0}>
          <List.Item>{hotel.Address}</List.Item>
          <List.Item>
            {[hotel.District, hotel.CityName, hotel.CountryName].filter(Boolean).join(', ')}
          </List.Item>
          <List.Item>{hotel.DistanceText}</List.Item>
          <List.Item>
            <Group gap={4} component="span">
              <IconClock size={16} aria-hidden />
              Check-in from {hotel.CheckInFrom}, check-out until {hotel.CheckOutUntil} (local time,{' '}
              {hotel.TimeZone})
            </Group>
          </List.Item>
        </List>
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <HotelPlaceMapView name={hotel.Name} lat={hotel.Lat} lon={hotel.Lon} />
        </div>
      </section>
    </>
  );
}

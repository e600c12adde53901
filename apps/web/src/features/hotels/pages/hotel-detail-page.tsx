import '../components/hotel-search-styles';
import { GOOD_TEXT } from '../components/text-colors';
import '../components/hotel-results-styles';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCalendarEvent,
  IconCheck,
  IconClock,
  IconMapPin,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { childAgesMissing } from '@farewise/domain/hotels/hotel-search.rules';
import { formatMoney } from '@farewise/domain/money/currency';
import type { HotelDetail } from '@farewise/domain/hotels/hotel-detail.schemas';
import { paths } from '../../../config/paths';
import { useCurrency } from '../../../shared/currency/currency-store';
import { useSession } from '../../../shared/session/session-store';
import { openLogin } from '../../../shared/dialogs/dialog-store';
import { rememberHotelForLogin } from '../../../shared/session/after-login';
import { ApiError } from '../../../shared/api/client';
import { useHotelDetail } from '../api/get-hotel-detail';
import { getSearchKey } from '../api/get-search-key';
import { hotelKeys } from '../api/hotel-keys';
import { defaultHotelSearch, loadHotelSearch } from '../components/hotel-search-model';
import { HotelStayEditor, type StayValues } from '../components/hotel-stay-editor';
import { StarRating } from '../components/star-rating';
import { ReviewScore } from '../components/review-score';
import { RoomTypeCard } from '../components/room-type-card';
import {
  allChosen,
  choose,
  clearChoice,
  reservationQuery,
  resolveChoices,
  storeChoices,
  storedChoices,
  type RoomChoices,
} from '../components/room-choice';
import classes from '../components/hotel-results.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function partyText(room: HotelDetail['Stay']['Rooms'][number]) {
  const adults = plural(room.AdultNumber, 'adult');
  if (!room.childNumber) return adults;
  const ages = (room.ChildAge ?? []).filter((a) => a !== '').join(', ');
  return `${adults}, ${room.childNumber === 1 ? '1 child' : `${room.childNumber} children`}${ages ? ` (age ${ages})` : ''}`;
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading hotel">
      <Skeleton height={32} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={326} />
      <Skeleton height={120} />
    </Stack>
  );
}

/**
 * The stay a page without a usable sk is priced for: the traveller's last search on this device
 * (dates before the floor already replaced by the defaults), or a week ahead for 2 nights, 1 room.
 */
function stayForNewKey(): StayValues {
  const stored = loadHotelSearch();
  const rooms = childAgesMissing(stored.Rooms) ? defaultHotelSearch().Rooms : stored.Rooms;
  return { CheckIn: stored.CheckIn, CheckOut: stored.CheckOut, Rooms: rooms };
}

const toQuery = (stay: StayValues) => ({
  CheckIn: stay.CheckIn,
  CheckOut: stay.CheckOut,
  Rooms: stay.Rooms.map((r, i) => ({
    Index: i,
    AdultNumber: r.AdultNumber,
    childNumber: r.childNumber,
    ChildAge: r.ChildAge.slice(0, r.childNumber),
  })),
});

/** Why the page asked for a new key: the link had none, or its stay was refused (dates passed). */
type Renewed = 'missing' | 'expired';

function ErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      role="alert"
      title="We could not load this hotel"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * /hotelDetail/{id}?sk= (SPEC 2.1, 4): the hotel and its rooms priced for the stay the sk names.
 * A link without an sk, or whose stay the server refuses (a shared link whose dates have passed),
 * gets a fresh key from /v3/hotel/sk for the traveller's own search dates and rooms; the address
 * is replaced with it, so the page can be shared again. 'Update prices' does the same for a
 * stay changed on the page.
 */
export default function HotelDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sk = params.get('sk') ?? '';
  const renewed = (location.state as { renewed?: Renewed } | null)?.renewed;
  const currency = useCurrency();
  const detail = useHotelDetail(id, sk, currency, !!sk);
  // Refused once only: a fresh key the server refuses too is an error like any other.
  const refused = !!sk && !renewed && detail.error instanceof ApiError && detail.error.code === 400;
  const needKey = !!id && (!sk || refused);
  const [stay] = useState(stayForNewKey);
  const fresh = useQuery({
    queryKey: hotelKeys.searchKey(id, stay),
    queryFn: ({ signal }) => getSearchKey({ HotelId: id, Query: toQuery(stay) }, signal),
    enabled: needKey,
    retry: false,
    meta: { silent: true },
  });
  const freshSk = fresh.data?.sk;
  useEffect(() => {
    if (!needKey || !freshSk) return;
    const reason: Renewed = sk ? 'expired' : 'missing';
    void navigate(
      { pathname: location.pathname, search: `?sk=${encodeURIComponent(freshSk)}` },
      { replace: true, state: { renewed: reason } },
    );
  }, [needKey, freshSk, sk, location.pathname, navigate]);

  const change = useMutation({
    mutationFn: (next: StayValues) => getSearchKey({ HotelId: id, Query: toQuery(next) }),
    onSuccess: (key) =>
      void navigate({ pathname: location.pathname, search: `?sk=${encodeURIComponent(key.sk)}` }),
    meta: { silent: true },
  });

  return (
    <Container size="lg" py="md" pb="xl">
      <Anchor component={Link} to={paths.hotelList.url()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to results
        </Group>
      </Anchor>
      {needKey && fresh.isError ? (
        <ErrorAlert message={fresh.error.message} onRetry={() => void fresh.refetch()} />
      ) : detail.isError && !refused ? (
        <ErrorAlert message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : !detail.data || needKey ? (
        <DetailSkeleton />
      ) : (
        <HotelDetailView
          key={detail.data.sk}
          hotel={detail.data}
          renewed={renewed}
          onChangeStay={(next) => change.mutate(next)}
          changing={change.isPending}
          changeError={change.error?.message ?? null}
        />
      )}
    </Container>
  );
}

function HotelDetailView({
  hotel,
  renewed,
  onChangeStay,
  changing,
  changeError,
}: {
  hotel: HotelDetail;
  renewed?: Renewed;
  onChangeStay: (stay: StayValues) => void;
  changing: boolean;
  changeError: string | null;
}) {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const roomCount = hotel.Stay.Rooms.length;
  const [choices, setChoicesState] = useState<RoomChoices>(() =>
    storedChoices(hotel.sk, roomCount),
  );
  const setChoices = (next: RoomChoices) => {
    setChoicesState(next);
    storeChoices(hotel.sk, next);
  };
  const resolved = resolveChoices(hotel, choices);
  const total = resolved.reduce((sum, r) => sum + (r?.plan.TotalPrice ?? 0), 0);
  const ready = allChosen(choices) && resolved.every(Boolean);
  const chosenCount = resolved.filter(Boolean).length;
  const wide = useMediaQuery('(min-width: 62em)', true);

  const reserve = () => {
    const url = paths.hotelReservations.url(hotel.HotelId, reservationQuery(hotel.sk, choices));
    if (isSignedIn) return void navigate(url);
    // SPEC 4: after signing in the site comes back here; the guest link books without an account.
    rememberHotelForLogin({ id: hotel.HotelId, sk: hotel.sk });
    openLogin({ onContinueAsGuest: () => void navigate(url) });
  };

  const stayDates = `${dayjs(hotel.Stay.CheckIn).format('ddd, D MMM YYYY')} – ${dayjs(hotel.Stay.CheckOut).format('ddd, D MMM YYYY')}`;

  return (
    <Stack gap="lg" mt="md">
      {renewed === 'expired' && (
        <Alert
          color="blue"
          variant="light"
          role="status"
          title="These search details had expired"
          icon={<IconCalendarEvent size={18} aria-hidden />}
        >
          The dates in this link have passed or are no longer valid, so the prices below are for{' '}
          {stayDates}, {plural(hotel.Stay.Nights, 'night')}. Change the dates or travellers under
          &lsquo;Choose your rooms&rsquo;.
        </Alert>
      )}
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

      <div className={classes.gallery}>
        {hotel.Photos.slice(0, 5).map((src, i) => (
          <img
            key={src}
            src={src}
            alt={`${hotel.Name}, photo ${i + 1} of ${Math.min(5, hotel.Photos.length)}`}
            loading={i ? 'lazy' : 'eager'}
          />
        ))}
      </div>

      <div className={classes.detailLayout}>
        <Stack gap="xl">
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
                  Check-in from {hotel.CheckInFrom}, check-out until {hotel.CheckOutUntil} (local
                  time, {hotel.TimeZone})
                </Group>
              </List.Item>
            </List>
          </section>

          <section aria-labelledby="rooms-title">
            <Title order={2} size="h3" id="rooms-title" mb={4}>
              Choose your rooms
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Prices are for one room for {plural(hotel.Stay.Nights, 'night')}, taxes and fees
              included. Cancellation deadlines are in the hotel&apos;s local time.
            </Text>
            <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
              <HotelStayEditor
                stay={{
                  CheckIn: hotel.Stay.CheckIn,
                  CheckOut: hotel.Stay.CheckOut,
                  Rooms: hotel.Stay.Rooms.map((r, i) => ({
                    Index: i,
                    AdultNumber: r.AdultNumber,
                    childNumber: r.childNumber,
                    ChildAge: r.ChildAge ?? [],
                  })),
                }}
                onSubmit={onChangeStay}
                pending={changing}
                error={changeError}
              />
            </div>
            <Stack gap="md">
              {hotel.Rooms.map((room) => (
                <RoomTypeCard
                  key={room.RoomTypeId}
                  room={room}
                  currency={hotel.Currency}
                  nights={hotel.Stay.Nights}
                  choices={choices}
                  onChoose={(planId) => {
                    const plan = room.RatePlans.find((p) => p.RatePlanId === planId);
                    if (plan) setChoices(choose(choices, room, plan));
                  }}
                />
              ))}
            </Stack>
          </section>
        </Stack>

        <aside className={classes.summary} aria-labelledby="stay-title">
          <Title order={2} size="h4" id="stay-title" mb="xs">
            Your stay
          </Title>
          <Text size="sm">{stayDates}</Text>
          <Text size="sm" c="dimmed" mb="sm">
            {plural(hotel.Stay.Nights, 'night')}, {plural(roomCount, 'room')}
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
                        onClick={() => setChoices(clearChoice(choices, i))}
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
            <Button fullWidth mt="md" color="accent" size="md" disabled={!ready} onClick={reserve}>
              Reserve
            </Button>
          )}
          {!ready && (
            <Text size="xs" c="dimmed" mt={6}>
              Choose a room and rate for each room of your search.
            </Text>
          )}
        </aside>
      </div>
      {!wide && (
        // On a phone the summary is far below the rooms: the total and Reserve stay in reach.
        <div className={classes.reserveBar}>
          <div>
            <Text size="xs">
              {chosenCount} of {plural(roomCount, 'room')} chosen
            </Text>
            <Text fw={800}>{formatMoney(total, hotel.Currency)}</Text>
          </div>
          <Button color="accent" disabled={!ready} onClick={reserve}>
            Reserve
          </Button>
        </div>
      )}
    </Stack>
  );
}

import '../components/activity-pages-styles';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClock, IconMapPin, IconStar } from '@tabler/icons-react';
import { groupDigits } from '@farewise/domain/money/format';
import { formatDuration } from '@farewise/domain/shared/duration';
import type { Party } from '@farewise/domain/activities/activity.rules';
import { isIsoDate } from '@farewise/domain/shared/dates';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { activityPaths } from '../../../config/activity-paths';
import { ApiError } from '../../../shared/api/client';
import { useCurrency } from '../../../shared/currency/use-currency';
import { openLogin } from '../../../shared/dialogs/dialog-store';
import { useSession } from '../../../shared/session/session-store';
import { useActivity } from '../api/search-activities';
import { ActivityGallery, ActivityInfo } from '../components/activity-info';
import { BookingBox } from '../components/booking-box';
import { partyFrom } from '../components/party-params';
import { loadingState } from '../../../shared/ui/loading-state';

/** /activityDetail/{id}?date=&adults=&children=&infants=: the product, its dates, slots and options. */
export function ActivityDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const currency = useCurrency();
  const { isSignedIn } = useSession();
  const party = partyFrom(params);
  const dateParam = params.get('date');
  const date = dateParam && isIsoDate(dateParam) ? dateParam : undefined;
  const item = useActivity({ id, date, ...party, currency });
  const [time, setTime] = useState<string | null>(null);
  const [optionId, setOptionId] = useState('');
  const data = item.data;

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, String(v));
    setParams(next, { replace: true });
  };

  if (item.isPending)
    return (
      <Container size="lg" py="lg">
        <Stack gap="md" {...loadingState('Loading the activity')}>
          <Skeleton h={32} w="60%" />
          <Skeleton h={320} radius="lg" />
          <Skeleton h={200} />
        </Stack>
      </Container>
    );
  if (item.isError)
    return (
      <Container size="lg" py="lg">
        <Alert
          color="red"
          title={
            item.error instanceof ApiError && item.error.code === 404
              ? 'Activity not found'
              : 'We could not load this activity'
          }
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{item.error.message}</Text>
            <Anchor component={Link} to={paths.home.url({ active: 2 })}>
              Search activities
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );

  const d = data!;
  const chosenOption = optionId || d.options[0]?.id || '';
  const book = () => {
    if (!time) return;
    const url = activityPaths.booking.url(d.id, {
      option: chosenOption,
      date: d.date,
      time,
      ...d.party,
    });
    if (isSignedIn) return void navigate(url);
    // SPEC 6: Book asks to log in, with the 'No, just book it' guest link; signing in comes back to the booking.
    openLogin({ onContinueAsGuest: () => void navigate(url), returnTo: url });
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Group gap="xs" mb={4}>
            <Badge variant="light" tt="none" c="#0b4a8a">
              {d.categoryLabel}
            </Badge>
            {d.policy.kind === 'free-24h' && (
              <Badge variant="light" color="teal" c="#0b5e45" tt="none">
                Free cancellation
              </Badge>
            )}
          </Group>
          <Title order={1} size="h2">
            {d.title}
          </Title>
          <Group gap="md" mt={4}>
            <Group gap={4}>
              <IconStar
                size={16}
                color="var(--mantine-color-yellow-7)"
                fill="var(--mantine-color-yellow-7)"
                aria-hidden
              />
              <Text size="sm" fw={700}>
                {d.rating.toFixed(1)}
              </Text>
              <Text size="sm" c="dimmed">
                ({groupDigits(d.reviewCount)} reviews)
              </Text>
            </Group>
            <Group gap={4}>
              <IconClock size={16} aria-hidden />
              <Text size="sm">{formatDuration(d.durationMinutes)}</Text>
            </Group>
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">
                {d.cityName}, {d.countryName}
              </Text>
            </Group>
          </Group>
        </div>
        <ActivityGallery photos={d.photos} title={d.title} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <ActivityInfo item={d} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <div style={{ position: 'sticky', top: 16 }}>
              <BookingBox
                item={d}
                time={d.slots.some((s) => s.time === time && s.bookable) ? time : null}
                optionId={chosenOption}
                updating={item.isFetching}
                onParty={(p: Party) =>
                  update({ adults: p.adults, children: p.children, infants: p.infants })
                }
                onDate={(next) => {
                  setTime(null);
                  update({ date: next });
                }}
                onTime={setTime}
                onOption={setOptionId}
                onBook={book}
              />
              <Button
                variant="subtle"
                mt="xs"
                component={Link}
                to={activityPaths.list.url({
                  city: d.cityId,
                  name: d.cityName,
                  date: d.date ?? '',
                  ...d.party,
                })}
              >
                More things to do in {d.cityName}
              </Button>
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export default ActivityDetailPage;

import '../components/activity-pages-styles';
import { formatInstant } from '@farewise/domain/shared/dates';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { Alert, Anchor, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { activityPaths } from '../../../config/activity-paths';
import { useCurrency } from '../../../shared/currency/use-currency';
import { useSession } from '../../../shared/session/session-store';
import { useBookActivity } from '../api/activity-orders';
import { useActivity } from '../api/search-activities';
import {
  ActivityBookingForm,
  type ActivityBookingValues,
} from '../components/activity-booking-form';
import { partyFrom } from '../components/party-params';
import { ActivitySummary } from '../components/activity-summary';
import { loadingState } from '../../../shared/ui/loading-state';

/**
 * /activityBooking/{id}?option=&date=&time=&adults=&children=&infants=: the choice priced again by
 * the server, the lead traveller and contact; Continue holds the places and opens the pay page.
 */
export function ActivityBookingPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currency = useCurrency();
  const session = useSession();
  const party = partyFrom(params);
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const optionId = params.get('option') ?? '';
  const item = useActivity({ id, date, ...party, currency });
  const book = useBookActivity();
  const d = item.data;
  const option = d?.options.find((o) => o.id === optionId);
  const slot = d?.slots.find((s) => s.time === time);
  const detailUrl = activityPaths.detail.url(id, { date, ...party });

  const submit = (values: ActivityBookingValues) => {
    if (!d || !option) return;
    book.mutate(
      {
        id,
        optionId,
        date,
        time,
        ...party,
        currency,
        totalPrice: option.total,
        lead: values.lead,
        contact: values.contact,
      },
      { onSuccess: (result) => void navigate(activityPaths.pay.url(result.orderNo)) },
    );
  };

  let summary;
  if (item.isPending)
    summary = <Skeleton h={240} radius="lg" {...loadingState('Loading your choice')} />;
  else if (item.isError || !d || !option || !slot)
    summary = (
      <Alert color="red" title="This choice is no longer available" role="alert">
        <Text size="sm">{item.error?.message ?? 'The option or start time was not found.'}</Text>
        <Anchor component={Link} to={detailUrl}>
          Choose again
        </Anchor>
      </Alert>
    );
  else
    summary = (
      <ActivitySummary
        photo={d.photos[0] ?? ''}
        title={d.title}
        optionName={option.name}
        date={date}
        time={time}
        durationMinutes={d.durationMinutes}
        party={party}
        meetingPoint={d.meetingPoint.name}
        ageBands={d.ageBands}
        lines={option.lines}
        total={option.total}
        currency={d.currency}
        freeCancellation={d.policy.kind === 'free-24h'}
        cancellation={
          slot.freeCancellationUntil
            ? `Free cancellation until ${formatInstant(slot.freeCancellationUntil)} (your time)`
            : d.policy.text
        }
      />
    );

  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="md">
        Your booking
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {book.isError && (
              <Alert color="red" role="alert" title="The booking could not be made">
                {book.error.message}
              </Alert>
            )}
            <ActivityBookingForm
              currency={currency}
              email={session.user?.email ?? ''}
              submitting={book.isPending}
              onSubmit={submit}
            />
            <Text size="xs" c="dimmed">
              Your places are held for 15 minutes while you pay.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          {summary}
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export default ActivityBookingPage;

import { useState } from 'react';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import type { HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/client';
import { useCurrency } from '../../../shared/currency/use-currency';
import { useSession } from '../../../shared/session/session-store';
import { toastFailure } from '../../../shared/ui/toast';
import { useBookHotel } from '../api/book-hotel';
import { hotelOrderKeys } from '../../../shared/api/hotel-order-keys';
import { useHotelQuote } from '../api/verify-hotel-room';
import { HotelPriceBreakdown } from '../components/hotel-price-breakdown';
import { HotelPolicySummary } from '../components/hotel-policy-summary';
import { HotelReservationForm, type ReservationValues } from '../components/hotel-reservation-form';
import { StarRating } from '../components/star-rating';
import { loadingState } from '../../../shared/ui/loading-state';

type Problem =
  { kind: 'price'; was: number; now: number; currency: string } | { kind: 'gone'; msg: string };

function StaySummary({ quote }: { quote: HotelQuote }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="stay-title">
      <Group gap="xs" align="center">
        <Title order={2} size="h4" id="stay-title">
          {quote.HotelName}
        </Title>
        <StarRating stars={quote.Stars} />
      </Group>
      <Text size="sm" c="dimmed">
        {quote.Address}
      </Text>
      <Text size="sm" mt="xs">
        Check-in {quote.CheckIn} from {quote.CheckInFrom} · Check-out {quote.CheckOut} until{' '}
        {quote.CheckOutUntil} · {quote.Nights} night{quote.Nights === 1 ? '' : 's'}
      </Text>
      <Text size="sm">
        {quote.RoomName} · {quote.RatePlanName}
      </Text>
    </Paper>
  );
}

/**
 * /hotelReservations/{id}?sk=&room=&plan= (SPEC 2.1, issue 5): the stay re-priced by the server,
 * guest names per room, contact, special requests, the price breakdown and the cancellation
 * policy; Continue books (rooms held 15 minutes) and opens the pay page.
 */
export default function HotelReservationPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const sk = params.get('sk') ?? '';
  const room = params.get('room') ?? '';
  const plan = params.get('plan') ?? '';
  const currency = useCurrency();
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const quote = useHotelQuote(sk, room, plan, currency);
  const book = useBookHotel();
  const [problem, setProblem] = useState<Problem | null>(null);
  const back = paths.hotelDetail.url(id, { sk });

  const submit = (values: ReservationValues) => {
    if (!quote.data) return;
    setProblem(null);
    book.mutate(
      {
        sk,
        RoomTypeId: room,
        RatePlanId: plan,
        Currency: quote.data.Currency,
        Language: 'en',
        Guests: values.guests,
        Contact: values.contact,
        SpecialRequests: values.specialRequests,
        totalPrice: quote.data.TotalPrice,
      },
      {
        onSuccess: (result) => void navigate(paths.hotelPay.url(result.orderId)),
        onError: (err) => {
          if (err instanceof ApiError && err.errorCode === 'hotel_orders.price_changed') {
            const data = err.data as { was: number; now: number; currency: string };
            setProblem({ kind: 'price', ...data });
            void client.invalidateQueries({ queryKey: hotelOrderKeys.all });
          } else if (
            err instanceof ApiError &&
            (err.errorCode === 'hotels.sold_out' ||
              err.errorCode === 'hotel_orders.rate_unavailable')
          ) {
            setProblem({ kind: 'gone', msg: err.message });
          } else toastFailure(err);
        },
      },
    );
  };

  return (
    <Container size="lg" py="md" pb="xl">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to the hotel
        </Group>
      </Anchor>
      <Title order={1} size="h2" mt="sm" mb="md">
        Your reservation
      </Title>
      {!sk || !room || !plan ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          The search criteria are incorrect. Please try again
        </Alert>
      ) : isNotFound(quote.error) &&
        (quote.error as { errorCode?: string }).errorCode?.endsWith('not_found') ? (
        <NotFoundState title="We couldn't find this hotel" lookUp={false}>
          The link may be old or mistyped. Search again to see the hotels for your stay.
        </NotFoundState>
      ) : quote.isError ? (
        <Alert
          color="red"
          role="alert"
          title="This room cannot be booked"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Text size="sm" mb="sm">
            {quote.error.message}
          </Text>
          <Button component={Link} to={back} size="xs" variant="white" color="red">
            Choose another room
          </Button>
        </Alert>
      ) : !quote.data ? (
        <Stack {...loadingState('Loading reservation')}>
          <Skeleton height={90} />
          <Skeleton height={220} />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            {problem?.kind === 'price' ? (
              <Alert color="orange" role="alert" mb="md" title="The price has changed">
                It was {formatMoney(problem.was, problem.currency)} and is now{' '}
                {formatMoney(problem.now, problem.currency)}. Check the new price, then continue.
              </Alert>
            ) : problem?.kind === 'gone' ? (
              <Alert color="red" role="alert" mb="md" title="This room is no longer available">
                <Text size="sm" mb="xs">
                  {problem.msg}
                </Text>
                <Button component={Link} to={back} size="xs" variant="white" color="red">
                  Choose another room
                </Button>
              </Alert>
            ) : null}
            <HotelReservationForm
              rooms={quote.data.Rooms.map((r, i) => ({
                AdultNumber: r.AdultNumber,
                childNumber: r.childNumber,
                ChildAge: r.ChildAge,
                RoomName: quote.data.RoomLines[i]?.RoomName ?? quote.data.RoomName,
              }))}
              currency={quote.data.Currency}
              email={user?.email ?? ''}
              submitting={book.isPending}
              onSubmit={submit}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <StaySummary quote={quote.data} />
              <HotelPriceBreakdown priced={quote.data} />
              <HotelPolicySummary policy={quote.data.Policy} />
              {quote.data.Available <= 3 ? (
                <Text size="sm" c="red.8" fw={600}>
                  Only {quote.data.Available} left at this price
                </Text>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

import '../components/hotel-search-styles';
import '../components/hotel-results-styles';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/currency';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { paths } from '../../../config/paths';
import { toastError, toastSuccess } from '../../../shared/ui/toast';
import {
  getHotelPayInfoById,
  useCancelHotelOrder,
  useConfirmHotelOrder,
  useHotelOrder,
  useHotelRefunds,
} from '../api/hotel-order';
import { hotelOrderKeys } from '../api/hotel-order-keys';
import { HotelOrderCancel } from '../components/hotel-order-cancel';
import { HotelPolicySummary } from '../components/hotel-policy-summary';
import { HotelOrderRefunds } from '../components/hotel-order-refunds';
import { HotelPriceBreakdown } from '../components/hotel-price-breakdown';
import { HotelVoucherButton } from '../components/hotel-voucher';
import { StarRating } from '../components/star-rating';
import { GOOD_TEXT } from '../components/text-colors';

const STATUS_COLOR: Record<string, string> = {
  PendingPayment: 'orange',
  Paid: 'blue',
  Issued: 'teal',
  RoomRefundPending: 'orange',
  Cancelled: 'gray',
  RoomRefund: 'gray',
  PartRefund: 'gray',
};
/** Mantine's light teal and orange badges fall below 4.5:1: darker text keeps the colour's meaning. */
const STATUS_TEXT: Record<string, string | undefined> = {
  teal: GOOD_TEXT,
  orange: '#8a3c00',
};

/** Where the supplier's confirmation stands: the number, or confirm still under way. */
interface Confirming {
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

function ConfirmationNumber({
  order,
  confirming,
}: {
  order: HotelOrderInfo;
  confirming: Confirming;
}) {
  if (order.confirmationNo)
    return (
      <Text component="span" ff="monospace" fw={700} size="md" data-testid="confirmation-no">
        {order.confirmationNo}
      </Text>
    );
  if (order.status !== 'Paid') return <>Not issued</>;
  if (confirming.failed)
    return (
      <>
        The hotel is still confirming; the number appears here shortly.{' '}
        <Anchor component="button" type="button" size="sm" onClick={confirming.retry}>
          Check again
        </Anchor>
      </>
    );
  return (
    <Group gap={6} component="span" wrap="nowrap">
      <Loader size={14} aria-hidden />
      Confirming with the hotel…
    </Group>
  );
}

function Booking({ order, confirming }: { order: HotelOrderInfo; confirming: Confirming }) {
  const paid = order.status === 'Paid' || order.status === 'Issued';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="booking-title">
      <Group gap="xs" align="center">
        <Title order={2} size="h4" id="booking-title">
          {order.hotel.Name}
        </Title>
        <StarRating stars={order.hotel.Stars} />
      </Group>
      <Text size="sm" c="dimmed">
        {order.hotel.Address}
      </Text>
      <Text size="sm" mt="xs">
        Check-in {order.CheckIn} from {order.hotel.CheckInFrom} · Check-out {order.CheckOut} until{' '}
        {order.hotel.CheckOutUntil} · {order.Nights} night{order.Nights === 1 ? '' : 's'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" mt="sm" mb={0}>
        <Fact label="Order number">{order.insideOrderNo}</Fact>
        <Fact label="Hotel confirmation number">
          <ConfirmationNumber order={order} confirming={confirming} />
        </Fact>
        <Fact label="Booked">{new Date(order.bookingTime).toLocaleString('en-GB')}</Fact>
      </SimpleGrid>
      {paid && (
        <Group mt="md">
          <HotelVoucherButton insideOrderNo={order.insideOrderNo} />
        </Group>
      )}
    </Paper>
  );
}

function RoomsAndGuests({ order }: { order: HotelOrderInfo }) {
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
                {r.Guest.given_name} {r.Guest.surname} · {r.AdultNumber} adult
                {r.AdultNumber === 1 ? '' : 's'}
                {r.childNumber
                  ? `, ${r.childNumber} child${r.childNumber === 1 ? '' : 'ren'} (ages ${r.ChildAge.join(', ')})`
                  : ''}
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

function Payments({ order }: { order: HotelOrderInfo }) {
  const money = (n: number) => formatMoney(n, order.Currency);
  if (order.payments.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h5" id="payments-title" mb="xs">
        Payments
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {order.payments.map((p, i) => (
          <Group
            key={`p${i}`}
            component="li"
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <div>
              <Text size="sm" fw={600}>
                Payment {p.status === 'succeeded' ? 'received' : 'failed'}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(p.at).toLocaleString('en-GB')}
                {p.cardLast4 ? ` · ${p.cardBrand ?? 'card'} •••• ${p.cardLast4}` : ''}
              </Text>
            </div>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(p.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** Statuses after a cancellation: the refunds card (from /v3/hotel/refundList) shows. */
const CANCELLED = ['RoomRefundPending', 'Cancelled', 'RoomRefund', 'PartRefund'];

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /hotelOrderDetail/{insideOrderNo}: booking, rooms, guests, payments, status text and cancellation;
 * a Paid order is confirmed on the spot (/v3/hotel/confirm) for its confirmation number, a paid one
 * has its voucher (/hotel/ticket), a cancelled one its refunds (/v3/hotel/refundList).
 * The pay and success pages link here with the order's id: that is swapped for its insideOrderNo.
 */
export default function HotelOrderDetailPage() {
  const { insideOrderNo = '' } = useParams();
  return ORDER_ID.test(insideOrderNo) ? (
    <OrderIdRedirect orderId={insideOrderNo} />
  ) : (
    <HotelOrderDetail insideOrderNo={insideOrderNo} />
  );
}

function OrderIdRedirect({ orderId }: { orderId: string }) {
  const info = useQuery({
    queryKey: [...hotelOrderKeys.all, 'by-id', orderId],
    queryFn: ({ signal }) => getHotelPayInfoById(orderId, signal),
    retry: false,
    meta: { silent: true },
  });
  if (info.data)
    return <Navigate replace to={paths.hotelOrderDetail.url(info.data.insideOrderNo)} />;
  return (
    <Container size="lg" py="md">
      {info.isError ? (
        <Alert
          color="red"
          role="alert"
          title="We could not show this booking"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {info.error.message}
        </Alert>
      ) : (
        <Stack aria-busy="true" aria-label="Loading booking">
          <Skeleton height={40} width="40%" />
        </Stack>
      )}
    </Container>
  );
}

function HotelOrderDetail({ insideOrderNo }: { insideOrderNo: string }) {
  const order = useHotelOrder(insideOrderNo);
  const cancel = useCancelHotelOrder(insideOrderNo);
  const status = order.data?.status;
  const withRefunds =
    !!order.data && (CANCELLED.includes(order.data.status) || order.data.refunds.length > 0);
  const refunds = useHotelRefunds(insideOrderNo, withRefunds);
  // Paid but not yet Issued: ask for the supplier's confirmation now rather than wait for the
  // server's follow-up (idempotent; the answer replaces the order in the cache).
  const confirm = useConfirmHotelOrder(insideOrderNo);
  const { mutate: runConfirm, isIdle: confirmIdle } = confirm;
  useEffect(() => {
    if (status === 'Paid' && confirmIdle) runConfirm();
  }, [status, confirmIdle, runConfirm]);
  const confirming: Confirming = {
    pending: confirm.isPending,
    failed: confirm.isError,
    retry: () => runConfirm(),
  };

  return (
    <Container size="lg" py="md" pb="xl">
      <Anchor component={Link} to={paths.myBooking.url()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          My Trips
        </Group>
      </Anchor>
      {order.isError ? (
        <Alert
          mt="md"
          color="red"
          role="alert"
          title="We could not show this booking"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {order.error.message}
        </Alert>
      ) : !order.data ? (
        <Stack mt="md" aria-busy="true" aria-label="Loading booking">
          <Skeleton height={36} width="45%" />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Skeleton height={180} radius="lg" />
                <Skeleton height={120} radius="lg" />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Skeleton height={220} radius="lg" />
            </Grid.Col>
          </Grid>
        </Stack>
      ) : (
        <>
          <Group mt="sm" mb="md" gap="sm" align="center">
            <Title order={1} size="h2">
              Booking {order.data.insideOrderNo}
            </Title>
            <Badge
              size="lg"
              variant="light"
              color={STATUS_COLOR[order.data.status] ?? 'gray'}
              c={STATUS_TEXT[STATUS_COLOR[order.data.status] ?? 'gray']}
            >
              {order.data.statusText}
            </Badge>
          </Group>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Booking order={order.data} confirming={confirming} />
                <RoomsAndGuests order={order.data} />
                <Payments order={order.data} />
                {withRefunds && (
                  <HotelOrderRefunds
                    refunds={refunds.data?.list}
                    loading={refunds.isPending}
                    error={refunds.isError ? refunds.error.message : null}
                    onRetry={() => void refunds.refetch()}
                  />
                )}
                <HotelOrderCancel
                  order={order.data}
                  pending={cancel.isPending}
                  onCancel={(input) =>
                    cancel.mutate(input, {
                      onSuccess: (msg) => toastSuccess(msg),
                      onError: (err) => toastError(err.message),
                    })
                  }
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <HotelPriceBreakdown priced={{ ...order.data, Nights: order.data.Nights }} />
                <HotelPolicySummary policy={order.data.Policy} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Container>
  );
}

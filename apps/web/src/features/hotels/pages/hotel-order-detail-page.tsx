import '../components/hotel-search-styles';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import '../components/hotel-results-styles';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Alert, Badge, Container, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { OrderBackLink } from '../../../shared/ui/order-back-link';
import { SavedCopyNotice } from '../../../shared/ui/saved-copy-notice';
import { useShownCopy } from '../../../shared/offline/saved-copies';
import { isOnline } from '../../../shared/offline/online-status';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import {
  hotelOrderCopy,
  useCancelHotelOrder,
  useHotelOrder,
  useHotelRefunds,
  useOpenHotelOrder,
} from '../api/hotel-order';
import { ApiError } from '../../../shared/api/client';
import { OrderOpen } from '../../../shared/ui/order-open';
import { HotelOrderCancel } from '../components/hotel-order-cancel';
import { HotelPolicySummary } from '../components/hotel-policy-summary';
import { HotelOrderRefunds } from '../components/hotel-order-refunds';
import { HotelPriceBreakdown } from '../components/hotel-price-breakdown';
import { Booking, type Confirming } from '../components/hotel-order-booking';
import { RoomsAndGuests } from '../components/hotel-order-rooms';
import { Payments } from '../components/hotel-order-payments';
import { STATUS_COLOR, STATUS_TEXT } from '../components/hotel-order-status';
import { OrderIdRedirect } from '../components/hotel-order-id-redirect';
import { ReceiptDownload } from '../../../shared/ui/receipt-download';
import { useConfirmHotelOrder } from '../../../shared/api/hotel-order-confirmation';
import { loadingState } from '../../../shared/ui/loading-state';

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

function HotelOrderDetail({ insideOrderNo }: { insideOrderNo: string }) {
  const order = useHotelOrder(insideOrderNo);
  const open = useOpenHotelOrder(insideOrderNo);
  const savedAt = useShownCopy(hotelOrderCopy(insideOrderNo));
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
    // Offline there is no hotel to ask: the saved copy is shown as it is.
    if (status === 'Paid' && confirmIdle && isOnline()) runConfirm();
  }, [status, confirmIdle, runConfirm]);
  const confirming: Confirming = {
    pending: confirm.isPending,
    failed: confirm.isError,
    retry: () => runConfirm(),
  };

  return (
    <Container size="lg" py="md" pb="xl">
      <OrderBackLink />
      {order.data && <SavedCopyNotice savedAt={savedAt} what="this booking" />}
      {order.error instanceof ApiError && order.error.code === 404 ? (
        // Not this device's booking (no session, token or e-mail for it; the confirmation mail's
        // link on another phone): ask only for the e-mail, the number is in the link.
        <OrderOpen orderNo={insideOrderNo} open={open} />
      ) : isNotFound(order.error) ? (
        <NotFoundState />
      ) : order.isError ? (
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
        <Stack mt="md" {...loadingState('Loading booking')}>
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
                {order.data.Paid > 0 && (
                  <ReceiptDownload
                    kind="hotel"
                    id={order.data.insideOrderNo}
                    orderNo={order.data.insideOrderNo}
                  />
                )}
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
                      onError: (err) => toastFailure(err),
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

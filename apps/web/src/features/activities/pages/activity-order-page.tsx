import '../components/activity-pages-styles';
import { formatDate, formatInstant } from '@farewise/domain/shared/dates';
import { Link, useParams } from 'react-router';
import dayjs from 'dayjs';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { partyText } from '@farewise/domain/activities/activity.rules';
import { formatMoney } from '@farewise/domain/money/format';
import { formatDuration } from '@farewise/domain/shared/duration';
import { paths } from '../../../config/paths';
import { activityPaths } from '../../../config/activity-paths';
import { activityOrderCopy, useActivityOrder, useOpenActivityOrder } from '../api/activity-orders';
import { useShownCopy } from '../../../shared/offline/saved-copies';
import { NeedsConnection, SavedCopyNotice } from '../../../shared/ui/saved-copy-notice';
import { ApiError } from '../../../shared/api/client';
import { ActivityCancel } from '../components/activity-cancel';
import { OrderOpen } from '../../../shared/ui/order-open';
import { isNotFound, NotFoundState } from '../../../shared/ui/not-found-state';
import { ActivityVoucher } from '../components/activity-voucher';
import classes from '../components/activities.module.css';
import { ReceiptDownload } from '../../../shared/ui/receipt-download';
import { OrderMoneyList } from '../../../shared/payments/order-money-list';
import { loadingState } from '../../../shared/ui/loading-state';

/** Badge colour and a text colour that passes 4.5:1 on it, per status. */
const TONES: Record<string, [string, string]> = {
  PendingPayment: ['orange', '#8a3300'],
  Issued: ['teal', '#0b5e45'],
  Completed: ['gray', '#37474f'],
  Cancelled: ['red', '#a11a1a'],
  RefundPending: ['grape', '#6a1b9a'],
  Refunded: ['grape', '#6a1b9a'],
};

/** /activityOrderDetail/{orderNo}: the booking, its voucher once paid, payments, refunds and cancellation. */
export function ActivityOrderPage() {
  const { orderNo = '' } = useParams();
  const order = useActivityOrder(orderNo);
  const open = useOpenActivityOrder(orderNo);
  const savedAt = useShownCopy(activityOrderCopy(orderNo));
  if (order.isPending)
    return (
      <Container size="lg" py="lg">
        <Stack {...loadingState('Loading your booking')}>
          <Skeleton h={32} w="50%" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      </Container>
    );
  // Not this device's booking (no session, token or e-mail for it): ask for what the mail holds.
  if (
    order.isError &&
    order.error instanceof ApiError &&
    [401, 403, 404].includes(order.error.code)
  )
    return <OrderOpen orderNo={orderNo} open={open} />;
  // A number the server refuses (400): the same not-found state as a hotel or flight order's.
  if (isNotFound(order.error)) return <NotFoundState />;
  if (order.isError)
    return (
      <Container size="lg" py="lg">
        <Alert color="red" title="We could not open this booking" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{order.error.message}</Text>
            <Anchor component={Link} to={paths.searchBookings.url()}>
              Find a booking with its order number and e-mail
            </Anchor>
          </Stack>
        </Alert>
      </Container>
    );
  const o = order.data;
  const money = (n: number) => formatMoney(n, o.currency);
  return (
    <Container size="lg" py="lg" data-print-voucher>
      <Stack gap="md">
        {savedAt !== null && (
          <div className={classes.noPrint}>
            <SavedCopyNotice savedAt={savedAt} what="this booking" />
          </div>
        )}
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {o.product.title}
            </Title>
            <Text size="sm" c="dimmed">
              Order {o.orderNo} · booked {formatInstant(o.bookingTime)}
            </Text>
          </div>
          <Badge
            size="lg"
            variant="light"
            color={TONES[o.status]?.[0] ?? 'gray'}
            c={TONES[o.status]?.[1] ?? '#37474f'}
            tt="none"
            data-testid="order-status"
          >
            {o.statusText}
          </Badge>
        </Group>
        {o.status === 'PendingPayment' && (
          <Alert color="orange" title="Awaiting payment" className={classes.noPrint}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Your places are held until{' '}
                {o.holdExpiresAt ? dayjs(o.holdExpiresAt).format('HH:mm') : 'shortly'}.
              </Text>
              <NeedsConnection label={`Pay ${money(o.total)}`}>
                <Button component={Link} to={activityPaths.pay.url(o.orderNo)}>
                  Pay {money(o.total)}
                </Button>
              </NeedsConnection>
            </Stack>
          </Alert>
        )}
        <ActivityVoucher order={o} />
        {o.paid > 0 && (
          <Group className={classes.noPrint}>
            <ReceiptDownload kind="activity" id={o.orderNo} orderNo={o.orderNo} />
          </Group>
        )}
        <Grid gap="lg" className={classes.noPrint}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper
              withBorder
              radius="lg"
              p="md"
              component="section"
              aria-labelledby="details-title"
            >
              <Title order={2} size="h4" id="details-title" mb="xs">
                Your activity
              </Title>
              <Stack gap={4}>
                <Text size="sm">
                  {o.product.categoryLabel} in {o.product.cityName}, {o.product.countryName} ·{' '}
                  {o.option.name}
                </Text>
                <Text size="sm">
                  {formatDate(o.date)} at {o.time} (local time, {o.timeZone}) ·{' '}
                  {formatDuration(o.product.durationMinutes)}
                </Text>
                <Text size="sm">
                  Meeting point: {o.product.meetingPoint.name}, {o.product.meetingPoint.address}
                </Text>
                <Text size="sm">
                  Travellers: {partyText(o.party)} · lead traveller {o.lead.given_name}{' '}
                  {o.lead.surname}
                </Text>
                <Text size="sm">Languages: {o.product.languages.join(', ')}</Text>
                <Text size="sm">Contact: {o.contact.email}</Text>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="price-title">
              <Title order={2} size="h4" id="price-title" mb="xs">
                Price
              </Title>
              <Table>
                <Table.Tbody>
                  {o.lines.map((l) => (
                    <Table.Tr key={l.band}>
                      <Table.Td>
                        {l.count} ×{' '}
                        {l.band === 'adult'
                          ? o.ageBands.adult.label
                          : l.band === 'child'
                            ? o.ageBands.child?.label
                            : o.ageBands.infant?.label}
                      </Table.Td>
                      <Table.Td ta="right">{money(l.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td fw={700}>Total</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {money(o.total)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Stack mt="sm">
                {/* Paid, refunded and paid in the end: the ledger's sums, under every charge and refund. */}
                <OrderMoneyList orderType="activity" orderId={o.orderNo} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <ActivityCancel order={o} />
      </Stack>
    </Container>
  );
}

export default ActivityOrderPage;

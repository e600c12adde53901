import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { freeCancellationUntilText } from '@farewise/domain/activities/activity.rules';
import { useActivityOrder } from '../api/activity-orders';
import { ActivitySummary } from './activity-summary';

/** The pay page's side of an activity order: what is being paid for, as the booking page showed it. */
export function ActivityPaySummary({ orderNo }: { orderNo: string }) {
  const order = useActivityOrder(orderNo);
  if (order.isPending) return <Skeleton h={240} radius="lg" />;
  if (!order.data) return null;
  const o = order.data;
  return (
    <ActivitySummary
      photo={o.product.photo}
      title={o.product.title}
      optionName={o.option.name}
      date={o.date}
      time={o.time}
      durationMinutes={o.product.durationMinutes}
      party={o.party}
      meetingPoint={o.product.meetingPoint.name}
      ageBands={o.ageBands}
      lines={o.lines}
      total={o.total}
      currency={o.currency}
      freeCancellation={o.freeCancellationUntil !== null}
      cancellation={cancellationTerms(o)}
    />
  );
}

const cancellationTerms = (o: {
  freeCancellationUntil: string | null;
  timeZone: string;
  policy: { text: string };
}) =>
  o.freeCancellationUntil
    ? freeCancellationUntilText(o.freeCancellationUntil, o.timeZone)
    : o.policy.text;

/** The terms of this activity in place of the flights' questions (slice payments, fare rules). */
export function ActivityPayTerms({ orderNo }: { orderNo: string }) {
  const order = useActivityOrder(orderNo);
  if (!order.data) return null;
  const o = order.data;
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="activity-terms">
      <Stack gap="xs">
        <Title order={2} fz="h5" id="activity-terms">
          {o.policy.title}
        </Title>
        <Text size="sm">{o.policy.text}</Text>
        <Text size="sm">
          Paid in full now: your voucher is on your booking page and in the confirmation e-mail.
        </Text>
      </Stack>
    </Paper>
  );
}

import '../components/aftersales-styles';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarCancel,
  IconCash,
  IconLuggage,
  IconMessageReport,
  IconPlaneTilt,
  IconUserEdit,
} from '@tabler/icons-react';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { useRequestList } from '../api/requests';
import { ActionCard } from '../components/action-card';
import {
  AftersalesError,
  AftersalesFrame,
  AftersalesSkeleton,
  GOOD_NEWS,
} from '../components/aftersales-frame';
import { BagsDialog } from '../components/bags-dialog';
import { BookingHeader } from '../components/booking-header';
import { CancelDialog } from '../components/cancel-dialog';
import { instant } from '../components/money';
import { RequestCard } from '../components/request-card';
import { ScheduleChangeNotice } from '../components/schedule-change-notice';

const ICON = { size: 22, 'aria-hidden': true } as const;

/** Per passenger and direction: what a refund or a change would do now. */
function TicketRules({ options }: { options: AfterSalesOptions }) {
  const refund = options.options.find((o) => o.action === 'refund');
  const change = options.options.find((o) => o.action === 'change');
  const cell = (o: typeof refund, p: number, d: number) =>
    o?.perSegment.find((s) => s.passengerIndex === p && s.direction === d);
  const Rule = ({ label, seg }: { label: string; seg: ReturnType<typeof cell> }) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {seg?.text ?? 'Not allowed'}
      </Text>
      {seg?.reason && (
        <Text size="xs" c="dimmed">
          {seg.reason}
        </Text>
      )}
    </div>
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="tickets-title">
      <Title order={2} size="h4" id="tickets-title" mb="sm">
        What each ticket allows now
      </Title>
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {options.passengers.flatMap((p) =>
          options.directions.map((d) => (
            <SimpleGrid
              key={`${p.index}-${d.direction}`}
              component="li"
              cols={{ base: 1, sm: 3 }}
              spacing="xs"
              verticalSpacing={4}
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div>
                <Text size="sm" fw={700}>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">{`${d.label}: ${d.fromCity} → ${d.toCity}`}</Text>
              </div>
              <Rule label="Refund" seg={cell(refund, p.index, d.direction)} />
              <Rule label="Change" seg={cell(change, p.index, d.direction)} />
            </SimpleGrid>
          )),
        )}
      </Stack>
    </Card>
  );
}

/** /refChgOptions/{id}: what this booking allows now, each with its price or why not, and its requests. */
export function RefChgOptionsPage() {
  const { id = '' } = useParams();
  const options = useAftersalesOptions(id);
  const requests = useRequestList(id, 1, 20, options.isSuccess);
  const [bagsOpen, setBagsOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const data = options.data;
  const pick = (action: string) => data?.options.find((o) => o.action === action);
  const waiting = (requests.data?.list ?? []).filter(
    (r) => r.kind === 'schedule' && r.status === 'action_needed',
  );

  return (
    <AftersalesFrame
      title="Refund and change options"
      lead="What your booking allows now, from its own fare rules and the time left before each flight."
      back={{ to: paths.flightsOrderDetails.url(id), label: 'Back to your booking' }}
    >
      {options.isPending && <AftersalesSkeleton />}
      {options.isError && (
        <AftersalesError error={options.error} onRetry={() => void options.refetch()} />
      )}
      {data && (
        <Stack gap="md">
          <BookingHeader options={data} />
          {waiting.map((r) => (
            <ScheduleChangeNotice key={r.requestId} request={r} />
          ))}
          {data.freeCancellationUntil && (
            <Alert {...GOOD_NEWS} title="Free cancellation" role="status">
              {`Booked at least 7 days before departure: until ${instant(data.freeCancellationUntil)} you can cancel for a full refund, whatever the fare.`}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <ActionCard
              option={pick('refund')!}
              icon={<IconCash {...ICON} />}
              to={paths.ticketRefund.url(id)}
              cta="Request a refund"
            />
            <ActionCard
              option={pick('change')!}
              icon={<IconPlaneTilt {...ICON} />}
              to={paths.changeFlightsBooking.url(id)}
              cta="Change flights"
            />
            <ActionCard
              option={pick('name')!}
              icon={<IconUserEdit {...ICON} />}
              to={paths.changeName.url(id)}
              cta="Correct a name"
            />
            <ActionCard
              option={pick('bags')!}
              icon={<IconLuggage {...ICON} />}
              onOpen={() => setBagsOpen(true)}
              cta="Add bags"
            />
            <ActionCard
              option={pick('cancel')!}
              icon={<IconCalendarCancel {...ICON} />}
              onOpen={() => setCancelOpen(true)}
              cta="Cancel booking"
            />
            <ActionCard
              option={pick('problem')!}
              icon={<IconMessageReport {...ICON} />}
              to={paths.otherProblem.url(id)}
              cta="Tell us"
            />
          </SimpleGrid>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <TicketRules options={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm" component="section" aria-labelledby="requests-title">
                <Title order={2} size="h4" id="requests-title">
                  Your requests
                </Title>
                {requests.data?.list.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No requests yet. Refunds, changes and reports you make appear here with every
                    step.
                  </Text>
                )}
                {requests.data?.list.slice(0, 3).map((r) => (
                  <RequestCard key={r.requestId} request={r} />
                ))}
                {(requests.data?.total ?? 0) > 0 && (
                  <Anchor component={Link} to={paths.changeProgress.url({ orderId: id })} size="sm">
                    See all requests of this booking
                  </Anchor>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
          <BagsDialog options={data} opened={bagsOpen} onClose={() => setBagsOpen(false)} />
          <CancelDialog options={data} opened={cancelOpen} onClose={() => setCancelOpen(false)} />
        </Stack>
      )}
    </AftersalesFrame>
  );
}

export default RefChgOptionsPage;

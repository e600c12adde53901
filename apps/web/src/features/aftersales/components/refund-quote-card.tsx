import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { RefundQuoteWire } from '@farewise/domain/aftersales/aftersales.schemas';
import { DIRECTION_LABELS } from '@farewise/domain/aftersales/aftersales.rules';
import { day, money } from './money';

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 400}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * A refund or cancellation quote whose figures add up: why it is full when it is (our 24-hour
 * promise, an airline schedule change), per ticket the rule and what comes back, then the chosen
 * tickets less the airline's fee and the fare it keeps; a slice booking's payments less the hold
 * price fee (decision 041); and the refund to the card by a date.
 */
export function RefundQuoteCard({
  quote,
  loading,
  labels,
}: {
  quote: RefundQuoteWire;
  loading?: boolean;
  /** Each leg's name as the booking has it (Depart, Return, or Flight n of a multi-city trip). */
  labels?: string[];
}) {
  const labelOf = (d: number) =>
    labels?.[d] ?? (d <= 1 ? DIRECTION_LABELS[d as 0 | 1] : `Flight ${d + 1}`);
  const c = quote.currency;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="quote-title"
      aria-busy={loading || undefined}
      style={{ opacity: loading ? 0.6 : 1 }}
    >
      <Title order={2} size="h4" id="quote-title" mb="sm">
        {quote.kind === 'cancel' ? 'What cancelling gives back' : 'Your refund'}
      </Title>
      {!quote.allowed && quote.reason && (
        <Alert color="orange" role="status" mb="sm">
          {quote.reason}
        </Alert>
      )}
      {quote.allowed && quote.fullRefundReason && (
        <Alert
          color="teal"
          role="status"
          mb="sm"
          title="Full refund"
          data-testid="full-refund-reason"
        >
          <Text size="sm" c="teal.9">
            {quote.fullRefundReason}
          </Text>
        </Alert>
      )}
      {quote.lines.length > 0 && (
        <Stack gap={0} mb="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {quote.lines.map((l) => (
            <Group
              key={`${l.passengerIndex}-${l.direction}`}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              py={8}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {`${l.passengerName} · ${labelOf(l.direction)}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.route}
                </Text>
                <Text size="xs">{l.allowed ? l.ruleText : (l.reason ?? 'Not allowed')}</Text>
              </div>
              <div style={{ textAlign: 'right', flex: 'none' }}>
                {quote.paidInSlices ? (
                  <Text size="sm" fw={600}>
                    Cancelled
                  </Text>
                ) : (
                  <>
                    <Text size="sm" fw={700}>
                      {money(l.refund, c)}
                    </Text>
                    <Text size="xs" c="dimmed">{`of ${money(l.fare + l.tax, c)}`}</Text>
                  </>
                )}
              </div>
            </Group>
          ))}
        </Stack>
      )}
      <Stack gap={6}>
        {quote.paidInSlices ? (
          <>
            {/* Decision 041: what was paid comes back, less the hold price fee after 24 hours. */}
            <Row label="Paid so far" value={money(quote.paid, c)} />
            {quote.holdFeeKept > 0 && (
              <Row
                label="Hold price fee (non-refundable, slice payment terms)"
                value={`− ${money(quote.holdFeeKept, c)}`}
              />
            )}
          </>
        ) : (
          <>
            <Row label="Tickets chosen (fare and taxes)" value={money(quote.tickets, c)} />
            {quote.fee > 0 && <Row label="Airline refund fee" value={`− ${money(quote.fee, c)}`} />}
            {quote.nonRefundable > 0 && (
              <Row
                label="Fare the airline keeps (non-refundable)"
                value={`− ${money(quote.nonRefundable, c)}`}
              />
            )}
            {quote.beyondPaid > 0 && (
              <Row
                label="Beyond what is left of your payment"
                value={`− ${money(quote.beyondPaid, c)}`}
              />
            )}
          </>
        )}
        {quote.bags > 0 && (
          // Decision 040: bags bought for a refunded ticket will never fly; they come back whole.
          <Row
            label={`${quote.bagPieces === 1 ? 'Extra bag' : `${quote.bagPieces} extra bags`} bought for these flights (refunded in full)`}
            value={`+ ${money(quote.bags, c)}`}
            testId="refund-bags"
          />
        )}
        <Divider my={4} />
        <Row
          label="Refund to your card"
          value={money(quote.amount, c)}
          strong
          testId="refund-amount"
        />
        {quote.amount > 0 && (
          <Text size="sm" c="dimmed" data-testid="refund-destination">
            {`To ${quote.card ?? 'the card you paid with'}, by ${quote.arrivesBy ? day(quote.arrivesBy) : 'seven business days'} at the latest.`}
          </Text>
        )}
        {!quote.paidInSlices && quote.nonRefundable > 0 && quote.taxes > 0 && (
          <Text size="sm" c="dimmed">
            {`The tickets' refund is the taxes, ${money(quote.taxes, c)}: the airline does not keep them on a flight not flown.`}
          </Text>
        )}
        {quote.paidInSlices && quote.holdFeeRefunded > 0 && (
          <Text size="sm" c="dimmed">
            {`The hold price fee of ${money(quote.holdFeeRefunded, c)} comes back too.`}
          </Text>
        )}
        {quote.paidInSlices && quote.unpaidBalance > 0 && (
          <Text size="sm" c="dimmed">
            {`Not yet paid, ${money(quote.unpaidBalance, c)}: never charged. The instalments stop.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { Button, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { flightOrderTotal, formatOrderTotal } from '@farewise/domain/orders/order-total';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PriceListEntrySummary } from '@farewise/domain/flights/search.schemas';
import { summaryBaggageLine, summaryRuleText } from '@farewise/domain/flights/fare-summary';
import {
  cabinName,
  fareProductName,
  RF24_TOOLTIP,
  type FareProductCode,
} from '@farewise/domain/flights/products';
import { formatFare } from '@farewise/domain/flights/fare-display';
import classes from './results.module.css';

export type PolicySection = 'baggage' | 'cancellation' | 'change';

export function fareTitle(code: string, cabinGrade: string): string {
  return `${cabinName(cabinGrade)} ${fareProductName(code)}`;
}

export function ProductName({ code, cabinGrade }: { code: string; cabinGrade: string }) {
  const title = fareTitle(code, cabinGrade);
  if (code !== 'RF24') return <>{title}</>;
  return (
    <Tooltip
      label={RF24_TOOLTIP}
      withArrow
      multiline
      w={220}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span tabIndex={0} className={classes.tooltipTarget} aria-label={`${title}: ${RF24_TOOLTIP}`}>
        {title} <IconInfoCircle size={14} aria-hidden />
      </span>
    </Tooltip>
  );
}

interface FareCardProps {
  code: FareProductCode;
  cabin: string;
  fare: PriceListEntrySummary | null;
  travellers: number;
  onOpenPolicy: (fare: PriceListEntrySummary, section: PolicySection) => void;
  /** Book with full payment, or with slice payment (a deposit now, then weekly instalments). */
  onBook: (fare: PriceListEntrySummary, paymentType?: 'full' | 'slice') => void;
  booking?: boolean;
}

/**
 * A fare strip card (SPEC 2.6): title from the cabin grade and product, the Baggage line, the
 * Fare Rules lines for refund and changes (each opens the policy dialog), and Book. Inactive
 * when the option has no price on this flight.
 */
export function FareCard({
  code,
  cabin,
  fare,
  travellers,
  onOpenPolicy,
  onBook,
  booking,
}: FareCardProps) {
  const active = !!fare && fare.totalPriceEx > 0;
  const title = fareTitle(code, fare?.cabinGrade ?? cabin);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.fareCard}
      data-active={active || undefined}
      aria-disabled={!active || undefined}
    >
      <Stack gap={6} h="100%">
        <Text fw={700} size="sm">
          <ProductName code={code} cabinGrade={fare?.cabinGrade ?? cabin} />
        </Text>
        {active && fare ? (
          <>
            <div>
              <Text fw={800} size="lg" c="brand.8">
                {formatFare(fare.avgPriceEx, fare.currencyEx)}
              </Text>
              <Text size="xs" c="dimmed">
                per adult
                {travellers > 1
                  ? ` · ${formatFare(fare.totalPriceEx, fare.currencyEx)} for ${travellers}`
                  : ''}
              </Text>
            </div>
            <UnstyledButton
              className={classes.ruleLine}
              onClick={() => onOpenPolicy(fare, 'baggage')}
            >
              <Text size="xs" span c="dimmed">
                Baggage:
              </Text>{' '}
              <Text size="xs" span>
                {summaryBaggageLine(fare.flights.from)}
              </Text>
            </UnstyledButton>
            <Text size="xs" c="dimmed" fw={600} mt={2}>
              Fare Rules
            </Text>
            <UnstyledButton
              className={classes.ruleLine}
              onClick={() => onOpenPolicy(fare, 'cancellation')}
            >
              <Text size="xs" span c="dimmed">
                Refund:
              </Text>{' '}
              <Text size="xs" span>
                {summaryRuleText('refund', fare.flights.from.refund, fare.currencyEx)}
              </Text>
            </UnstyledButton>
            <UnstyledButton
              className={classes.ruleLine}
              onClick={() => onOpenPolicy(fare, 'change')}
            >
              <Text size="xs" span c="dimmed">
                Changes:
              </Text>{' '}
              <Text size="xs" span>
                {summaryRuleText('change', fare.flights.from.change, fare.currencyEx)}
              </Text>
            </UnstyledButton>
            {fare.seatsLeft > 0 && fare.seatsLeft <= 5 && (
              <Text size="xs" c="accent.8" fw={600}>
                {fare.seatsLeft} seat{fare.seatsLeft > 1 ? 's' : ''} left at this price
              </Text>
            )}
            <Button
              mt="auto"
              size="sm"
              color="accent"
              onClick={() => onBook(fare, 'full')}
              loading={booking}
              aria-label={`Book ${title}`}
            >
              Book
            </Button>
            {fare.SlicePayItem.valid && (
              <Button
                size="xs"
                variant="light"
                color="brand"
                classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
                onClick={() => onBook(fare, 'slice')}
                disabled={booking}
                // The name starts with the visible words (WCAG 2.5.3), then says which fare and the weeks.
                aria-label={`Pay in slices: ${formatFare(fare.SlicePayItem.deposit, fare.currencyEx)} now for ${title}, then from ${formatFare(fare.SlicePayItem.weekly, fare.currencyEx)} per week`}
              >
                {/* One piece of text (the label lays out its children as a row); the amount never splits. */}
                <span>
                  Pay in slices:{' '}
                  <span className={classes.nowrap}>
                    {formatFare(fare.SlicePayItem.deposit, fare.currencyEx)}
                  </span>{' '}
                  now
                </span>
              </Button>
            )}
            {fare.SlicePayItem.valid && (
              <Text size="xs" c="dimmed" data-testid="slice-total">
                {`${formatOrderTotal(
                  flightOrderTotal({
                    currency: fare.currencyEx,
                    paymentType: 'slice',
                    totalPriceEx: fare.totalPriceEx,
                    slice: {
                      deposit: fare.SlicePayItem.deposit,
                      weekly: fare.SlicePayItem.weekly,
                      adjustedAmount: fare.SlicePayItem.adjustedAmount,
                    },
                  }),
                )} in all with slices (hold price fee included)`}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Not offered on this flight
            </Text>
            <Button mt="auto" size="sm" disabled aria-label={`Book ${title}`}>
              Book
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

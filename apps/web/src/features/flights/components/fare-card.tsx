import { Button, Paper, Stack, Tooltip } from '@mantine/core';
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
        <p className={`${classes.line} ${classes.strong}`} data-size="sm">
          <ProductName code={code} cabinGrade={fare?.cabinGrade ?? cabin} />
        </p>
        {active && fare ? (
          <>
            <div>
              <p className={`${classes.line} ${classes.price}`} data-size="lg">
                {formatFare(fare.avgPriceEx, fare.currencyEx)}
              </p>
              <p className={`${classes.line} ${classes.dimmed}`} data-size="xs">
                per adult
                {travellers > 1
                  ? ` · ${formatFare(fare.totalPriceEx, fare.currencyEx)} for ${travellers}`
                  : ''}
              </p>
            </div>
            <button
              type="button"
              className={`mantine-focus-auto ${classes.ruleLine}`}
              onClick={() => onOpenPolicy(fare, 'baggage')}
            >
              <span className={`${classes.line} ${classes.dimmed}`} data-size="xs">
                Baggage:
              </span>{' '}
              <span className={classes.line} data-size="xs">
                {summaryBaggageLine(fare.flights.from)}
              </span>
            </button>
            <p
              className={`${classes.line} ${classes.dimmed} ${classes.semibold} ${classes.rulesHeading}`}
              data-size="xs"
            >
              Fare Rules
            </p>
            <button
              type="button"
              className={`mantine-focus-auto ${classes.ruleLine}`}
              onClick={() => onOpenPolicy(fare, 'cancellation')}
            >
              <span className={`${classes.line} ${classes.dimmed}`} data-size="xs">
                Refund:
              </span>{' '}
              <span className={classes.line} data-size="xs">
                {summaryRuleText('refund', fare.flights.from.refund, fare.currencyEx)}
              </span>
            </button>
            <button
              type="button"
              className={`mantine-focus-auto ${classes.ruleLine}`}
              onClick={() => onOpenPolicy(fare, 'change')}
            >
              <span className={`${classes.line} ${classes.dimmed}`} data-size="xs">
                Changes:
              </span>{' '}
              <span className={classes.line} data-size="xs">
                {summaryRuleText('change', fare.flights.from.change, fare.currencyEx)}
              </span>
            </button>
            {fare.seatsLeft > 0 && fare.seatsLeft <= 5 && (
              <p className={`${classes.line} ${classes.seatsLeft}`} data-size="xs">
                {fare.seatsLeft} seat{fare.seatsLeft > 1 ? 's' : ''} left at this price
              </p>
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
              <p
                className={`${classes.line} ${classes.dimmed}`}
                data-size="xs"
                data-testid="slice-total"
              >
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
              </p>
            )}
          </>
        ) : (
          <>
            <p className={`${classes.line} ${classes.dimmed}`} data-size="sm">
              Not offered on this flight
            </p>
            <Button mt="auto" size="sm" disabled aria-label={`Book ${title}`}>
              Book
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

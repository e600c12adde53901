import { formatDate, formatShortDate } from '@farewise/domain/shared/dates';
import { Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { CalendarDay } from '../api/get-price-calendar';
import { formatFare } from '@farewise/domain/flights/fare-display';
import classes from './results.module.css';

interface PriceCalendarStripProps {
  days: CalendarDay[] | undefined;
  loading: boolean;
  selected: string;
  earliest: string;
  onPick: (date: string) => void;
}

/**
 * The cheapest fare for the 3 days either side of the departure date (beyond SPEC): one click
 * searches that day. Hidden when the calendar call is not available.
 */
export function PriceCalendarStrip({
  days,
  loading,
  selected,
  earliest,
  onPick,
}: PriceCalendarStripProps) {
  if (loading) return <Skeleton h={64} radius="md" aria-hidden />;
  const shown = (days ?? []).filter((d) => d.date >= earliest);
  if (shown.length === 0) return null;
  const priced = shown.filter((d) => d.price !== null).map((d) => d.price!);
  const lowest = priced.length ? Math.min(...priced) : null;
  return (
    <nav aria-label="Cheapest fares on nearby dates" className={classes.calendarStrip}>
      {shown.map((d) => {
        const isSelected = d.date === selected;
        const isLowest = d.price !== null && d.price === lowest;
        return (
          <UnstyledButton
            key={d.date}
            className={classes.calendarDay}
            data-selected={isSelected || undefined}
            aria-current={isSelected ? 'date' : undefined}
            disabled={isSelected}
            onClick={() => onPick(d.date)}
          >
            {/* The name is what the button shows, then words only a screen reader needs (WCAG 2.5.3). */}
            <Text size="xs" fw={600}>
              {formatShortDate(d.date)}
            </Text>
            <Text size="sm" fw={700} c={isLowest ? 'teal.9' : undefined}>
              {d.price === null ? '—' : formatFare(d.price, d.currency)}
            </Text>
            <VisuallyHidden component="span">
              {`${d.price === null ? 'no flights' : ''}${isLowest ? ', lowest' : ''}, ${formatDate(d.date)}`}
            </VisuallyHidden>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}

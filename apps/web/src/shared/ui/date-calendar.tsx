import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { DatePicker } from '@mantine/dates';

/**
 * The header's arrow buttons have no text of their own: every level of the calendar names them
 * (WCAG 4.1.2), and names the heading that goes up a level.
 */
const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous years',
  nextDecade: 'Next years',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/** A day read out with its weekday ('Monday 7 December 2026'): a traveller plans by the day. */
const dayName = (date: string) => dayjs(date).format('dddd D MMMM YYYY');

/**
 * The calendar inside a date field (shared/ui/date-field.tsx), the one calendar of the site; its
 * own chunk, loaded when a date field is first used.
 */
export default function DateCalendar(props: {
  value: string | null;
  minDate: string;
  maxDate?: string;
  isDisabled?: (date: string) => boolean;
  onChange: (value: string | null) => void;
  label: string;
}) {
  return (
    <DatePicker
      value={props.value}
      defaultDate={props.value ?? props.minDate}
      minDate={props.minDate}
      maxDate={props.maxDate}
      excludeDate={
        props.isDisabled ? (date) => props.isDisabled!(String(date).slice(0, 10)) : undefined
      }
      onChange={props.onChange}
      numberOfColumns={1}
      // Weekends in red fall below AA contrast; the days are all alike here.
      weekendDays={[]}
      aria-label={props.label}
      ariaLabels={ARIA_LABELS}
      getDayAriaLabel={dayName}
    />
  );
}

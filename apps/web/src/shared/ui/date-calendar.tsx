import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';

/** The calendar inside a date field; its own chunk, loaded when a date field is first used. */
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
      // The header's arrow buttons have no text of their own.
      nextLabel="Next month"
      previousLabel="Previous month"
    />
  );
}

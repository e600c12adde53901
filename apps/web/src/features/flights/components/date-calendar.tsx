import '@mantine/dates/styles.css';
import { DatePicker } from '@mantine/dates';

/** The calendar inside a date field; its own chunk, loaded when a date field is first used. */
export default function DateCalendar(props: {
  value: string | null;
  minDate: string;
  onChange: (value: string | null) => void;
  label: string;
}) {
  return (
    <DatePicker
      value={props.value}
      defaultDate={props.value ?? props.minDate}
      minDate={props.minDate}
      onChange={props.onChange}
      numberOfColumns={1}
      aria-label={props.label}
    />
  );
}

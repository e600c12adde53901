import { Suspense, lazy, useState } from 'react';
import { formatDate } from '@farewise/domain/shared/dates';
import { Input, InputBase, Loader, Popover } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { loadingState } from './loading-state';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

interface DateFieldProps {
  label: string;
  value: string | null;
  minDate: string;
  /** The last day that can be chosen (none: any day after minDate). */
  maxDate?: string;
  /** Days inside the range that cannot be chosen (an activity's closed days). */
  isDisabled?: (date: string) => boolean;
  onChange: (value: string | null) => void;
  /** A field that does not apply now (a one-way trip's return): shown as '—', not opened. */
  disabled?: boolean;
  error?: string;
  placeholder?: string;
}

/**
 * A date field whose calendar (@mantine/dates) loads on first hover, focus or click, so the
 * home page's first load does not carry it (flight dates, hotel stays, activity dates).
 */
export function DateField({
  label,
  value,
  minDate,
  maxDate,
  isDisabled,
  onChange,
  disabled,
  error,
  placeholder = 'Select a date',
}: DateFieldProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened && !disabled}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          disabled={disabled}
          error={error}
          leftSection={<IconCalendar size={18} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          onFocus={() => void loadCalendar()}
          onMouseEnter={() => void loadCalendar()}
          aria-haspopup="dialog"
          aria-expanded={opened}
          styles={{ input: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {value ? (
            formatDate(value)
          ) : (
            <Input.Placeholder>{disabled ? '—' : placeholder}</Input.Placeholder>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={`${label} calendar`}>
        <Suspense fallback={<Loader size="sm" m="md" {...loadingState('Loading calendar')} />}>
          <DateCalendar
            label={label}
            value={value}
            minDate={minDate}
            maxDate={maxDate}
            isDisabled={isDisabled}
            onChange={(next) => {
              onChange(next);
              setOpened(false);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Suspense, lazy, useState } from 'react';
import { formatDate } from '@farewise/domain/shared/dates';
import { Input, InputBase, Loader, Popover } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

interface DateFieldProps {
  label: string;
  value: string | null;
  minDate: string;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  error?: string;
  placeholder?: string;
}

/**
 * A date field whose calendar (@mantine/dates) loads on first hover, focus or click, so the
 * home page's first load does not carry it.
 */
export function DateField({
  label,
  value,
  minDate,
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
          styles={{ input: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
          aria-expanded={opened}
        >
          {value ? (
            formatDate(value)
          ) : (
            <Input.Placeholder>{disabled ? '—' : placeholder}</Input.Placeholder>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={`${label} calendar`}>
        <Suspense fallback={<Loader size="sm" m="md" aria-label="Loading calendar" />}>
          <DateCalendar
            label={label}
            value={value}
            minDate={minDate}
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

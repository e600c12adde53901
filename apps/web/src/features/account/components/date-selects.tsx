import { Group, Input } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import { MONTH_OPTIONS, dayOptions, reconcileDay } from '@farewise/domain/passengers/date-selects';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export interface DatePartsValue {
  year: string;
  month: string;
  day: string;
}

const num = (v: string) => (v === '' ? null : Number(v));

/**
 * Year, month and day selects for one date (SPEC 4): changing the month or year re-checks the
 * day, and a day beyond the month's length is cleared.
 */
export function DateSelects({
  label,
  name,
  value,
  years,
  onChange,
  error,
  partErrors = {},
  description,
}: {
  label: string;
  /** Prefix of each select's accessible name: 'Birth' gives 'Birth year', 'Birth month'… */
  name: string;
  value: DatePartsValue;
  years: readonly number[];
  onChange: (value: DatePartsValue, changed: keyof DatePartsValue) => void;
  error?: string;
  partErrors?: Partial<Record<keyof DatePartsValue, string>>;
  description?: string;
}) {
  const change = (part: keyof DatePartsValue, v: string) => {
    const next = { ...value, [part]: v };
    const reconciled = reconcileDay({
      year: num(next.year),
      month: num(next.month),
      day: num(next.day),
    });
    onChange({ ...next, day: reconciled.day === null ? '' : String(reconciled.day) }, part);
  };
  const days = dayOptions(num(value.year), num(value.month));
  const messages = [partErrors.year, partErrors.month, partErrors.day, error].filter(Boolean);
  const errorId = `${name.toLowerCase()}-date-error`;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      withAsterisk
      description={description}
      error={messages.length ? [...new Set(messages)].join(' · ') : undefined}
      errorProps={{ id: errorId }}
    >
      <Group gap="xs" grow wrap="nowrap" mt={4}>
        <Select
          aria-label={`${name} year`}
          placeholder="Year"
          data={years.map(String)}
          value={value.year || null}
          onChange={(v) => change('year', v ?? '')}
          error={!!(partErrors.year || error)}
          aria-describedby={messages.length ? errorId : undefined}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label={`${name} month`}
          placeholder="Month"
          data={MONTH_OPTIONS.map((m) => ({
            value: String(m),
            label: MONTH_NAMES[m - 1] ?? String(m),
          }))}
          value={value.month || null}
          onChange={(v) => change('month', v ?? '')}
          error={!!(partErrors.month || error)}
          allowDeselect={false}
        />
        <Select
          aria-label={`${name} day`}
          placeholder="Day"
          data={days.map(String)}
          value={value.day || null}
          onChange={(v) => change('day', v ?? '')}
          error={!!(partErrors.day || error)}
          allowDeselect={false}
        />
      </Group>
    </Input.Wrapper>
  );
}

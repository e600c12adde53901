import { useState } from 'react';
import { Group } from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import {
  dayOptions,
  MONTH_OPTIONS,
  reconcileDay,
  joinDateParts,
  splitDateParts,
} from '@farewise/domain/passengers/date-selects';

const toOptions = (list: readonly number[]) =>
  list.map((n) => ({ value: String(n), label: String(n).padStart(2, '0') }));

/**
 * Year, month and day selects for one date (SPEC 4): changing the month or year clears a day the
 * month does not have. The value is 'YYYY-MM-DD' once all three are chosen, else ''.
 */
export function DatePartSelects(props: {
  label: string;
  value: string;
  years: number[];
  onChange: (
    value: string,
    parts: { year: number | null; month: number | null; day: number | null },
  ) => void;
  error?: string | null;
  idPrefix: string;
}) {
  // The value is '' until all three are chosen, so the chosen parts live here meanwhile; a new
  // value from outside (Reset, a saved passenger, a restored draft) replaces them.
  const [local, setLocal] = useState(() => ({
    value: props.value,
    parts: splitDateParts(props.value),
  }));
  let parts = local.parts;
  if (props.value !== local.value && props.value !== joinDateParts(local.parts)) {
    parts = splitDateParts(props.value);
    setLocal({ value: props.value, parts });
  }
  const set = (change: Partial<typeof parts>) => {
    const next = reconcileDay({ ...parts, ...change });
    const value = joinDateParts(next);
    setLocal({ value, parts: next });
    props.onChange(value, next);
  };
  const num = (v: string | null) => (v ? Number(v) : null);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 500, marginBottom: 4 }}>{props.label}</legend>
      <Group gap="xs" grow>
        <Select
          aria-label={`${props.label} year`}
          id={`${props.idPrefix}-year`}
          placeholder="Year"
          data={props.years.map(String)}
          value={parts.year === null ? null : String(parts.year)}
          onChange={(v) => set({ year: num(v) })}
          searchable
        />
        <Select
          aria-label={`${props.label} month`}
          placeholder="Month"
          data={toOptions(MONTH_OPTIONS)}
          value={parts.month === null ? null : String(parts.month)}
          onChange={(v) => set({ month: num(v) })}
        />
        <Select
          aria-label={`${props.label} day`}
          placeholder="Day"
          data={toOptions(dayOptions(parts.year, parts.month))}
          value={parts.day === null ? null : String(parts.day)}
          onChange={(v) => set({ day: num(v) })}
        />
      </Group>
      {props.error && (
        <div
          role="alert"
          style={{ color: 'var(--mantine-color-red-7)', fontSize: 12, marginTop: 4 }}
        >
          {props.error}
        </div>
      )}
    </fieldset>
  );
}

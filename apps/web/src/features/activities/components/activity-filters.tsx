import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { formatMoney } from '@farewise/domain/money/format';
import type { ActivityCategory } from '@farewise/domain/activities/activity.rules';
import type { ActivityListData } from '@farewise/domain/activities/activity.schemas';
import classes from './activities.module.css';

export interface ActivityFilterValues {
  categories: ActivityCategory[];
  durations: string[];
  times: string[];
  freeCancellation: boolean;
  minRating?: number;
  priceMax?: number;
}

export const NO_FILTERS: ActivityFilterValues = {
  categories: [],
  durations: [],
  times: [],
  freeCancellation: false,
};

const toggle = <T extends string>(list: T[], id: T): T[] =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Category, price, duration, time of day, free cancellation and rating, each value with its count. */
export function ActivityFilters({
  data,
  value,
  onChange,
}: {
  data: ActivityListData | undefined;
  value: ActivityFilterValues;
  onChange: (value: ActivityFilterValues) => void;
}) {
  const f = data?.facets;
  const range = data?.priceRange;
  const steps =
    range && range.max > range.min
      ? [0.25, 0.5, 0.75].map(
          (s) => Math.round((range.min + (range.max - range.min) * s) / 100) * 100,
        )
      : [];
  return (
    <div>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Category</legend>
        <Stack gap={6}>
          {(f?.categories ?? []).map((c) => (
            <Checkbox
              key={c.id}
              label={`${c.label} (${c.count})`}
              checked={value.categories.includes(c.id as ActivityCategory)}
              disabled={c.count === 0 && !value.categories.includes(c.id as ActivityCategory)}
              onChange={() =>
                onChange({
                  ...value,
                  categories: toggle(value.categories, c.id as ActivityCategory),
                })
              }
            />
          ))}
        </Stack>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Price per adult</legend>
        <Radio.Group
          value={value.priceMax === undefined ? 'any' : String(value.priceMax)}
          onChange={(v) => onChange({ ...value, priceMax: v === 'any' ? undefined : Number(v) })}
        >
          <Stack gap={6}>
            <Radio value="any" label="Any price" />
            {data &&
              steps.map((s) => (
                <Radio key={s} value={String(s)} label={`Up to ${formatMoney(s, data.currency)}`} />
              ))}
          </Stack>
        </Radio.Group>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Duration</legend>
        <Stack gap={6}>
          {(f?.durations ?? []).map((d) => (
            <Checkbox
              key={d.id}
              label={`${d.label} (${d.count})`}
              checked={value.durations.includes(d.id)}
              onChange={() => onChange({ ...value, durations: toggle(value.durations, d.id) })}
            />
          ))}
        </Stack>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Time of day</legend>
        <Stack gap={6}>
          {(f?.times ?? []).map((t) => (
            <Checkbox
              key={t.id}
              label={`${t.label} (${t.count})`}
              checked={value.times.includes(t.id)}
              onChange={() => onChange({ ...value, times: toggle(value.times, t.id) })}
            />
          ))}
        </Stack>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Cancellation</legend>
        <Checkbox
          label={`Free cancellation (${f?.freeCancellation ?? 0})`}
          checked={value.freeCancellation}
          onChange={(e) => onChange({ ...value, freeCancellation: e.currentTarget.checked })}
        />
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Rating</legend>
        <Radio.Group
          value={value.minRating === undefined ? 'any' : String(value.minRating)}
          onChange={(v) => onChange({ ...value, minRating: v === 'any' ? undefined : Number(v) })}
        >
          <Stack gap={6}>
            <Radio value="any" label="Any rating" />
            {(f?.ratings ?? []).map((r) => (
              <Radio key={r.id} value={r.id} label={`${r.label} (${r.count})`} />
            ))}
          </Stack>
        </Radio.Group>
      </fieldset>
      <Text size="xs" c="dimmed">
        Counts show what each choice would find with your other filters.
      </Text>
    </div>
  );
}

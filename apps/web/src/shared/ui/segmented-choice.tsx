import { useId } from 'react';
import classes from './segmented-choice.module.css';

/**
 * One choice of a few, side by side (a sort, a view): a group of radio buttons drawn as Mantine's
 * segmented control is, without its sliding indicator. Mantine's measures its options as it
 * mounts and when anything around it moves, a forced layout of the whole page: on the flight
 * results it was the largest part of the first results' task on a phone (decision 032). Native
 * radios: the arrow keys move the choice, and a screen reader hears a radio group.
 */
export function SegmentedChoice<T extends string>({
  label,
  labelledBy,
  value,
  data,
  onChange,
}: {
  /** The group's name for assistive technology, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  value: T;
  data: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className={classes.root}>
      {data.map((option) => {
        const active = option.value === value;
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className={classes.option} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={active}
              onChange={() => onChange(option.value)}
            />
            <label className={classes.label} htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}

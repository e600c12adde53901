import { groupDigits } from '@farewise/domain/money/format';
import { Group, Text } from '@mantine/core';
import classes from './hotel-results.module.css';

/** '8.6 Very good · 1,204 reviews', the score in a badge as the large sites show it. */
export function ReviewScore({
  score,
  label,
  count,
}: {
  score: number;
  label: string;
  count: number;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span className={classes.score} aria-label={`Review score ${score.toFixed(1)} out of 10`}>
        {score.toFixed(1)}
      </span>
      <div>
        <Text size="sm" fw={600} lh={1.2}>
          {label}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {groupDigits(count)} reviews
        </Text>
      </div>
    </Group>
  );
}

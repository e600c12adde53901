import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** A hotel's stars, read out as 'N-star hotel'. */
export function StarRating({ stars, size = 14 }: { stars: number; size?: number }) {
  if (stars <= 0) return null;
  return (
    <Group gap={2} role="img" aria-label={`${stars}-star hotel`} wrap="nowrap">
      {Array.from({ length: stars }, (_, i) => (
        <IconStarFilled key={i} size={size} color="#b45309" aria-hidden />
      ))}
    </Group>
  );
}

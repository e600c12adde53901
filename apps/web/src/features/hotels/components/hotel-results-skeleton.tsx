import { Skeleton, Stack } from '@mantine/core';
import classes from './hotel-results.module.css';
import { loadingState } from '../../../shared/ui/loading-state';

/**
 * The results while they load; on a phone the first card keeps the photo the server painted for
 * this search (decision 032) where the first result's photo will be.
 */
export function ResultsSkeleton({ photo }: { photo?: string }) {
  return (
    <Stack gap="md" {...loadingState('Loading hotels')}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={classes.card}>
          {i === 0 && photo ? (
            <img className={classes.cardPhoto} src={photo} alt="" width={240} height={180} />
          ) : (
            <Skeleton height={180} radius={0} />
          )}
          <Stack p="md" gap="sm">
            <Skeleton height={20} width="60%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={12} width="50%" />
            <Skeleton height={12} width="70%" />
          </Stack>
          <Stack p="md" gap="sm" align="flex-end">
            <Skeleton height={24} width={120} />
            <Skeleton height={36} width={140} />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}

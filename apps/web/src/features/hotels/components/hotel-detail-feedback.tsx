import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { paintedHotelPhoto } from '../../../shared/ui/painted-hotel';
import classes from './hotel-results.module.css';
import { loadingState } from '../../../shared/ui/loading-state';

/**
 * The hotel's page while it loads; on a phone with the first photo the server painted for this
 * address (decision 030), kept where the page's gallery will show it.
 */
export function DetailSkeleton() {
  const photo = paintedHotelPhoto(useLocation().pathname);
  return (
    <Stack gap="md" mt="md" {...loadingState('Loading hotel')}>
      {photo && <img className={classes.paintedPhoto} src={photo} alt="" />}
      <Skeleton height={32} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={326} />
      <Skeleton height={120} />
    </Stack>
  );
}

export function ErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      role="alert"
      title="We could not load this hotel"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

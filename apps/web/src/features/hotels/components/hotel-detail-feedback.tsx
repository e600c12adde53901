import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading hotel">
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

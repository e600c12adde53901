import './aftersales-styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../config/paths';

/** The frame of an after-sales page: the way back to the booking, the title and its lead. */
export function AftersalesFrame({
  title,
  lead,
  orderId,
  back,
  children,
}: {
  title: string;
  lead?: ReactNode;
  orderId?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const way =
    back ??
    (orderId ? { to: paths.refChgOptions.url(orderId), label: 'Refund and change options' } : null);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        {way && (
          <Anchor component={Link} to={way.to} size="sm" w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {way.label}
            </Group>
          </Anchor>
        )}
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead && (
            <Text c="dimmed" size="sm" mt={4}>
              {lead}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}

/** Cards the size of what loads, so nothing jumps when it arrives. */
export function AftersalesSkeleton({ label = 'Loading your booking' }: { label?: string }) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={110} radius="lg" />
      <Skeleton height={220} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** A failed load: not found (or not the traveller's) points to the look-up; anything else offers a retry. */
export function AftersalesError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const missing = error instanceof ApiError && (error.code === 404 || error.code === 401);
  return (
    <Alert
      color={missing ? 'orange' : 'red'}
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={missing ? 'We could not find this booking' : 'Something went wrong'}
    >
      <Stack gap="xs">
        <Text size="sm">
          {missing
            ? 'It may belong to another account, or this browser may not have opened it yet. Find it with your order number and e-mail address.'
            : error.message}
        </Text>
        <Group gap="sm">
          {missing ? (
            <Button component={Link} to={paths.searchBookings.url()} size="xs" variant="light">
              Find your booking
            </Button>
          ) : (
            onRetry && (
              <Button size="xs" variant="light" onClick={onRetry}>
                Try again
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

/** A success or good-news alert whose title and text stay above 4.5:1 on the light teal tint. */
export const GOOD_NEWS = {
  color: 'teal',
  styles: { title: { color: '#0b5e45' }, message: { color: '#12372a' } },
} as const;

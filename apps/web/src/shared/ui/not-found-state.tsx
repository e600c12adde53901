import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../api/client';

/** An answer that means "there is no such thing here": 404, or an id the server refuses (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 404 || error.code === 400);
}

/**
 * The not-found state of an order or hotel page (decision 022): a clear heading, what to do, and
 * the way on, instead of a spinner or a raw message. One for every such page, so they read alike.
 */
export function NotFoundState({
  title = "We couldn't find this booking",
  children = 'The link may be old or mistyped. You can look your booking up with its number and your e-mail address.',
  lookUp = true,
}: {
  title?: string;
  children?: ReactNode;
  /** Offer the booking look-up (order pages); a hotel page offers the hotel search instead. */
  lookUp?: boolean;
}) {
  return (
    <Container size="sm" py={48}>
      <Stack align="center" gap="md" ta="center" data-testid="not-found">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden>
          <IconMap2 size={36} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text maw={460}>{children}</Text>
        <Group justify="center">
          {lookUp ? (
            <Button component={Link} to={paths.searchBookings.url()}>
              Find a booking
            </Button>
          ) : (
            <Button component={Link} to={paths.hotelHome.url()}>
              Search hotels
            </Button>
          )}
          <Button component={Link} to={paths.home.url()} variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * SPEC 8: the fare price call answered without data: 'Sorry, the request failed. Please book
 * again.' with 'Search Again', which goes back.
 */
export function RequestFailedState({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={48}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Text fw={600}>{message}</Text>
        <Button onClick={() => navigate(-1)}>Search Again</Button>
      </Stack>
    </Container>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../shared/session/session-store';
import { openLogin } from '../shared/dialogs/dialog-store';

/**
 * Guards /userInfo (SPEC 6): a signed-out visitor gets the login dialog and, once signed
 * in, the page they asked for (the dialog returns to it).
 */
export function RequireLogin() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!isSignedIn) openLogin({ returnTo: here });
  }, [isSignedIn, here]);

  if (isSignedIn) return <Outlet />;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Log in to see your account</Title>
        <Text c="dimmed">
          Your trips, travellers, contacts and password settings are here once you log in.
        </Text>
        <Button size="md" onClick={() => openLogin({ returnTo: here })}>
          Log In
        </Button>
      </Stack>
    </Container>
  );
}

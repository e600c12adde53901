import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { FallbackProps } from 'react-error-boundary';
import { useNewVersionAvailable } from '../shared/site/upgrade.query';
import { ErrorReference, referenceOf } from '../shared/ui/error-reference';
import { UpgradeOffer } from './upgrade-offer';

/**
 * Shown when a page fails to load or render. After a deploy, the code of a page opened earlier
 * is gone from the server: when the server runs a newer build, the page offers it instead of an
 * error (asked at once, not waiting for the next check).
 */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  console.error(error);
  const offer = useNewVersionAvailable(true);
  // A call the server failed: its reference, for the traveller to quote to support.
  const reference = referenceOf(error);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        {offer ? (
          <UpgradeOffer />
        ) : (
          <>
            <Title order={1}>Something went wrong</Title>
            <Text c="dimmed">
              This page could not be shown. Please reload it; if that does not help, try again in a
              few minutes.
            </Text>
            {reference ? <ErrorReference id={reference} /> : null}
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <Button component="a" href="/" variant="subtle">
              Go to the home page
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}

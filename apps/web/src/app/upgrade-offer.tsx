import { Anchor, Button, Container, Text, Title } from '@mantine/core';
import { NEW_VERSION_MESSAGE } from '@farewise/domain/site/build-version';
import { useNewVersionAvailable } from '../shared/site/upgrade.query';
import classes from './layout/layout.module.css';

const reload = () => window.location.reload();

/** "A new version of Farewise is available — Reload", as the heading of a page that failed to load. */
export function UpgradeOffer() {
  return (
    <>
      <Title order={1} size="h3" data-upgrade-offer>
        {NEW_VERSION_MESSAGE} —
      </Title>
      <Button onClick={reload}>Reload</Button>
    </>
  );
}

/**
 * The same offer as a bar above the header, on every page, once the server runs a newer build;
 * hidden (by its style) while a page shows it as its heading.
 */
export function UpgradeBar() {
  if (!useNewVersionAvailable()) return null;
  return (
    <section className={classes.upgradeBar} role="status" aria-label="New version">
      <Container size="lg" py={6}>
        <Text size="sm" ta="center">
          {NEW_VERSION_MESSAGE} —{' '}
          <Anchor component="button" size="sm" onClick={reload}>
            Reload
          </Anchor>
        </Text>
      </Container>
    </section>
  );
}

import { useSyncExternalStore } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { STORAGE_KEYS, readText, writeText } from '../../shared/storage/storage';
import { openAgreement } from '../../shared/dialogs/dialog-store';
import { BANNER_LINK_TEXT, BANNER_TEXT } from '@farewise/domain/site/consent-banner';
import classes from './layout.module.css';

const isAgreed = () => readText('session', STORAGE_KEYS.bannerAgreed) === '1';
const agreedListeners = new Set<() => void>();
const onAgreed = (listener: () => void) => {
  agreedListeners.add(listener);
  return () => agreedListeners.delete(listener);
};

/** Agreed for this browser session (SPEC 2.2); the banner painted with the shell hides too. */
export function agreeToBanner() {
  writeText('session', STORAGE_KEYS.bannerAgreed, '1');
  document.documentElement.setAttribute('data-agreed', '');
  agreedListeners.forEach((listener) => listener());
}

/**
 * Top banner (SPEC 2.2): continuing means agreeing; Agree hides it for this browser session. The
 * flag is read from session storage itself, so an Agree pressed on the painted banner while the
 * app was still starting (or during a render) is never missed.
 */
export function ConsentBanner() {
  const agreed = useSyncExternalStore(onAgreed, isAgreed);
  if (agreed) return null;

  return (
    <section className={classes.banner} aria-label="Cookies and terms">
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" py={8}>
          <Text size="sm" className={classes.bannerText}>
            {BANNER_TEXT}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              className={classes.bannerLink}
              onClick={openAgreement}
            >
              {BANNER_LINK_TEXT}
            </Anchor>
            .
          </Text>
          <Button
            size="compact-md"
            color="accent"
            onClick={agreeToBanner}
            style={{ flexShrink: 0 }}
          >
            Agree
          </Button>
        </Group>
      </Container>
    </section>
  );
}

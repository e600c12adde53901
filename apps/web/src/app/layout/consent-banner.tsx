import { useState } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { STORAGE_KEYS, readText, writeText } from '../../shared/storage/storage';
import { openAgreement } from '../../shared/dialogs/dialog-store';
import { BANNER_LINK_TEXT, BANNER_TEXT } from '@farewise/domain/site/consent-banner';
import classes from './layout.module.css';

/** Agreed for this browser session (SPEC 2.2); the banner painted with the shell hides too. */
export function agreeToBanner() {
  writeText('session', STORAGE_KEYS.bannerAgreed, '1');
  document.documentElement.setAttribute('data-agreed', '');
}

/** Top banner (SPEC 2.2): continuing means agreeing; Agree hides it for this browser session. */
export function ConsentBanner() {
  const [agreed, setAgreed] = useState(
    () => readText('session', STORAGE_KEYS.bannerAgreed) === '1',
  );
  if (agreed) return null;

  const agree = () => {
    agreeToBanner();
    setAgreed(true);
  };

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
          <Button size="compact-md" color="accent" onClick={agree} style={{ flexShrink: 0 }}>
            Agree
          </Button>
        </Group>
      </Container>
    </section>
  );
}

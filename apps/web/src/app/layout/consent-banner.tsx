import { useState } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { STORAGE_KEYS, readText, writeText } from '../../shared/storage/storage';
import { openAgreement } from '../../shared/dialogs/dialog-store';
import classes from './layout.module.css';

/** Top banner (SPEC 2.2): continuing means agreeing; Agree hides it for this browser session. */
export function ConsentBanner() {
  const [agreed, setAgreed] = useState(
    () => readText('session', STORAGE_KEYS.bannerAgreed) === '1',
  );
  if (agreed) return null;

  const agree = () => {
    writeText('session', STORAGE_KEYS.bannerAgreed, '1');
    setAgreed(true);
  };

  return (
    <section className={classes.banner} aria-label="Cookies and terms">
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm" py={8}>
          <Text size="sm" className={classes.bannerText}>
            By continuing to use Farewise you agree to our Privacy Policy, our use of cookies and
            our{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              className={classes.bannerLink}
              onClick={openAgreement}
            >
              Terms and Conditions
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

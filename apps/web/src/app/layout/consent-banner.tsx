import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readText, writeText } from '../../shared/storage/storage';
import { openAgreement } from '../../shared/dialogs/dialog-store';
import { BANNER_LINK_TEXT, BANNER_TEXT } from '@farewise/domain/site/consent-banner';
import plain from '../../shared/ui/plain.module.css';
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
      <div className={`${plain.container} ${classes.bannerInner}`}>
        <p className={`${plain.text} ${classes.bannerText}`}>
          {BANNER_TEXT}{' '}
          <button type="button" className={classes.bannerLink} onClick={openAgreement}>
            {BANNER_LINK_TEXT}
          </button>
          .
        </p>
        <button
          type="button"
          className={`${plain.button} ${classes.bannerAgree}`}
          data-variant="accent"
          data-size="compact-md"
          onClick={agreeToBanner}
        >
          Agree
        </button>
      </div>
    </section>
  );
}

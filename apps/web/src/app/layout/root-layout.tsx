import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session-store';
import { loadUserInfo } from '../../shared/session/user-info.api';
import { ConsentBanner } from './consent-banner';
import { DialogsHost } from './dialogs-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { lazyWithLibraries, ToastsOutsideProviders } from '../with-libraries';
import { onUnauthorized } from '../../shared/api/client';
import { clearSession } from '../../shared/session/session-store';
import { ScrollRestoration } from './scroll-restoration';
import classes from './layout.module.css';

// Shown once the server runs a newer build; the check comes with TanStack Query (decision 034).
const UpgradeBar = lazyWithLibraries(() => import('../upgrade-offer').then((m) => m.UpgradeBar));

/**
 * Every page: banner, header, the page, footer, and the site-wide dialogs and toasts. Drawn
 * without Mantine and TanStack Query (decision 034); the parts that need them load them.
 */
export function RootLayout() {
  const { token } = useSession();

  // A 401 on a signed-in call means the token is gone on the server: forget it here too.
  useEffect(() => onUnauthorized(() => clearSession()), []);

  // Refresh the signed-in traveller's details once per session start (SPEC 4).
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    loadUserInfo(controller.signal).catch(() => {
      // A 401 clears the session through onUnauthorized; other failures keep the cached e-mail.
    });
    return () => controller.abort();
  }, [token]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ConsentBanner />
      <Suspense fallback={null}>
        <UpgradeBar />
      </Suspense>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <DialogsHost />
      <ToastsOutsideProviders />
      <ScrollRestoration />
    </>
  );
}

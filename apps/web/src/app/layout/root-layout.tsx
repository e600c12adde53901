import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session-store';
import { loadUserInfo } from '../../shared/session/user-info.api';
import { ConsentBanner } from './consent-banner';
import { DialogsHost } from './dialogs-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UpgradeBar } from '../upgrade-offer';
import { ScrollRestoration } from './scroll-restoration';
import classes from './layout.module.css';

/** Every page: banner, header, the page, footer, and the site-wide dialogs. */
export function RootLayout() {
  const { token } = useSession();

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
      <UpgradeBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <DialogsHost />
      <ScrollRestoration />
    </>
  );
}

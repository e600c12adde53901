import { Suspense, useContext, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../shared/session/session-store';
import { openLogin } from '../../shared/dialogs/dialog-store';
import { LOGO_URL } from '../../shared/site/logo';
import { LibrariesReady } from '../libraries-ready';
import { lazyWithLibraries, loadLibraries } from '../with-libraries';
import { CurrencySelect } from './currency-select';
import { CustomerSupportMenu } from './customer-support-menu';
import { useOnceTrue } from './use-once-true';
import { UserMenu } from './user-menu';
import { preloadLoginDialog } from './dialogs-host';
import plain from '../../shared/ui/plain.module.css';
import classes from './layout.module.css';

// The drawer loads when the burger is first pressed; the desktop header never needs it.
const MobileDrawer = lazyWithLibraries(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/**
 * Log out from the header: the call and the query cache come with the libraries (decision 034),
 * loaded when the traveller presses it if no page has loaded them yet.
 */
function useHeaderLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useContext(LibrariesReady);
  return async () => {
    const [{ signOut }, queryClient] = await Promise.all([
      import('../../features/account/api/logout'),
      client ?? loadLibraries().then((m) => m.sharedQueryClient()),
    ]);
    await signOut({ queryClient, navigate, pathname });
  };
}

/** The site's logo, a link home; of a fixed size, so nothing moves when the SVG arrives. */
export function LogoLink({ loading }: { loading?: 'lazy' }) {
  return (
    <Link to={paths.home.url()} className={classes.logoLink}>
      <img
        src={LOGO_URL}
        alt="Farewise home"
        width={168}
        height={40}
        className={classes.logo}
        loading={loading}
      />
    </Link>
  );
}

/** Site header (SPEC 2.2); below 768 px its items move into the drawer. Drawn without Mantine. */
export function SiteHeader() {
  const { user, isSignedIn } = useSession();
  const logout = useHeaderLogout();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const drawerMounted = useOnceTrue(drawerOpened);

  return (
    <header className={classes.header}>
      <div className={`${plain.container} ${classes.headerInner}`}>
        <LogoLink />
        <div className={`${classes.headerItems} ${plain.fromSm}`}>
          <CurrencySelect />
          <CustomerSupportMenu />
          {isSignedIn ? (
            <UserMenu email={user?.email ?? 'My account'} onLogout={() => void logout()} />
          ) : (
            <>
              <Link to={paths.searchBookings.url()} className={plain.button} data-variant="default">
                Mange Bookings
              </Link>
              <button
                type="button"
                className={plain.button}
                data-variant="accent"
                onClick={() => openLogin()}
                onPointerEnter={preloadLoginDialog}
                onFocus={preloadLoginDialog}
              >
                Log In
              </button>
            </>
          )}
        </div>
        <button
          type="button"
          className={`${plain.burger} ${plain.belowSm}`}
          onClick={() => setDrawerOpened((o) => !o)}
          aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpened}
          aria-controls="site-drawer"
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpened}
            onClose={() => setDrawerOpened(false)}
            onLogout={() => void logout()}
          />
        </Suspense>
      )}
    </header>
  );
}

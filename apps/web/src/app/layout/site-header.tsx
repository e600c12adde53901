import { Suspense, lazy } from 'react';
import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../shared/session/session-store';
import { openLogin } from '../../shared/dialogs/dialog-store';
import { LOGO_URL } from '../../shared/site/site-info.query';
import { useLogout } from '../../features/account/api/logout';
import { CurrencySelect } from './currency-select';
import { CustomerSupportMenu } from './customer-support-menu';
import { useOnceTrue } from './use-once-true';
import { UserMenu } from './user-menu';
import { preloadLoginDialog } from './dialogs-host';
import classes from './layout.module.css';

// The drawer loads when the burger is first pressed; the desktop header never needs it.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })),
);

/** Site header (SPEC 2.2); below 768 px its items move into the drawer. */
export function SiteHeader() {
  const { user, isSignedIn } = useSession();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerMounted = useOnceTrue(drawerOpened);

  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" className={classes.headerInner}>
          <Link to={paths.home.url()} className={classes.logoLink}>
            {/* Fixed size so nothing moves when the SVG arrives. */}
            <img
              src={LOGO_URL}
              alt="Farewise home"
              width={168}
              height={40}
              className={classes.logo}
            />
          </Link>
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <CurrencySelect />
            <CustomerSupportMenu />
            {isSignedIn ? (
              <UserMenu email={user?.email ?? 'My account'} onLogout={() => void logout()} />
            ) : (
              <>
                <Button variant="default" component={Link} to={paths.searchBookings.url()}>
                  Mange Bookings
                </Button>
                <Button
                  color="accent"
                  onClick={() => openLogin()}
                  onPointerEnter={preloadLoginDialog}
                  onFocus={preloadLoginDialog}
                >
                  Log In
                </Button>
              </>
            )}
          </Group>
          <Burger
            hiddenFrom="sm"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={drawerOpened}
            aria-controls="site-drawer"
          />
        </Group>
      </Container>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            onLogout={() => void logout()}
          />
        </Suspense>
      )}
    </header>
  );
}

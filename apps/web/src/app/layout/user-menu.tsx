import { Suspense, lazy, useEffect } from 'react';
import { IconUser } from '@tabler/icons-react';
import { HeaderPopover } from './header-popover';
import classes from './layout.module.css';

const loadItems = () => import('./user-menu-items');
const UserMenuItems = lazy(() => loadItems().then((m) => ({ default: m.UserMenuItems })));

/** Signed-in header popover (SPEC 2.2): the e-mail, the account tabs and Log out. */
export function UserMenu({ email, onLogout }: { email: string; onLogout: () => void }) {
  // The list's code (and its icons) comes just after the page's first render, not with it.
  useEffect(() => void loadItems(), []);
  return (
    <HeaderPopover
      label={<span className={classes.userEmail}>{email}</span>}
      ariaLabel={email}
      leftSection={<IconUser size={18} aria-hidden />}
      variant="default"
      buttonClassName={classes.userButton}
      width={250}
    >
      {(close) => (
        <Suspense fallback={null}>
          <UserMenuItems email={email} close={close} onLogout={onLogout} />
        </Suspense>
      )}
    </HeaderPopover>
  );
}

import {
  IconAddressBook,
  IconBell,
  IconLock,
  IconLogout,
  IconTicket,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ACCOUNT_TABS, type AccountTab } from '../../shared/session/account-tabs';
import { HeaderPopover } from './header-popover';
import popover from './header-popover.module.css';
import classes from './layout.module.css';

export const ACCOUNT_TAB_ICONS = [IconTicket, IconUsers, IconAddressBook, IconLock, IconBell];

/** Signed-in header popover (SPEC 2.2): the e-mail, the account tabs and Log out. */
export function UserMenu({ email, onLogout }: { email: string; onLogout: () => void }) {
  return (
    <HeaderPopover
      label={<span className={classes.userEmail}>{email}</span>}
      ariaLabel={email}
      leftSection={<IconUser size={18} aria-hidden />}
      buttonProps={{ variant: 'default', className: classes.userButton }}
      width={250}
    >
      {(close) => (
        <ul className={popover.list}>
          <li>
            <span className={popover.label}>Signed in as {email}</span>
          </li>
          {ACCOUNT_TABS.map((name, i) => {
            const Icon = ACCOUNT_TAB_ICONS[i] ?? IconUser;
            return (
              <li key={name}>
                <Link
                  className={popover.item}
                  to={paths.userInfo.url(i as AccountTab)}
                  onClick={close}
                >
                  <Icon size={16} aria-hidden />
                  {name}
                </Link>
              </li>
            );
          })}
          <li>
            <hr className={popover.divider} />
            <button
              type="button"
              className={popover.item}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <IconLogout size={16} aria-hidden />
              Log out
            </button>
          </li>
        </ul>
      )}
    </HeaderPopover>
  );
}

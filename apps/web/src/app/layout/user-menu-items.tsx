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
import popover from './header-popover.module.css';

export const ACCOUNT_TAB_ICONS = [IconTicket, IconUsers, IconAddressBook, IconLock, IconBell];

/** The signed-in popover's list: who is signed in, the account tabs and Log out. */
export function UserMenuItems({
  email,
  close,
  onLogout,
}: {
  email: string;
  close: () => void;
  onLogout: () => void;
}) {
  return (
    <ul className={popover.list}>
      <li>
        <span className={popover.label}>Signed in as {email}</span>
      </li>
      {ACCOUNT_TABS.map((name, i) => {
        const Icon = ACCOUNT_TAB_ICONS[i] ?? IconUser;
        return (
          <li key={name}>
            <Link className={popover.item} to={paths.userInfo.url(i as AccountTab)} onClick={close}>
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
  );
}

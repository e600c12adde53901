import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import type { ReactNode } from 'react';
import { Anchor, Button, Divider, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconBed,
  IconHeadset,
  IconInfoCircle,
  IconLogout,
  IconMail,
  IconPhone,
  IconPlane,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../shared/session/session-store';
import { openLogin } from '../../shared/dialogs/dialog-store';
import { useSiteInfo } from '../../shared/site/site-info.query';
import { telHref } from '../../shared/site/contact-links';
import { ACCOUNT_TABS, type AccountTab } from '../../shared/session/account-tabs';
import { CurrencySelect } from './currency-select';
import { ACCOUNT_TAB_ICONS } from './user-menu-items';
import classes from './layout.module.css';
import { loadingState } from '../../shared/ui/loading-state';

/**
 * The small-screen menu (SPEC 2.2): the header's items plus Hotels, Flights, Manage Bookings
 * and About us. Drawer locks the page scroll while it is open.
 */
export function MobileDrawer({
  opened,
  onClose,
  onLogout,
}: {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { user, isSignedIn } = useSession();
  const { data: site, isPending } = useSiteInfo();

  const item = (to: string, label: string, icon: ReactNode) => (
    <Link key={label} to={to} className={classes.drawerLink} onClick={onClose}>
      {icon}
      {label}
    </Link>
  );

  return (
    // Built from Drawer's parts so the title bar is a <div>, not a second page banner.
    <Drawer.Root
      id="site-drawer"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 360px)"
      lockScroll
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={700} fz="h3">
            Menu
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap={4}>
            {isSignedIn ? (
              <>
                <Text size="sm" c="dimmed">
                  Signed in as
                </Text>
                <Text fw={600} mb="xs" truncate>
                  {user?.email}
                </Text>
                {ACCOUNT_TABS.map((name, i) => {
                  const Icon = ACCOUNT_TAB_ICONS[i] ?? IconUser;
                  return item(
                    paths.userInfo.url(i as AccountTab),
                    name,
                    <Icon size={20} aria-hidden />,
                  );
                })}
                <Button
                  variant="default"
                  leftSection={<IconLogout size={18} aria-hidden />}
                  mt="xs"
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  Log out
                </Button>
              </>
            ) : (
              <Stack gap="xs">
                <Button
                  color="accent"
                  size="md"
                  onClick={() => {
                    onClose();
                    openLogin();
                  }}
                >
                  Log In
                </Button>
                <Button
                  variant="default"
                  size="md"
                  component={Link}
                  to={paths.searchBookings.url()}
                  onClick={onClose}
                >
                  Mange Bookings
                </Button>
              </Stack>
            )}

            <Divider my="sm" />
            <nav aria-label="Site">
              {item(paths.hotelHome.url(), 'Hotels', <IconBed size={20} aria-hidden />)}
              {item(paths.home.url({ active: 1 }), 'Flights', <IconPlane size={20} aria-hidden />)}
              {item(
                paths.mangeBookings.url(),
                'Manage Bookings',
                <IconHeadset size={20} aria-hidden />,
              )}
              {item(paths.aboutUs.url(), 'About us', <IconInfoCircle size={20} aria-hidden />)}
            </nav>

            <Divider my="sm" />
            <Text component="h3" className={classes.drawerSectionTitle}>
              Customer Support
            </Text>
            {isPending || !site ? (
              <Stack gap="xs" {...loadingState('Loading contact details')}>
                <Skeleton height={16} width="70%" />
                <Skeleton height={16} width="70%" />
                <Skeleton height={16} width="80%" />
              </Stack>
            ) : (
              <Stack gap={6}>
                <ContactLine icon={<IconPhone size={18} aria-hidden />} label="General enquiries">
                  <Anchor href={telHref(site.tel_general_enquiries)}>
                    {site.tel_general_enquiries}
                  </Anchor>
                </ContactLine>
                <ContactLine icon={<IconPhone size={18} aria-hidden />} label="From overseas">
                  <Anchor href={telHref(site.tel_from_overseas)}>{site.tel_from_overseas}</Anchor>
                </ContactLine>
                <ContactLine icon={<IconMail size={18} aria-hidden />} label="Support mail">
                  <Anchor href={`mailto:${site.support_mail}`}>{site.support_mail}</Anchor>
                </ContactLine>
              </Stack>
            )}

            <Divider my="sm" />
            <Text component="h3" className={classes.drawerSectionTitle}>
              Currency
            </Text>
            <CurrencySelect fullWidth />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <span style={{ marginTop: 2, color: 'var(--mantine-color-brand-7)' }}>{icon}</span>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}

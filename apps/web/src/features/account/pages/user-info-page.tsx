import { Container, Group, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconBell,
  IconLock,
  IconTicket,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { ACCOUNT_TABS, accountTabFromQuery } from '../../../shared/session/account-tabs';
import { ContactList } from '../components/contact-list';
import { DeleteAccountCard } from '../components/delete-account-card';
import { DownloadMyDataCard } from '../components/download-my-data-card';
import { MyTrips } from '../components/my-trips';
import { PasswordSettings } from '../components/password-settings';
import { TravelerList } from '../components/traveler-list';

const ICONS = [IconTicket, IconUsers, IconAddressBook, IconLock, IconBell];
/** Tab 3: the password, then the traveller's own data (issue 41): download it, delete the account. */
function PasswordAndData() {
  return (
    <Stack gap="lg">
      <PasswordSettings />
      <DownloadMyDataCard />
      <DeleteAccountCard />
    </Stack>
  );
}
const PANELS = [MyTrips, TravelerList, ContactList, PasswordAndData];

/**
 * `/userInfo` (signed in only): the account area with its tabs (SPEC 2.1; Price alerts, issue 17).
 * The Price alerts tab is the price-alerts feature's list, given by the app shell
 * (app/user-info-route.tsx): features do not import each other.
 */
export function UserInfoPage({ priceAlerts }: { priceAlerts?: ReactNode }) {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = accountTabFromQuery(params.get('tab'));

  return (
    <Container size="lg" py="xl">
      <Group gap="md" mb="xl" wrap="nowrap">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden>
          <IconUser size={30} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={1}>My account</Title>
          <Text c="dimmed" truncate>
            {user?.email ?? ' '}
          </Text>
        </div>
      </Group>
      <Tabs
        value={String(tab)}
        onChange={(v) => v && setParams({ tab: v }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label="Account sections">
          {ACCOUNT_TABS.map((name, i) => {
            const Icon = ICONS[i] ?? IconUser;
            return (
              <Tabs.Tab key={name} value={String(i)} leftSection={<Icon size={18} aria-hidden />}>
                {name}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {ACCOUNT_TABS.map((name, i) => {
          const Panel = PANELS[i];
          return (
            <Tabs.Panel key={name} value={String(i)} pt="lg">
              {Panel ? <Panel /> : priceAlerts}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Container>
  );
}

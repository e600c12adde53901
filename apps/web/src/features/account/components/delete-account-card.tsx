import './account-styles';
import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useSession } from '../../../shared/session/session-store';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account" (issue 41): opens the dialog that explains, mails a code and deletes. */
export function DeleteAccountCard() {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Delete my account
          </Title>
          <Text c="dimmed" size="sm">
            Deletes your account and what you saved in it. Bookings are kept, without your name or
            contact details.
          </Text>
        </div>
        <Button
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setOpened(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Delete my account
        </Button>
      </Stack>
      {opened && (
        <DeleteAccountDialog opened onClose={() => setOpened(false)} email={user?.email ?? ''} />
      )}
    </Card>
  );
}

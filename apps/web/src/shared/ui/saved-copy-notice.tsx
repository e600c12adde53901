import { Alert, Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, type ReactNode } from 'react';
import { useOnline } from '../offline/online-status';

/** '14:05 on Tue 3 Mar 2027': when a saved copy was taken, in the traveller's own time. */
export const savedAtText = (savedAt: number) => dayjs(savedAt).format('HH:mm [on] ddd D MMM YYYY');

/**
 * Above a page that shows the copy saved on this device instead of a live answer (decision 020):
 * when it was saved, and that anything that needs the network waits for a connection.
 */
export function SavedCopyNotice({ savedAt, what }: { savedAt: number | null; what: string }) {
  if (savedAt === null) return null;
  return (
    <Alert
      role="status"
      color="gray"
      variant="light"
      mt="md"
      icon={<IconCloudOff size={18} aria-hidden />}
      title={`Saved ${savedAtText(savedAt)}`}
      data-testid="saved-copy"
    >
      You are offline, so you are seeing {what} as it was saved on this device. It may have changed
      since: paying, cancelling and changes need a connection.
    </Alert>
  );
}

/**
 * An action that needs the network (pay, cancel, change). Offline it shows as a disabled button
 * of the same name that says why, instead of a button that would only fail.
 */
export function NeedsConnection({
  label,
  children,
  ...button
}: { label: ReactNode; children: ReactNode } & Pick<
  ButtonProps,
  'variant' | 'fullWidth' | 'color' | 'size' | 'leftSection'
>) {
  const online = useOnline();
  const id = useId();
  if (online) return children;
  return (
    <Stack gap={2} align={button.fullWidth ? 'stretch' : 'flex-start'}>
      <Button {...button} disabled aria-describedby={id}>
        {label}
      </Button>
      <Text size="xs" c="dimmed" id={id}>
        Needs a connection
      </Text>
    </Stack>
  );
}

import { GOOD_NEWS_TEXT, QUIET_TEXT } from '../components/price-alerts-styles';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBell, IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useSession } from '../../../shared/session/session-store';
import { PriceAlertList } from '../components/price-alert-list';
import { useMailLinkAction, useUpdateAlert } from '../api/price-alerts-api';
import { rememberAlertToken } from '../alert-memory';

type Action = 'confirm' | 'unsubscribe';

/** What the mail's confirm or unsubscribe link did, said once at the top. */
function LinkOutcome({ token, action }: { token: string; action: Action }) {
  const run = useMailLinkAction(token);
  const started = useRef(false);
  const resume = useUpdateAlert(token);
  useEffect(() => {
    // The link acts when the page opens (one click), not when a mail scanner fetches it.
    if (started.current) return;
    started.current = true;
    run.mutate(action);
  }, [run, action]);

  if (run.isPending || run.isIdle)
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{action === 'confirm' ? 'Confirming your alert…' : 'Unsubscribing…'}</Text>
      </Group>
    );
  if (run.isError)
    return (
      <Alert color="red" variant="light" title="This link did not work">
        {run.error.message}
      </Alert>
    );
  if (action === 'confirm')
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        styles={GOOD_NEWS_TEXT}
        icon={<IconCircleCheck size={20} aria-hidden />}
        title="Your price alert is on"
      >
        We check the price at least once a day and mail you when it drops.
      </Alert>
    );
  const alertId = (run.data as { alert?: { id: string } } | undefined)?.alert?.id;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      styles={QUIET_TEXT}
      icon={<IconMailOff size={20} aria-hidden />}
      title="You are unsubscribed"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">We will send no more mails for this alert.</Text>
        {alertId && (
          <Button
            size="xs"
            variant="default"
            loading={resume.isPending}
            disabled={resume.isSuccess}
            onClick={() => resume.mutate({ id: alertId, status: 'active' })}
          >
            {resume.isSuccess ? 'Alert resumed' : 'Undo'}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * /priceAlerts?token=…[&action=confirm|unsubscribe]: the page a price alert's mail opens, no
 * sign-in. Confirms or unsubscribes as the link says, then lists the address's alerts.
 */
export function PriceAlertsPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const actionParam = params.get('action');
  const action: Action | null =
    actionParam === 'confirm' || actionParam === 'unsubscribe' ? actionParam : null;
  const { isSignedIn } = useSession();
  // The results pages show a guest's tracked searches by this mail's token (decision 045).
  useEffect(() => {
    if (token) rememberAlertToken(token);
  }, [token]);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden>
            <IconBell size={30} />
          </ThemeIcon>
          <div>
            <Title order={1}>Your price alerts</Title>
            <Text c="dimmed">Prices we watch for you, and what they did.</Text>
          </div>
        </Group>
        {token ? (
          <>
            {action && <LinkOutcome key={`${token}${action}`} token={token} action={action} />}
            <PriceAlertList token={token} heading={false} />
          </>
        ) : (
          <Alert color="blue" variant="light" title="Open the link from your mail">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                This page shows the price alerts of the address a mail was sent to.{' '}
                {isSignedIn ? 'Your own alerts are in your account.' : ''}
              </Text>
              {isSignedIn && (
                <Button component={Link} to={paths.userInfo.url(4)} size="xs">
                  My price alerts
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

import '@mantine/core/styles/List.css';
import { Alert, Anchor, Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { RetentionDays } from '@farewise/domain/site/retention.schemas';
import { useRetention } from '../api/get-retention';

const days = (n: number) =>
  n === 0 ? 'deleted at the next daily clean-up' : `${n} day${n === 1 ? '' : 's'}`;

/** Each period in the traveller's words, in the order the page lists them. */
const PERIODS: { key: keyof RetentionDays; what: string; after: string }[] = [
  {
    key: 'mailBodies',
    what: 'The text of the e-mails we send you',
    after: 'after it was sent; we keep only the address, subject and date',
  },
  { key: 'signInCodes', what: 'Sign-up and password reset codes', after: 'after they expire' },
  { key: 'loginAttempts', what: 'Records of sign-in attempts', after: 'after the attempt' },
  { key: 'sessions', what: 'Signed-in sessions', after: 'after they end or expire' },
  {
    key: 'unconfirmedAlerts',
    what: 'Price alerts you never confirmed',
    after: 'after they were made',
  },
  {
    key: 'alertLinks',
    what: 'The links in price-alert e-mails',
    after: 'after the e-mail was sent',
  },
  {
    key: 'orphanedUploads',
    what: 'Pictures uploaded but never sent with a request',
    after: 'after the upload',
  },
  {
    key: 'closedCasePictures',
    what: 'Pictures sent with a problem report or refund',
    after: 'after the case is closed',
  },
];

/** `/privacy`: what we keep, why, and for how long (the periods come from the server). */
export function PrivacyPage() {
  const { data, isPending, isError } = useRetention();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Privacy</Title>
        <Text size="lg">
          We keep the personal data a booking needs, for as long as it needs it, and delete the rest
          on a schedule.
        </Text>
        <section aria-labelledby="privacy-what">
          <Title order={2} id="privacy-what" mb="sm">
            What we keep
          </Title>
          <List spacing="xs">
            <List.Item>
              Your account: e-mail address and a protected (hashed) password, never the password
              itself.
            </List.Item>
            <List.Item>
              Travellers and contacts you save, and the names and contact details of each booking,
              which the airline, hotel or activity provider needs.
            </List.Item>
            <List.Item>
              Orders and their payments, kept for the accounting records the law requires. Your card
              goes to the payment gateway only: this site never receives or stores its number.
            </List.Item>
            <List.Item>Price alerts you set up, and pictures you upload for a request.</List.Item>
          </List>
        </section>
        <section aria-labelledby="privacy-periods">
          <Title order={2} id="privacy-periods" mb="sm">
            How long we keep it
          </Title>
          <Text mb="sm">
            A clean-up runs every day and deletes what these periods have passed for:
          </Text>
          {isPending ? (
            <Skeleton height={160} aria-label="Loading the periods" />
          ) : isError || !data ? (
            <Alert color="red" title="The periods could not be loaded">
              Please try again later.
            </Alert>
          ) : (
            <List spacing="xs">
              {PERIODS.map((p) => (
                <List.Item key={p.key}>
                  {p.what}: <strong>{days(data[p.key])}</strong>
                  {data[p.key] === 0 ? '' : ` ${p.after}`}.
                </List.Item>
              ))}
            </List>
          )}
        </section>
        <section aria-labelledby="privacy-logs">
          <Title order={2} id="privacy-logs" mb="sm">
            Our logs
          </Title>
          <Text>
            Our server logs record which pages were asked for and when, never passwords, codes,
            order tokens, cookies or card details.
          </Text>
        </section>
        <Text>
          Questions about your data? Contact{' '}
          <Anchor component={Link} to={paths.mangeBookings.url()} underline="always">
            Customer Support
          </Anchor>
          . See also our{' '}
          <Anchor component={Link} to={paths.terms.url()} underline="always">
            Terms and Conditions
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}

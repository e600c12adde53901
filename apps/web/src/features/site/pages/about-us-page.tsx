import '@mantine/core/styles/List.css';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** `/aboutUs`. */
export function AboutUsPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>About Farewise</Title>
        <Text size="lg">
          Farewise helps travellers book flights and hotels with clear prices, clear rules and
          flexible ways to pay.
        </Text>
        <section aria-labelledby="about-what">
          <Title order={2} id="about-what" mb="sm">
            What we do
          </Title>
          <Text>
            We search airlines and hotel partners for you, show every fare with its baggage, change
            and refund rules, and let you pay in full or hold your trip with a deposit and weekly
            slices. Your contract for travel is with the airline or hotel; we arrange the booking
            and look after it with you.
          </Text>
        </section>
        <section aria-labelledby="about-promise">
          <Title order={2} id="about-promise" mb="sm">
            Our promise
          </Title>
          <List spacing="xs">
            <List.Item>
              The price you see is the price you confirm: if it changes, we tell you before you pay.
            </List.Item>
            <List.Item>
              No late fees on slice payments, and reminders before every instalment.
            </List.Item>
            <List.Item>Real people to help with changes, refunds and name corrections.</List.Item>
          </List>
        </section>
        <Text>
          Questions? Visit{' '}
          <Anchor component={Link} to={paths.mangeBookings.url()}>
            Customer Support
          </Anchor>{' '}
          or read our{' '}
          <Anchor component={Link} to={paths.terms.url()}>
            Terms and Conditions
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}

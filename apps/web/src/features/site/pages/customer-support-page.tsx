import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteInfo } from '../../../shared/site/site-info.query';
import { telHref } from '../../../shared/site/contact-links';

/** `/mangeBookings` (spelled as SPEC 2.1): customer support, with contacts from site info. */
export function CustomerSupportPage() {
  const { data: site, isPending, isError, refetch } = useSiteInfo();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>Customer Support</Title>
        <Text size="lg" c="dimmed">
          Need to change, cancel or ask about a booking? We are here to help.
        </Text>
      </Stack>
      {isError ? (
        <Card withBorder radius="md" p="lg">
          <Text mb="sm">Our contact details could not be loaded.</Text>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ContactCard icon={<IconPhone size={22} />} title="Call us" loading={isPending} lines={4}>
            {site && (
              <>
                <Text size="sm">General enquiries (Australia)</Text>
                <Anchor href={telHref(site.tel_general_enquiries)} fw={600} size="lg">
                  {site.tel_general_enquiries}
                </Anchor>
                <Text size="sm" mt="xs">
                  From overseas
                </Text>
                <Anchor href={telHref(site.tel_from_overseas)} fw={600} size="lg">
                  {site.tel_from_overseas}
                </Anchor>
              </>
            )}
          </ContactCard>
          <ContactCard
            icon={<IconMail size={22} />}
            title="E-mail us"
            loading={isPending}
            lines={2}
          >
            {site && (
              <>
                <Text size="sm">We answer within one business day.</Text>
                <Anchor href={`mailto:${site.support_mail}`} fw={600} size="lg">
                  {site.support_mail}
                </Anchor>
              </>
            )}
          </ContactCard>
          <ContactCard
            icon={<IconClock size={22} />}
            title="Opening hours"
            loading={isPending}
            lines={1}
          >
            {site && <Text>{site.hours}</Text>}
          </ContactCard>
          <ContactCard
            icon={<IconMapPin size={22} />}
            title="Our office"
            loading={isPending}
            lines={2}
          >
            {site && (
              <Text component="address" style={{ fontStyle: 'normal' }}>
                {site.address}
              </Text>
            )}
          </ContactCard>
        </SimpleGrid>
      )}
      <Card withBorder radius="md" p="lg" mt="xl" bg="brand.0">
        <Group justify="space-between" wrap="wrap" gap="md">
          <div>
            <Title order={2} size="h3">
              Booked as a guest?
            </Title>
            <Text>Find your booking with your booking number and e-mail.</Text>
          </div>
          <Button
            component={Link}
            to={paths.searchBookings.url()}
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            Find my booking
          </Button>
        </Group>
      </Card>
    </Container>
  );
}

/** A line of the cards' text, the larger (an 18 px link) with its spacing. */
const LINE_HEIGHT = 30;

function ContactCard({
  icon,
  title,
  loading,
  lines,
  children,
}: {
  icon: ReactNode;
  title: string;
  loading: boolean;
  /** Lines of text the card shows: the skeleton and the text keep the same height (no shift). */
  lines: number;
  children: ReactNode;
}) {
  const minHeight = lines * LINE_HEIGHT;
  return (
    <Card withBorder radius="md" p="lg">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="brand" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {loading ? (
        <Stack gap="xs" mih={minHeight}>
          {Array.from({ length: lines }, (_, i) => (
            <Skeleton key={i} height={i % 2 ? 20 : 14} width={i % 2 ? '55%' : '70%'} />
          ))}
        </Stack>
      ) : (
        <Stack gap={2} align="flex-start" mih={minHeight}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

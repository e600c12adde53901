import {
  Anchor,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { copyrightLines } from '@farewise/domain/site/copyright';
import { paths } from '../../config/paths';
import { LOGO_URL, useSiteInfo } from '../../shared/site/site-info.query';
import { telHref } from '../../shared/site/contact-links';
import { PAYMENT_ICON_SIZE, PAYMENT_METHODS } from './payment-icons';
import classes from './layout.module.css';

/** Site footer (SPEC 2.3). */
export function SiteFooter() {
  const { data: site, isPending } = useSiteInfo();
  const loading = isPending || !site;

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Link to={paths.home.url()} className={classes.logoLink}>
              <img
                src={LOGO_URL}
                alt="Farewise home"
                width={168}
                height={40}
                className={classes.logo}
                loading="lazy"
              />
            </Link>
            <Text size="sm" c="dimmed">
              Flights, hotels and activities, with clear fare rules and flexible ways to pay.
            </Text>
          </Stack>

          <nav aria-labelledby="footer-about">
            <Title order={2} id="footer-about" className={classes.footerHeading}>
              About Us
            </Title>
            <ul className={classes.footerList}>
              <li>
                <Anchor component={Link} to={paths.aboutUs.url()} size="sm" c="dark.7">
                  About Us
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={paths.mangeBookings.url()} size="sm" c="dark.7">
                  Customer Support
                </Anchor>
              </li>
              <li>
                {/* Travel news is outside the router (SPEC 2.1): a full page load. */}
                <Anchor href={paths.newsList.url()} size="sm" c="dark.7">
                  Travel News
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={paths.terms.url()} size="sm" c="dark.7">
                  Terms and Conditions
                </Anchor>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="footer-visit">
            <Title order={2} id="footer-visit" className={classes.footerHeading}>
              Opening hours
            </Title>
            {loading ? (
              <FooterSkeleton lines={3} />
            ) : (
              <Stack gap="xs">
                <Text size="sm">{site.hours}</Text>
                <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                  {site.address}
                </Text>
              </Stack>
            )}
          </section>

          <section aria-labelledby="footer-call">
            <Title order={2} id="footer-call" className={classes.footerHeading}>
              Call us
            </Title>
            {loading ? (
              <FooterSkeleton lines={4} />
            ) : (
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  Australia
                </Text>
                <Anchor href={telHref(site.tel_general_enquiries)} size="sm" fw={600}>
                  {site.tel_general_enquiries}
                </Anchor>
                <Text size="sm" c="dimmed" mt={6}>
                  Overseas
                </Text>
                <Anchor href={telHref(site.tel_from_overseas)} size="sm" fw={600}>
                  {site.tel_from_overseas}
                </Anchor>
              </Stack>
            )}
          </section>
        </SimpleGrid>

        <Divider my="lg" />
        <Group justify="space-between" align="flex-start" gap="lg">
          <ul className={classes.payments} aria-label="Payment methods we accept">
            {PAYMENT_METHODS.map((method) => (
              <li key={method.label}>
                <img
                  src={method.src}
                  alt={method.label}
                  {...PAYMENT_ICON_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
          <Stack gap={2} maw={560}>
            {loading ? (
              <FooterSkeleton lines={2} />
            ) : (
              copyrightLines(site.copyright).map((line) => (
                <Text key={line} size="xs" c="dimmed">
                  {line}
                </Text>
              ))
            )}
          </Stack>
        </Group>
      </Container>
    </footer>
  );
}

function FooterSkeleton({ lines }: { lines: number }) {
  return (
    <Stack gap={10} aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={12} width={i % 2 ? '60%' : '85%'} />
      ))}
    </Stack>
  );
}

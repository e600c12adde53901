import '@mantine/core/styles/List.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { SiteDialog } from './site-dialog';

export const TERMS_OF_USE_UPDATED = 'May 30, 2025';

/** SPEC 2.4's Terms of Use sections, in order. */
export const TERMS_OF_USE_SECTIONS: readonly { title: string; points: readonly string[] }[] = [
  {
    title: '1. Acceptance of Terms',
    points: [
      'By using Farewise to search for or book travel you agree to these Terms of Use.',
      'You must be at least 18 years old to make a booking.',
    ],
  },
  {
    title: '2. Booking and Payment',
    points: [
      'Prices are dynamic: fares and room rates change with availability until your booking is paid.',
      'By paying you authorise us to charge your card the amount shown, or the deposit and the scheduled instalments for slice payment.',
      'Card payments may need 3D Secure authentication with your bank.',
      'Failed payments automatically cancel the booking and release its seats or rooms.',
    ],
  },
  {
    title: '3. Cancellation and Modification',
    points: [
      'Cancellations and changes follow the fare rules or rate conditions shown before you book; fees and price differences may apply.',
    ],
  },
  {
    title: '4. User Responsibilities and Prohibited Activities',
    points: [
      'Give accurate traveller and contact details that match your travel documents.',
      'Do not make speculative or fraudulent bookings, misuse the site, or try to break its security.',
    ],
  },
  {
    title: '5. Data Privacy and Cross-Border Transfer',
    points: [
      'We use your details to make and service your booking, and share them with airlines, hotels and payment providers, which may be in other countries.',
    ],
  },
  {
    title: '6. Limitation of Liability',
    points: [
      'Farewise acts only as an intermediary between you and the travel suppliers, who are responsible for the services they provide.',
    ],
  },
  {
    title: '7. Intellectual Property',
    points: ['The content, design and software of this site belong to Farewise or its licensors.'],
  },
  {
    title: '8. Amendments',
    points: [
      'We may update these terms; the version in force when you book applies to that booking.',
    ],
  },
];

/** The Terms of Use modal (SPEC 2.4), opened from the booking and pay pages. */
export function TermsOfUseModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <SiteDialog opened={opened} onClose={onClose} title="Terms of Use" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Last updated: {TERMS_OF_USE_UPDATED}
        </Text>
        {TERMS_OF_USE_SECTIONS.map((s) => (
          <section key={s.title} aria-label={s.title}>
            <Title order={3} fz="md" mb={4}>
              {s.title}
            </Title>
            <List size="sm" spacing={4}>
              {s.points.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </section>
        ))}
      </Stack>
    </SiteDialog>
  );
}

import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarDollar, IconHeadset, IconShieldCheck } from '@tabler/icons-react';

const REASONS = [
  {
    icon: IconCalendarDollar,
    title: 'Pay in slices',
    text: 'Hold your fare with a deposit and pay the rest in weekly instalments before you fly. No late fees.',
  },
  {
    icon: IconShieldCheck,
    title: 'Fare rules in plain words',
    text: 'See baggage, change and refund rules for Standard, Flex and Flex-Plus fares before you choose.',
  },
  {
    icon: IconHeadset,
    title: 'People who answer',
    text: 'Our support team helps with changes, refunds and name corrections by phone or e-mail.',
  },
];

export function WhyFarewise() {
  return (
    <section aria-labelledby="why-title">
      <Title order={2} id="why-title" mt={48} mb="lg">
        Why travellers book with Farewise
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap="xs">
            <ThemeIcon size={44} radius="md" variant="light" color="brand" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text c="dimmed">{text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}

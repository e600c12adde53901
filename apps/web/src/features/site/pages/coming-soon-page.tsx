import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Every route a later issue builds shows this until then. */
export function ComingSoonPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="brand" aria-hidden>
          <IconCompass size={40} />
        </ThemeIcon>
        <Title order={1}>This part of Farewise is on its way</Title>
        <Text c="dimmed" maw={460}>
          We're still building this page and it isn't available yet. Thanks for your patience. In
          the meantime, you can start from the home page or contact Customer Support.
        </Text>
        <Button component={Link} to={paths.home.url()} size="md">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}

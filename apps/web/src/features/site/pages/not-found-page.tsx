import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="brand" aria-hidden>
          <IconMap2 size={40} />
        </ThemeIcon>
        <Title order={1}>We couldn't find that page</Title>
        <Text c="dimmed" maw={440}>
          The link may be old or mistyped. Let's get you back on your way.
        </Text>
        <Button component={Link} to={paths.home.url()} size="md">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}

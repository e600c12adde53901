import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ActionOption } from '@farewise/domain/aftersales/aftersales.schemas';

/** One after-sales action of a booking: what it costs now, why, and the way to it. */
export function ActionCard({
  option,
  icon,
  to,
  onOpen,
  cta,
}: {
  option: ActionOption;
  icon: ReactNode;
  to?: string;
  onOpen?: () => void;
  cta: string;
}) {
  const titleId = `action-${option.action}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      h="100%"
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Text fw={700} id={titleId}>
              {option.label}
            </Text>
          </Group>
          <Text
            size="sm"
            fw={700}
            c={option.allowed ? 'teal.9' : 'dimmed'}
            data-testid={`price-${option.action}`}
          >
            {option.price}
          </Text>
          <Text size="sm" c="dimmed">
            {option.reason}
          </Text>
        </Stack>
        {option.allowed ? (
          to ? (
            <Button component={Link} to={to} variant="light" fullWidth aria-describedby={titleId}>
              {cta}
            </Button>
          ) : (
            <Button variant="light" fullWidth onClick={onOpen} aria-describedby={titleId}>
              {cta}
            </Button>
          )
        ) : (
          <Button variant="default" fullWidth disabled aria-describedby={titleId}>
            Not available
          </Button>
        )}
      </Stack>
    </Card>
  );
}

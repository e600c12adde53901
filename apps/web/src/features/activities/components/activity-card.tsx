import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconStar } from '@tabler/icons-react';
import { formatMoney } from '@farewise/domain/money/format';
import { formatDuration } from '@farewise/domain/shared/duration';
import { groupDigits } from '@farewise/domain/money/format';
import { partyText, type Party } from '@farewise/domain/activities/activity.rules';
import type { ActivityCard as CardData } from '@farewise/domain/activities/activity.schemas';
import { activityPaths } from '../../../config/activity-paths';
import classes from './activities.module.css';
import { loadingState } from '../../../shared/ui/loading-state';

/** One result: photo, title, category, rating, duration, free cancellation, price from and for the party. */
export function ActivityCard({
  card,
  currency,
  party,
  date,
}: {
  card: CardData;
  currency: string;
  party: Party;
  date: string;
}) {
  const href = activityPaths.detail.url(card.id, { date: card.nextDate || date, ...party });
  const titleId = `activity-${card.id}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <img
        className={classes.cardPhoto}
        src={card.photo}
        alt=""
        loading="lazy"
        width={220}
        height={165}
      />
      <div className={classes.cardBody}>
        <Stack gap={6}>
          <Text size="xs" fw={700} c="#0b4a8a" tt="uppercase">
            {card.categoryLabel}
          </Text>
          <Title order={2} size="h4" id={titleId} m={0}>
            <Anchor component={Link} to={href} c="inherit">
              {card.title}
            </Anchor>
          </Title>
          <Group gap={4} wrap="nowrap">
            <IconStar
              size={16}
              color="var(--mantine-color-yellow-7)"
              fill="var(--mantine-color-yellow-7)"
              aria-hidden
            />
            <Text size="sm" fw={700}>
              {card.rating.toFixed(1)}
            </Text>
            <Text size="sm" c="dimmed">
              ({groupDigits(card.reviewCount)} reviews)
            </Text>
          </Group>
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm">{formatDuration(card.durationMinutes)}</Text>
            </Group>
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" truncate>
                {card.area}
              </Text>
            </Group>
          </Group>
          <Group gap="xs">
            {card.freeCancellation && (
              <Badge color="teal" variant="light" c="#0b5e45" tt="none">
                Free cancellation
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {card.languages.join(', ')}
            </Text>
          </Group>
        </Stack>
      </div>
      <div className={classes.cardPrice}>
        <Text size="xs" c="dimmed">
          From
        </Text>
        <Text fw={800} size="xl" lh={1.2}>
          {formatMoney(card.priceFrom, currency)}
        </Text>
        <Text size="xs" c="dimmed">
          per adult
        </Text>
        <Text size="sm" fw={600} mt={4}>
          {formatMoney(card.partyPrice, currency)} for {partyText(party)}
        </Text>
        <Button component={Link} to={href} mt="sm" aria-label={`See dates for ${card.title}`}>
          See dates
        </Button>
      </div>
    </article>
  );
}

export function ActivityResultsSkeleton() {
  return (
    <Stack gap="md" {...loadingState('Loading activities')}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={classes.card} data-testid="activity-skeleton">
          <div style={{ minHeight: 160, background: 'var(--mantine-color-gray-1)' }} />
          <Stack p="md" gap="sm">
            <div
              style={{
                height: 14,
                width: '30%',
                background: 'var(--mantine-color-gray-2)',
                borderRadius: 4,
              }}
            />
            <div
              style={{
                height: 20,
                width: '70%',
                background: 'var(--mantine-color-gray-2)',
                borderRadius: 4,
              }}
            />
            <div
              style={{
                height: 12,
                width: '50%',
                background: 'var(--mantine-color-gray-2)',
                borderRadius: 4,
              }}
            />
          </Stack>
          <Stack p="md" gap="sm" align="flex-end">
            <div
              style={{
                height: 24,
                width: 110,
                background: 'var(--mantine-color-gray-2)',
                borderRadius: 4,
              }}
            />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}

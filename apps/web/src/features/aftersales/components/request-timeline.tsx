import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import type { TimelineEntry } from '@farewise/domain/aftersales/aftersales.schemas';
import { instant } from './money';

const FAILED = new Set(['payment_failed', 'expired']);

/** A request's dated steps, oldest first; the last one is where it stands. */
export function RequestTimeline({
  timeline,
  pending,
}: {
  timeline: TimelineEntry[];
  /** The step still to come, shown open at the end ('Money reaches your card'). */
  pending?: string | null;
}) {
  return (
    <Timeline
      active={timeline.length - 1}
      bulletSize={22}
      lineWidth={2}
      color="teal"
      aria-label="What has happened"
    >
      {timeline.map((t, i) => (
        <Timeline.Item
          key={`${t.event}-${i}`}
          bullet={
            FAILED.has(t.event) ? (
              <IconX size={13} aria-hidden />
            ) : (
              <IconCheck size={13} aria-hidden />
            )
          }
          color={FAILED.has(t.event) ? 'red' : 'teal'}
          title={
            <Text fw={600} size="sm">
              {t.text}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <time dateTime={t.at}>{instant(t.at)}</time>
          </Text>
        </Timeline.Item>
      ))}
      {pending && (
        <Timeline.Item
          bullet={<IconClock size={13} aria-hidden />}
          color="gray"
          title={<Text size="sm">{pending}</Text>}
        />
      )}
    </Timeline>
  );
}

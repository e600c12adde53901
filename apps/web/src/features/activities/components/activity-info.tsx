import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMapPin, IconCircleX } from '@tabler/icons-react';
import type { ActivityDetail } from '@farewise/domain/activities/activity.schemas';

/** The gallery of the product's pictures (ours, drawn per product). */
export function ActivityGallery({ photos, title }: { photos: string[]; title: string }) {
  return (
    <div
      className={'activity-gallery'}
      style={{
        display: 'grid',
        gap: 6,
        gridTemplateColumns: '2fr 1fr',
        gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
        borderRadius: 16,
        overflow: 'hidden',
        aspectRatio: '16 / 7',
      }}
    >
      {photos.slice(0, 3).map((src, i) => (
        <img
          key={src}
          src={src}
          alt={i === 0 ? title : ''}
          width={800}
          height={533}
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            gridRow: i === 0 ? 'span 2' : undefined,
          }}
        />
      ))}
    </div>
  );
}

/** What the activity is: overview, highlights, inclusions, meeting point, ages, languages. */
export function ActivityInfo({ item }: { item: ActivityDetail }) {
  const mp = item.meetingPoint;
  const map = `https://www.openstreetmap.org/?mlat=${mp.lat}&mlon=${mp.lon}#map=17/${mp.lat}/${mp.lon}`;
  return (
    <Stack gap="lg">
      <section aria-labelledby="overview">
        <Title order={2} size="h4" id="overview" mb="xs">
          Overview
        </Title>
        <Text>{item.description}</Text>
      </section>
      <section aria-labelledby="highlights">
        <Title order={2} size="h4" id="highlights" mb="xs">
          Highlights
        </Title>
        <List spacing={4}>
          {item.highlights.map((h) => (
            <List.Item key={h}>{h}</List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="included">
        <Title order={2} size="h4" id="included" mb="xs">
          What's included
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <List
            spacing={4}
            icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}
            aria-label="Included"
          >
            {item.inclusions.map((x) => (
              <List.Item key={x}>{x}</List.Item>
            ))}
          </List>
          <List
            spacing={4}
            icon={<IconCircleX size={16} color="var(--mantine-color-red-8)" aria-hidden />}
            aria-label="Not included"
          >
            {item.exclusions.map((x) => (
              <List.Item key={x}>Not included: {x}</List.Item>
            ))}
          </List>
        </SimpleGrid>
      </section>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="meeting-point">
        <Title order={2} size="h4" id="meeting-point" mb="xs">
          Meeting point
        </Title>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden style={{ flex: 'none' }} />
          <div>
            <Text fw={600}>{mp.name}</Text>
            <Text size="sm">{mp.address}</Text>
            <Text size="xs" c="dimmed">
              {mp.lat.toFixed(5)}, {mp.lon.toFixed(5)}
            </Text>
            <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
              Open in a map
            </Anchor>
          </div>
        </Group>
      </Paper>
      <section aria-labelledby="good-to-know">
        <Title order={2} size="h4" id="good-to-know" mb="xs">
          Good to know
        </Title>
        <List spacing={4}>
          <List.Item>
            Ages:{' '}
            {[
              item.ageBands.adult.label,
              item.ageBands.child?.label ?? 'no children',
              item.ageBands.infant ? `${item.ageBands.infant.label}, free` : 'no infants',
            ].join(' · ')}
          </List.Item>
          <List.Item>Languages: {item.languages.join(', ')}</List.Item>
          <List.Item>{item.policy.text}</List.Item>
          <List.Item>
            Times are local to {item.cityName} ({item.timeZone}).
          </List.Item>
        </List>
      </section>
    </Stack>
  );
}

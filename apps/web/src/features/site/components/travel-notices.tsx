import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useNotices } from '../api/get-notices';

/** The site's current notices, with a link to the travel news (a page outside the router). */
export function TravelNotices() {
  const { data, isPending, isError } = useNotices(3);
  return (
    <section aria-labelledby="notices-title">
      <Group justify="space-between" align="baseline" mt={48} mb="lg">
        <Title order={2} id="notices-title">
          Before you go
        </Title>
        {/* Travel news is outside the router: a plain link and a full page load. */}
        <Anchor href={paths.newsList.url()} fw={600}>
          Travel News
        </Anchor>
      </Group>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Skeleton height={104} radius="md" />
          <Skeleton height={104} radius="md" />
        </SimpleGrid>
      ) : isError ? (
        <Text c="dimmed">Travel notices are not available right now.</Text>
      ) : data.list.length === 0 ? (
        <Text c="dimmed">No travel notices right now. Have a good trip!</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {data.list.map((n) => (
            <Paper key={n.id} withBorder radius="md" p="md" component="article">
              <Group gap="xs" wrap="nowrap" mb={4}>
                {n.level === 'warning' ? (
                  <IconAlertTriangle size={20} color="var(--mantine-color-accent-7)" aria-hidden />
                ) : (
                  <IconInfoCircle size={20} color="var(--mantine-color-brand-7)" aria-hidden />
                )}
                <Title order={3} size="h5">
                  {n.title}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {n.body}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

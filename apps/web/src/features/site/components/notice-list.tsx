import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useNotices } from '../api/get-notices';
import { NoticesSkeleton } from './travel-notices';

/** The first three notices (GET /v2/static/notices), as cards. */
export function NoticeList() {
  const { data, isPending, isError } = useNotices(3);
  if (isPending) return <NoticesSkeleton />;
  if (isError) return <Text c="dimmed">Travel notices are not available right now.</Text>;
  if (data.list.length === 0)
    return <Text c="dimmed">No travel notices right now. Have a good trip!</Text>;
  return (
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
  );
}

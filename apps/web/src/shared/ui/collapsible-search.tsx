import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconX } from '@tabler/icons-react';

/**
 * The search form above a results list. On a phone the form would fill the first screen, so once
 * there is a search it is one line (the search's summary) with 'Edit search', which opens the form
 * below it, as the large travel sites do. Wider screens, or no search yet, show the form itself.
 */
export function CollapsibleSearch({
  summary,
  children,
}: {
  /** One line naming the current search; null when there is none yet. */
  summary: ReactNode | null;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const formId = useId();
  if (!phone || summary === null) return <>{children}</>;
  return (
    <Paper withBorder radius="lg" p="sm" mb="md" shadow="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} lineClamp={2}>
          {summary}
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={
            open ? <IconX size={14} aria-hidden /> : <IconPencil size={14} aria-hidden />
          }
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((o) => !o)}
          style={{ flexShrink: 0 }}
        >
          {open ? 'Close' : 'Edit search'}
        </Button>
      </Group>
      <div id={formId} hidden={!open} style={{ marginTop: open ? 12 : 0 }}>
        {open && children}
      </div>
    </Paper>
  );
}

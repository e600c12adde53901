import { lazy, Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMedia } from './use-media';
import { IconPencil, IconX } from '@tabler/icons-react';

/** Where the search form above a results list is one line with Edit search. */
export const PHONE = '(max-width: 47.99em)';

/**
 * A results page's search form, whose code is loaded with the page where the form shows (wider
 * than a phone, or no search yet) and on a phone only when the traveller reaches for Edit search
 * (decision 030): a phone's first load of results has no form to draw. Once loaded, the form is
 * drawn at once, without a fallback in between.
 */
export function formOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((form) => (loaded = form));
    return loading;
  };
  const Lazy = lazy(() => preload().then((form) => ({ default: form })));
  if (typeof window !== 'undefined' && !window.matchMedia(PHONE).matches) void preload();
  function Form(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Form, preload };
}

/**
 * The search form above a results list. On a phone the form would fill the first screen, so once
 * there is a search it is one line (the search's summary) with 'Edit search', which opens the form
 * below it, as the large travel sites do. Wider screens, or no search yet, show the form itself.
 */
export function CollapsibleSearch({
  summary,
  children,
  onIntent,
}: {
  /** One line naming the current search; null when there is none yet. */
  summary: ReactNode | null;
  children: ReactNode;
  /** Called when the traveller reaches for Edit search (to load the form's code, decision 030). */
  onIntent?: () => void;
}) {
  const phone = useMedia(PHONE);
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
          onPointerEnter={onIntent}
          onPointerDown={onIntent}
          onFocus={onIntent}
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

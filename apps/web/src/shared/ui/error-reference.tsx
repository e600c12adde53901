import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ApiError } from '../api/client';

/** The server's id of a failed call, for the traveller to quote to support; none for other errors. */
export function referenceOf(err: unknown): string | undefined {
  return err instanceof ApiError ? err.requestId : undefined;
}

/**
 * "Reference: 3f2a…" under an error (a toast, the error page): the id the server logged the
 * request under, whole, so support can find it, with a button that copies it.
 */
export function ErrorReference({ id }: { id: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="center" data-testid="error-reference">
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        Reference:{' '}
        <Text span inherit ff="monospace" data-testid="error-reference-id">
          {id}
        </Text>
      </Text>
      <CopyButton value={id} timeout={3000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy the reference'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={copied ? 'Reference copied' : 'Copy the reference'}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** A toast's message with the reference under it. */
export function MessageWithReference({ message, id }: { message: string; id: string }) {
  return (
    <>
      <Text size="sm">{message}</Text>
      <ErrorReference id={id} />
    </>
  );
}

import '@mantine/core/styles/Alert.css';
import { formatDate } from '@farewise/domain/shared/dates';
import '@mantine/core/styles/Typography.css';
import { Alert, Button, Skeleton, Stack, Text, Typography } from '@mantine/core';
import { useTerms } from '../api/get-terms';
import { loadingState } from '../../../shared/ui/loading-state';

/** The server's Terms and Conditions HTML, with loading and error states. */
export function TermsContent({ showUpdated = true }: { showUpdated?: boolean }) {
  const { data, isPending, isError, refetch } = useTerms();
  if (isPending)
    return (
      <Stack gap="sm" {...loadingState('Loading the Terms and Conditions')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={14} width={i % 3 === 2 ? '60%' : '100%'} />
        ))}
      </Stack>
    );
  if (isError)
    return (
      <Alert color="red" title="The Terms and Conditions could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Please check your connection and try again.</Text>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <>
      {showUpdated && data.updated_at && (
        <Text size="sm" c="dimmed" mb="md">
          Last updated {formatDate(data.updated_at)}
        </Text>
      )}
      {/* The server sanitises this HTML before storing it (see the site module). */}
      <Typography dangerouslySetInnerHTML={{ __html: data.html }} />
    </>
  );
}

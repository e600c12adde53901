import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { ApiError } from '../../../shared/api/client';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { paths } from '../../../config/paths';
import { useAftersalesOptions } from '../api/aftersales-options';
import { newClientKey, useCancelBooking } from '../api/submit-request';
import { AftersalesSkeleton } from './aftersales-frame';
import { RefundQuoteCard } from './refund-quote-card';

/** Cancelling an unpaid or slice-payment booking: its quote, then one confirmation. */
export function CancelDialog({
  options,
  opened,
  onClose,
}: {
  options: AfterSalesOptions;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const quote = useAftersalesOptions(options.orderId, { kind: 'cancel' }, opened);
  const cancel = useCancelBooking();
  const [key] = useState(newClientKey);
  const [error, setError] = useState<string | null>(null);
  const q = quote.data?.quote;

  async function confirm() {
    if (!q) return;
    setError(null);
    try {
      const made = await cancel.mutateAsync({
        orderId: options.orderId,
        clientKey: key,
        quote: { quotedAt: q.quotedAt, amount: q.amount },
      });
      navigate(paths.returnSuccess.url(made.requestId));
    } catch (err) {
      if (err instanceof ApiError && err.code === 409) void quote.refetch();
      setError(
        err instanceof ApiError
          ? err.message
          : 'The booking could not be cancelled. Please try again.',
      );
    }
  }

  return (
    <SiteDialog opened={opened} onClose={onClose} title="Cancel this booking?" size="lg">
      <Stack gap="md">
        {!q ? (
          <AftersalesSkeleton label="Working out what cancelling gives back" />
        ) : (
          <>
            {q.unpaid ? (
              <Text>
                Nothing has been paid, so nothing is charged. The seats are released at once.
              </Text>
            ) : (
              <RefundQuoteCard quote={q} loading={quote.isFetching} />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Keep the booking
              </Button>
              <Button
                color="red.9"
                disabled={!q.allowed}
                loading={cancel.isPending}
                onClick={() => void confirm()}
              >
                Yes, cancel the booking
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SiteDialog>
  );
}

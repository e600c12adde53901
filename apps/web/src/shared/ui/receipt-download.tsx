import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { ReceiptRequestBody } from '@farewise/domain/orders/receipt';
import { requestFile } from '../api/client';
import { orderEmailOf, orderTokenHeaders } from '../session/order-access';

/**
 * 'Download receipt (PDF)' for a paid order: the server's receipt (the order page's access rule:
 * the owner, a guest with the order's token, or the booking's e-mail given on this visit, e.g. to
 * open a mail's link on another device), saved as {orderNo}-receipt.pdf. It is asked for by POST,
 * so the e-mail travels in the body, never in the URL.
 */
export function ReceiptDownload({
  kind,
  id,
  orderNo,
  tokenKey = id,
}: {
  kind: 'flight' | 'hotel' | 'activity';
  /** The order's id in the receipt's URL: a flight's orderId, a hotel's or activity's number. */
  id: string;
  orderNo: string;
  /** The key the guest's order token is kept under (order-access). */
  tokenKey?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await requestFile(`/v3/receipts/${kind}/${encodeURIComponent(id)}`, {
        headers: orderTokenHeaders(tokenKey),
        body: { email: orderEmailOf(orderNo) ?? undefined } satisfies ReceiptRequestBody,
      });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${orderNo}-receipt.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The receipt could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} data-no-print>
      <Button
        variant="light"
        leftSection={<IconFileDownload size={18} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        Download receipt (PDF)
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

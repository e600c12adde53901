import { Badge } from '@mantine/core';
import type { RequestStatus } from '@farewise/domain/aftersales/request-status';

/** Light badges with text dark enough for 4.5:1 on their tint. */
const TONE: Record<RequestStatus, { color: string; c?: string }> = {
  awaiting_payment: { color: 'orange', c: '#8a3c00' },
  refund_pending: { color: 'blue', c: '#0b4f8a' },
  refunded: { color: 'teal', c: '#1d6b32' },
  completed: { color: 'teal', c: '#1d6b32' },
  open: { color: 'blue', c: '#0b4f8a' },
  action_needed: { color: 'orange', c: '#8a3c00' },
  closed: { color: 'gray', c: '#37474f' },
  expired: { color: 'gray', c: '#37474f' },
  payment_failed: { color: 'red', c: '#a51d1d' },
};

export function RequestStatusBadge({ status, label }: { status: RequestStatus; label: string }) {
  const tone = TONE[status] ?? { color: 'gray' };
  return (
    <Badge variant="light" color={tone.color} c={tone.c} style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}

/** Order status texts of SPEC 4. */
export const TEXT_STATUS_LABELS: Record<string, string> = {
  PendingPayment: 'Awaiting Payment',
  Issued: 'Upcoming',
  Paid: 'Pending ticket issuance',
  RoomRefundPending: 'RoomRefundPending',
  Cancelled: 'Room Cancelled',
  RoomRefund: 'Room Refund',
  PartRefund: 'Room Part Refund',
};

export const NUMERIC_STATUS_LABELS: Record<number, string> = {
  0: 'Awaiting Payment',
  1: 'Issuing Ticket',
  2: 'Abnormal ticket issuance request',
  3: 'Ticket Confirmed',
  4: 'Booking Cancelled',
  5: 'Trip Completed',
  6: 'Changed',
};

/** The text shown for an order status; an unknown status is shown as its raw value. */
export function orderStatusLabel(status: string | number | null | undefined): string {
  if (status === null || status === undefined) return '';
  if (typeof status === 'number') return NUMERIC_STATUS_LABELS[status] ?? String(status);
  if (/^\d+$/.test(status)) return NUMERIC_STATUS_LABELS[Number(status)] ?? status;
  return TEXT_STATUS_LABELS[status] ?? status;
}

import { GOOD_TEXT } from './text-colors';

export const STATUS_COLOR: Record<string, string> = {
  PendingPayment: 'orange',
  Paid: 'blue',
  Issued: 'teal',
  RoomRefundPending: 'orange',
  Cancelled: 'gray',
  RoomRefund: 'gray',
  PartRefund: 'gray',
};
/** Mantine's light teal and orange badges fall below 4.5:1: darker text keeps the colour's meaning. */
export const STATUS_TEXT: Record<string, string | undefined> = {
  teal: GOOD_TEXT,
  orange: '#8a3c00',
};

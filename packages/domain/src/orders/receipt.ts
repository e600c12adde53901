import { z } from 'zod';
import { formatMoney } from '../money/format.ts';
import { formatDate } from '../shared/dates.ts';

/**
 * A paid order's receipt (decision 023): what was bought, the taxes and fees in it, every card
 * payment and every refund. Amounts are integer minor units; the PDF and its tests read the
 * text rows receiptRows() gives, so a receipt's amounts are written only by formatMoney.
 */
export interface ReceiptItem {
  label: string;
  amount: number;
}

export interface ReceiptMoneyEvent {
  /** ISO time. */
  at: string;
  label: string;
  amount: number;
  /** succeeded, processing (a refund on its way) or failed. */
  status: string;
}

export interface Receipt {
  kind: 'flight' | 'hotel' | 'activity';
  orderNo: string;
  /** ISO time the receipt is made. */
  issuedAt: string;
  traveller: string;
  email: string;
  currency: string;
  /** What the order is, one line each (route and dates, stay, activity and time). */
  details: string[];
  items: ReceiptItem[];
  /** Included in the total. */
  taxesAndFees: number;
  total: number;
  payments: ReceiptMoneyEvent[];
  refunds: ReceiptMoneyEvent[];
}

export const RECEIPT_TITLES: Record<Receipt['kind'], string> = {
  flight: 'Flight booking receipt',
  hotel: 'Hotel booking receipt',
  activity: 'Activity booking receipt',
};

/** Money paid, money given back (refunds that went through) and what the traveller paid in the end. */
export function receiptBalance(receipt: Pick<Receipt, 'payments' | 'refunds'>) {
  const sum = (list: ReceiptMoneyEvent[]) =>
    list.filter((e) => e.status === 'succeeded').reduce((s, e) => s + e.amount, 0);
  const paid = sum(receipt.payments);
  const refunded = sum(receipt.refunds);
  return { paid, refunded, net: paid - refunded };
}

export type ReceiptRow =
  | { type: 'heading'; text: string }
  | { type: 'text'; text: string }
  | { type: 'amount'; label: string; amount: string; strong?: boolean };

// The day an instant fell on, written as the pages write dates ('Tue 24 Nov 2026').
const day = (iso: string) => formatDate(iso);
const STATUS_WORDS: Record<string, string> = {
  succeeded: '',
  processing: ' (on its way)',
  failed: ' (failed)',
};

/** The receipt as rows of text, in order: what the PDF prints. */
export function receiptRows(receipt: Receipt): ReceiptRow[] {
  const money = (minor: number) => formatMoney(minor, receipt.currency);
  const { paid, refunded, net } = receiptBalance(receipt);
  const rows: ReceiptRow[] = [
    { type: 'text', text: `Order number: ${receipt.orderNo}` },
    { type: 'text', text: `Issued: ${day(receipt.issuedAt)}` },
    { type: 'text', text: `Traveller: ${receipt.traveller}` },
  ];
  if (receipt.email) rows.push({ type: 'text', text: `E-mail: ${receipt.email}` });
  rows.push({ type: 'heading', text: 'Booking' });
  for (const line of receipt.details) rows.push({ type: 'text', text: line });
  rows.push({ type: 'heading', text: 'Items' });
  for (const item of receipt.items)
    rows.push({ type: 'amount', label: item.label, amount: money(item.amount) });
  rows.push({
    type: 'amount',
    label: 'Taxes and fees (included)',
    amount: money(receipt.taxesAndFees),
  });
  rows.push({ type: 'amount', label: 'Total', amount: money(receipt.total), strong: true });
  rows.push({ type: 'heading', text: 'Payments' });
  if (receipt.payments.length === 0) rows.push({ type: 'text', text: 'No payment yet.' });
  for (const p of receipt.payments)
    rows.push({
      type: 'amount',
      label: `${day(p.at)} ${p.label}${STATUS_WORDS[p.status] ?? ` (${p.status})`}`,
      amount: money(p.amount),
    });
  rows.push({ type: 'heading', text: 'Refunds' });
  if (receipt.refunds.length === 0) rows.push({ type: 'text', text: 'No refunds.' });
  for (const r of receipt.refunds)
    rows.push({
      type: 'amount',
      label: `${day(r.at)} ${r.label}${STATUS_WORDS[r.status] ?? ` (${r.status})`}`,
      amount: money(r.amount),
    });
  rows.push({ type: 'amount', label: 'Paid', amount: money(paid) });
  if (refunded > 0) rows.push({ type: 'amount', label: 'Refunded', amount: money(refunded) });
  rows.push({ type: 'amount', label: 'Net paid', amount: money(net), strong: true });
  return rows;
}

/**
 * The body of a receipt's POST: the look-up's proof for a caller with no session or order token,
 * the e-mail the order was booked with (as the order page and orderMoney take it). In the body,
 * never in the URL, where logs and the browser's history would keep it.
 */
export const receiptRequestBody = z.object({
  email: z.string().trim().max(254).optional(),
});
export type ReceiptRequestBody = z.infer<typeof receiptRequestBody>;

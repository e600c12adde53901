import { describe, expect, test } from 'vitest';
import { receiptBalance, receiptRows, type Receipt } from './receipt.ts';

const receipt: Receipt = {
  kind: 'hotel',
  orderNo: 'HW12345678',
  issuedAt: '2026-11-24T08:00:00.000Z',
  traveller: 'Ann Lee',
  email: 'ann@example.com',
  currency: 'AUD',
  details: ['Hotel Blue Oak, 1 King Street, Old Town, Paris'],
  items: [{ label: 'Room 1: Double Room, Free cancellation', amount: 1_032_434 }],
  taxesAndFees: 93_858,
  total: 1_032_434,
  payments: [
    {
      at: '2026-11-20T09:00:00Z',
      label: 'Card payment, visa ending 4242',
      amount: 1_032_434,
      status: 'succeeded',
    },
  ],
  refunds: [
    {
      at: '2026-11-21T09:00:00Z',
      label: 'Refund to visa ending 4242',
      amount: 32_434,
      status: 'succeeded',
    },
    {
      at: '2026-11-22T09:00:00Z',
      label: 'Refund to visa ending 4242',
      amount: 1_000,
      status: 'processing',
    },
  ],
};

describe('receipts', () => {
  test('paid, refunded and net count only money that moved', () => {
    expect(receiptBalance(receipt)).toEqual({ paid: 1_032_434, refunded: 32_434, net: 1_000_000 });
  });

  test('every amount is written by the money formatting, with thousands separators', () => {
    const rows = receiptRows(receipt);
    const amounts = rows.flatMap((r) => (r.type === 'amount' ? [`${r.label}: ${r.amount}`] : []));
    expect(amounts).toContain('Total: AUD 10,324.34');
    expect(amounts).toContain('Taxes and fees (included): AUD 938.58');
    expect(amounts).toContain('Net paid: AUD 10,000.00');
    expect(amounts).toContain('Sun 22 Nov 2026 Refund to visa ending 4242 (on its way): AUD 10.00');
    for (const a of amounts) expect(a).toMatch(/AUD \d{1,3}(,\d{3})*\.\d\d$/);
  });

  test('every date is written as the pages write it, never as 2026-11-24', () => {
    const texts = receiptRows(receipt).map((r) => (r.type === 'amount' ? r.label : r.text));
    expect(texts).toContain('Issued: Tue 24 Nov 2026');
    expect(texts).toContain('Fri 20 Nov 2026 Card payment, visa ending 4242');
    for (const t of texts) expect(t).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

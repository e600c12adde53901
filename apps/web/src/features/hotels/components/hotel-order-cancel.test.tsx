import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type {
  HotelCancellationQuote,
  HotelOrderInfo,
} from '@farewise/domain/orders/hotel-order.schemas';
import { HotelOrderCancel } from './hotel-order-cancel';
import { mockApi, ok, renderHotels } from '../test/render-hotels';

type Order = Parameters<typeof HotelOrderCancel>[0]['order'];

const order = (status: HotelOrderInfo['status'], cancellation: HotelCancellationQuote): Order => ({
  status,
  orderId: 'o-1',
  insideOrderNo: 'HW12345678',
  Currency: 'AUD',
  cancellation,
});

function renderCancel(o: Order, onCancel = vi.fn()) {
  renderHotels(<HotelOrderCancel order={o} pending={false} onCancel={onCancel} />);
  return onCancel;
}

describe('cancellation on the hotel order page', () => {
  test('before the deadline: free, with the full refund, after one more question', () => {
    const onCancel = renderCancel(
      order('Issued', {
        allowed: true,
        free: true,
        chargeAmount: 0,
        refundAmount: 45_000,
        text: 'Free cancellation until Mon 1 Mar 2027, 18:00 (hotel time): you will get a full refund of AUD 450.00.',
      }),
    );
    expect(screen.getByTestId('cancel-terms')).toHaveTextContent(
      'Free cancellation until Mon 1 Mar 2027, 18:00 (hotel time)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(
      screen.getByText('Cancel this booking? You will get a full refund of AUD 450.00.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(onCancel).toHaveBeenCalledWith({ paid: true, reason: '' });
  });

  test('after the deadline: says what is charged and what is refunded', () => {
    renderCancel(
      order('Issued', {
        allowed: true,
        free: false,
        chargeAmount: 15_000,
        refundAmount: 30_000,
        text: 'Free cancellation ended on Mon 1 Mar 2027, 18:00 (hotel time). Cancelling now costs the first night, AUD 150.00; AUD 300.00 will be refunded.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking with a charge' }));
    expect(
      screen.getByText('Cancel this booking? AUD 150.00 will be charged and AUD 300.00 refunded.'),
    ).toBeInTheDocument();
  });

  test('a non-refundable booking cannot be cancelled: the reason, and no button', () => {
    renderCancel(
      order('Issued', {
        allowed: false,
        free: false,
        chargeAmount: 0,
        refundAmount: 0,
        text: 'This booking has a non-refundable rate, so it cannot be cancelled or refunded.',
      }),
    );
    expect(
      screen.getByText(
        'This booking has a non-refundable rate, so it cannot be cancelled or refunded.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });

  test('an unpaid booking: pay now, or cancel at no cost', () => {
    const onCancel = renderCancel(
      order('PendingPayment', {
        allowed: true,
        free: true,
        chargeAmount: 0,
        refundAmount: 0,
        text: 'This booking is not paid yet. Cancelling releases the rooms at no cost.',
      }),
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/hotelPay/o-1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(onCancel).toHaveBeenCalledWith({ paid: false, reason: '' });
  });

  test('a cancelled booking says what was refunded, as the ledger has it; a pending refund says it is on its way', async () => {
    const none = { allowed: false, free: false, chargeAmount: 0, refundAmount: 0, text: '' };
    // The order's own copy knows nothing refunded (a charge completed after the cancellation and
    // given back at once): the sentence reads orderMoney, as the Payments list above it does.
    mockApi(() =>
      ok({
        currency: 'AUD',
        paid: 300,
        refunded: 300,
        net: 0,
        movements: [
          {
            at: '2026-12-01T10:00:00Z',
            kind: 'payment',
            label: 'Payment in full, Visa ending 3220',
            amount: 300,
            status: 'succeeded',
          },
          {
            at: '2026-12-01T10:00:02Z',
            kind: 'refund',
            label: 'Refund to Visa ending 3220 (paid after the booking had ended)',
            amount: 300,
            status: 'succeeded',
          },
        ],
      }),
    );
    renderCancel(order('Cancelled', none));
    expect(
      await screen.findByText('This booking has been cancelled; AUD 300.00 was refunded.'),
    ).toBeInTheDocument();
    renderCancel(order('RoomRefundPending', none));
    expect(screen.getByText(/refund of your payment is being processed/)).toBeInTheDocument();
  });
});

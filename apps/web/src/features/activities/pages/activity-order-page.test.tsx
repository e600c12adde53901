import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityOrder } from '../../../../test/activity-order';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { rememberOrderToken } from '../../../shared/session/order-access';
import { ActivityOrderPage } from './activity-order-page';

const notFound = {
  status: 404,
  body: { code: 404, msg: 'This activity booking was not found.', data: null },
};

describe('/activityOrderDetail', () => {
  test('an order number the server refuses shows the not-found state with the booking look-up', async () => {
    mockApi(() => ({
      status: 400,
      body: { code: 400, msg: 'Check the order number.', data: null },
    }));
    renderWithApp(<></>, {
      path: '/activityOrderDetail/1',
      routes: [{ path: '/activityOrderDetail/:orderNo', element: <ActivityOrderPage /> }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a booking' })).toHaveAttribute(
      'href',
      '/searchBookings',
    );
  });

  test('the mail’s link on another device asks only for the booking’s e-mail, then opens it', async () => {
    // This device has no session, token or e-mail for the order: only the right e-mail opens it.
    // Its payments too (orderMoney) open with the e-mail, as the order does.
    const paid = {
      currency: 'AUD',
      paid: 185,
      refunded: 0,
      net: 185,
      movements: [
        {
          at: '2026-12-01T10:00:00Z',
          kind: 'payment',
          label: 'Payment in full, Visa ending 4242',
          amount: 185,
          status: 'succeeded',
        },
      ],
    };
    const api = mockApi((url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { email?: string };
      if (body.email !== 'ann@example.com') return notFound;
      return new URL(url, 'http://x').pathname === '/v3/commonb2c/orderMoney'
        ? ok(paid)
        : ok(activityOrder);
    });
    const user = userEvent.setup();
    renderWithApp(<></>, {
      path: '/activityOrderDetail/AWABCD2345',
      routes: [{ path: '/activityOrderDetail/:orderNo', element: <ActivityOrderPage /> }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Open booking AWABCD2345' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This activity booking was not found.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No booking matches this order number and e-mail address.',
    );
    // No such booking for this e-mail: the not-found state every order page has, with the look-up.
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find this booking" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a booking' })).toHaveAttribute(
      'href',
      '/searchBookings',
    );
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Seine sightseeing cruise', level: 1 }),
    ).toBeInTheDocument();
    // The free-cancellation deadline is a date, in the activity's own time.
    expect(screen.getByTestId('free-cancellation-until')).toHaveTextContent(
      'Free cancellation until Fri 18 Dec 2026, 10:00 (local time), for a full refund.',
    );
    const list = await screen.findByRole('region', { name: 'Payments and refunds' });
    expect(
      within(list)
        .getAllByTestId('money-movement')
        .map((r) => r.textContent),
    ).toEqual(['Payment in full, Visa ending 4242Tue 1 Dec 2026, 10:00AUD 185.00']);
    expect(screen.queryByText('This activity booking was not found.')).not.toBeInTheDocument();
    expect(api).toHaveBeenCalled();
  });

  test('opened by its e-mail on another device, Download receipt (PDF) gets the receipt with that e-mail', async () => {
    // Only the e-mail given opens anything here: no session, no order token on this device.
    const api = mockApi((url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { email?: string };
      if (body.email !== 'ann@example.com') return notFound;
      const path = new URL(url, 'http://x').pathname;
      if (path === '/v3/commonb2c/orderMoney')
        return ok({ currency: 'AUD', paid: 185, refunded: 0, net: 185, movements: [] });
      return ok(path.startsWith('/v3/receipts/') ? 'PDF' : { ...activityOrder, paid: 185 });
    });
    const saved = vi.fn((_blob: Blob) => 'blob:receipt');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = saved;
        static override revokeObjectURL = vi.fn();
      },
    );
    const user = userEvent.setup();
    renderWithApp(<></>, {
      path: '/activityOrderDetail/AWABCD2345',
      routes: [{ path: '/activityOrderDetail/:orderNo', element: <ActivityOrderPage /> }],
    });
    await user.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    await user.click(await screen.findByRole('button', { name: 'Download receipt (PDF)' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    expect(screen.queryByText('This activity booking was not found.')).not.toBeInTheDocument();
    // The e-mail went in the body of a POST, never in the URL.
    const [url, init] = api.mock.calls.find(([u]) => String(u).includes('/v3/receipts/'))!;
    expect(url).toBe('/v3/receipts/activity/AWABCD2345');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ann@example.com' });
  });

  test('cancelling a paid booking lists its refund in the payments list as the status turns Refunded', async () => {
    rememberOrderToken('AWABCD2345', 'guest-token');
    let cancelled = false;
    const payment = {
      at: '2026-12-01T10:00:00Z',
      kind: 'payment',
      label: 'Payment in full, Visa ending 4242',
      amount: 185,
      status: 'succeeded',
    };
    const refund = {
      at: '2026-12-01T11:00:00Z',
      kind: 'refund',
      label: 'Refund to Visa ending 4242',
      amount: 185,
      status: 'succeeded',
    };
    mockApi((url) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/v3/vp/orders/cancel') {
        cancelled = true;
        return ok({ status: 'Refunded', refundAmount: 18_500 }, 'Your booking is cancelled.');
      }
      if (path === '/v3/commonb2c/orderMoney')
        return ok(
          cancelled
            ? { currency: 'AUD', paid: 185, refunded: 185, net: 0, movements: [payment, refund] }
            : { currency: 'AUD', paid: 185, refunded: 0, net: 185, movements: [payment] },
        );
      return ok({
        ...activityOrder,
        status: cancelled ? 'Refunded' : 'Issued',
        statusText: cancelled ? 'Refunded' : 'Upcoming',
        cancellation: { allowed: true, refundAmount: 18_500, text: 'Full refund: AUD 185.00.' },
      });
    });
    const user = userEvent.setup();
    renderWithApp(<></>, {
      path: '/activityOrderDetail/AWABCD2345',
      routes: [{ path: '/activityOrderDetail/:orderNo', element: <ActivityOrderPage /> }],
    });
    const list = await screen.findByRole('region', { name: 'Payments and refunds' });
    expect(await within(list).findAllByTestId('money-movement')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel the booking' }));
    expect(
      await within(list).findByText('Refund to Visa ending 4242', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(within(list).getByTestId('money-net')).toHaveTextContent('AUD 0.00');
  });

  test('a payment completed after the booking was cancelled shows with its refund, dated', async () => {
    rememberOrderToken('AWABCD2345', 'guest-token');
    const paths: string[] = [];
    mockApi((url) => {
      const path = new URL(url, 'http://x').pathname;
      paths.push(path);
      if (path === '/v3/commonb2c/orderMoney')
        return ok({
          currency: 'AUD',
          paid: 185,
          refunded: 185,
          net: 0,
          movements: [
            {
              at: '2026-12-01T10:00:00Z',
              kind: 'payment',
              label: 'Payment in full, Visa ending 3220',
              amount: 185,
              status: 'succeeded',
            },
            {
              at: '2026-12-01T10:00:02Z',
              kind: 'refund',
              label: 'Refund to Visa ending 3220 (paid after the booking had ended)',
              amount: 185,
              status: 'succeeded',
            },
          ],
        });
      return ok({ ...activityOrder, status: 'Cancelled', payments: [], refunds: [] });
    });
    renderWithApp(<></>, {
      path: '/activityOrderDetail/AWABCD2345',
      routes: [{ path: '/activityOrderDetail/:orderNo', element: <ActivityOrderPage /> }],
    });
    const list = await screen.findByRole('region', { name: 'Payments and refunds' });
    expect(
      within(list)
        .getAllByTestId('money-movement')
        .map((r) => r.textContent),
    ).toEqual([
      'Payment in full, Visa ending 3220Tue 1 Dec 2026, 10:00AUD 185.00',
      'Refund to Visa ending 3220 (paid after the booking had ended)Tue 1 Dec 2026, 10:00− AUD 185.00',
    ]);
    expect(within(list).getByTestId('money-net')).toHaveTextContent('AUD 0.00');
    expect(paths).toContain('/v3/commonb2c/orderMoney');
    // One truth on the page: the order's copy (nothing paid, nothing refunded) is not shown
    // beside the list; every 'Paid' and 'Refunded to your card' reads the ledger's sums.
    const price = screen.getByRole('region', { name: 'Price' });
    expect(
      within(price)
        .getAllByText('Paid')
        .map((el) => el.parentElement?.textContent),
    ).toEqual(['PaidAUD 185.00']);
    expect(
      within(price)
        .getAllByText('Refunded to your card')
        .map((el) => el.parentElement?.textContent),
    ).toEqual(['Refunded to your card− AUD 185.00']);
  });
});

import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp, testQueryClient } from '../../../../test/render';
import { paymentKeys } from '../api/payment-keys';
import { rememberOrderToken } from '../../../shared/session/order-access';
import { PaymentSuccessPage } from './payment-success-page';

const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const ok = (data: unknown) => ({ body: { code: 200, msg: 'success', data } });

const payStatus = (over: object = {}) => ({
  orderType: 'hotel',
  orderId: ORDER_ID,
  status: 'paid',
  paymentType: 'full',
  currency: 'AUD',
  total: 550,
  paid: 550,
  due: 0,
  refunded: 0,
  payments: [],
  instalments: [],
  cancelAt: null,
  sandbox: true,
  title: null,
  orderNo: 'HWABCD2345',
  ...over,
});

/** Enough of /v3/hotel/detail's order for the success page. */
const issued = {
  orderId: ORDER_ID,
  insideOrderNo: 'HWABCD2345',
  status: 'Issued',
  statusText: 'Upcoming',
  confirmationNo: 'H1AB-482913',
  hotel: { Name: 'Harbour View Hotel' },
};

type Call = { path: string; body: unknown; token: string | undefined };

function serve(replies: Record<string, () => { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  mockApi((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    calls.push({
      path,
      body: JSON.parse(String(init?.body ?? 'null')),
      token: (init?.headers as Record<string, string>)['x-order-token'],
    });
    return replies[path]?.() ?? { status: 404, body: { code: 404, msg: 'Not found', data: null } };
  });
  return calls;
}

const open = (query: string) =>
  renderWithApp(<></>, {
    path: `/paymentSuccess?${query}`,
    routes: [{ path: '/paymentSuccess', element: <PaymentSuccessPage /> }],
  });

afterEach(() => sessionStorage.clear());

describe('/paymentSuccess', () => {
  test("a paid hotel order is confirmed at once: the hotel's confirmation number, and the way to the booking", async () => {
    rememberOrderToken(ORDER_ID, 'guest-token');
    const calls = serve({
      '/v3/commonb2c/orderPayStatus': () => ok(payStatus()),
      '/v3/hotel/binfo': () => ok({ orderId: ORDER_ID, insideOrderNo: 'HWABCD2345' }),
      '/v3/hotel/confirm': () => ok(issued),
    });
    open(`orderType=hotel&orderId=${ORDER_ID}`);
    expect(await screen.findByTestId('confirmation-no')).toHaveTextContent('H1AB-482913');
    expect(screen.getByText('Your stay at Harbour View Hotel is confirmed')).toBeInTheDocument();
    expect(screen.getByText('Order HWABCD2345 · Upcoming')).toBeInTheDocument();
    expect(screen.getByTestId('success-order-no')).toHaveTextContent('HWABCD2345');
    expect(screen.getByRole('link', { name: 'View your booking' })).toHaveAttribute(
      'href',
      '/hotelOrderDetail/HWABCD2345',
    );
    expect(calls.slice(1)).toEqual([
      { path: '/v3/hotel/binfo', body: { orderId: ORDER_ID }, token: 'guest-token' },
      { path: '/v3/hotel/confirm', body: { insideOrderNo: 'HWABCD2345' }, token: 'guest-token' },
    ]);
  });

  test('when the hotel has not confirmed yet the page says the number will follow', async () => {
    serve({
      '/v3/commonb2c/orderPayStatus': () => ok(payStatus()),
      '/v3/hotel/binfo': () => ok({ orderId: ORDER_ID, insideOrderNo: 'HWABCD2345' }),
      '/v3/hotel/confirm': () => ({
        status: 409,
        body: { code: 409, msg: 'This booking is not paid yet.', data: null },
      }),
    });
    open(`orderType=hotel&orderId=${ORDER_ID}`);
    expect(
      await screen.findByText(/The confirmation number will appear on your booking page shortly/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your booking' })).toHaveAttribute(
      'href',
      `/hotelOrderDetail/${ORDER_ID}`,
    );
  });

  test('a flight payment asks for no hotel confirmation', async () => {
    const calls = serve({
      '/v3/commonb2c/orderPayStatus': () =>
        ok(
          payStatus({
            orderType: 'flight',
            orderId: 'f1',
            orderNo: 'FWABCD2345',
            total: 3000,
            paid: 3000,
          }),
        ),
    });
    open('orderType=flight&orderId=f1');
    expect(await screen.findByText(/We have received AUD 3,000.00/)).toBeInTheDocument();
    // The booking is named by its number, never by its internal id.
    expect(screen.getByTestId('success-order-no')).toHaveTextContent('FWABCD2345');
    expect(screen.queryByText(/\bf1\b/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/v3/commonb2c/orderPayStatus']));
    expect(screen.queryByText(/Confirming your booking/)).not.toBeInTheDocument();
  });

  test("after 3-D Secure the pay page's figures from before the payment are never shown: the page waits for the server", async () => {
    const activity = {
      orderType: 'activity',
      orderId: 'AC1',
      orderNo: 'ACABCD2345',
      total: 185,
    };
    // What the pay page last read, before the challenge: nothing paid yet.
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      paymentKeys.status('activity', 'AC1'),
      payStatus({ ...activity, status: 'pending', paid: 0, due: 185 }),
    );
    serve({ '/v3/commonb2c/orderPayStatus': () => ok(payStatus({ ...activity, paid: 185 })) });
    renderWithApp(<></>, {
      path: '/paymentSuccess?orderType=activity&orderId=AC1',
      routes: [{ path: '/paymentSuccess', element: <PaymentSuccessPage /> }],
      queryClient,
    });
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.queryByText(/AUD 0\.00/)).not.toBeInTheDocument();
    expect(screen.queryByText(/still to pay/)).not.toBeInTheDocument();
    expect(await screen.findByText(/We have received AUD 185\.00/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('success-total')).toHaveTextContent(/^Total AUD 185\.00$/);
  });

  test('while the server still confirms the payment the page waits, then shows what it received', async () => {
    let asked = 0;
    serve({
      '/v3/commonb2c/orderPayStatus': () =>
        ok(
          asked++ === 0
            ? payStatus({
                orderType: 'flight',
                orderId: 'f2',
                status: 'pending',
                paid: 0,
                due: 550,
              })
            : payStatus({ orderType: 'flight', orderId: 'f2' }),
        ),
    });
    open('orderType=flight&orderId=f2');
    expect(
      await screen.findByText('Waiting for the card processor to confirm your payment…'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We have received/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(/We have received AUD 550\.00/, undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  test('a payment the server records as failed is not called successful', async () => {
    serve({
      '/v3/commonb2c/orderPayStatus': () =>
        ok(payStatus({ orderType: 'hotel', status: 'cancelled', paid: 0, due: 0, refunded: 550 })),
    });
    open(`orderType=hotel&orderId=${ORDER_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Payment not completed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'AUD 550.00 charged to your card is being given back to it.',
    );
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
  });
});

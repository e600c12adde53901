import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRefless } from './stripe-fields.test-support';
import { mockApi, renderWithApp } from '../../../../test/render';
import { PayPage } from '../pages/pay-page';

// Stripe's Payment Element loads Stripe.js from Stripe's servers: the test stands in for the
// component the page loads, which answers a payment method as the Element would.
const loads = vi.hoisted(() => ({ count: 0, keys: [] as string[] }));
vi.mock('./stripe-card-fields', () => {
  loads.count++;
  return { default: forwardRefless(loads) };
});

const status = (sandbox: boolean) => ({
  body: {
    code: 200,
    msg: 'success',
    data: {
      orderType: 'flight',
      orderId: 'o1',
      status: 'unpaid',
      paymentType: 'full',
      currency: 'AUD',
      total: 1000,
      paid: 0,
      due: 1000,
      refunded: 0,
      payments: [],
      instalments: [],
      cancelAt: null,
      sandbox,
    },
  },
});

const routes = {
  // The pay page of order o1, as a traveller opens it.
  path: '/flightsPay/o1',
  routes: [
    { path: '/flightsPay/:id', element: <PayPage orderType="flight" /> },
    { path: '/paymentSuccess', element: <p>Success page</p> },
  ],
};

describe('the pay page with Stripe', () => {
  test('loads the Payment Element with the publishable key and pays with its payment method', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi((url, init) => {
      if (url.includes('paymentGateway'))
        return {
          body: {
            code: 200,
            msg: 'success',
            data: { gateway: 'stripe', publishableKey: 'pk_test_x' },
          },
        };
      if (url.includes('createPayment')) {
        bodies.push(JSON.parse(String(init?.body)));
        return {
          body: {
            code: 200,
            msg: 'Payment successful.',
            data: {
              paymentId: 'p1',
              status: 'succeeded',
              amount: 1000,
              currency: 'AUD',
              msg: 'Payment successful.',
            },
          },
        };
      }
      return status(false);
    });
    renderWithApp(<p>unused</p>, routes);
    expect(await screen.findByTestId('stripe-element')).toHaveTextContent('pk_test_x 100000 aud');
    expect(screen.queryByTitle('Card details')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay AUD 1,000.00' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ paymentMethod: 'pm_from_element' });
    expect(JSON.stringify(bodies[0])).not.toMatch(/4242/);
  });

  test('the sandbox keeps its framed fields and never asks which gateway or loads Stripe', async () => {
    const before = loads.keys.length;
    const fetchMock = mockApi(() => status(true));
    renderWithApp(<p>unused</p>, routes);
    expect(await screen.findByTitle('Card details')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('paymentGateway'))).toBe(
      false,
    );
    expect(loads.keys.length).toBe(before);
  });
});

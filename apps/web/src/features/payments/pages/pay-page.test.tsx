import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LATE_CHARGE_REASON,
  lateChargeMessage,
  REQUEST_NOT_PAYABLE,
} from '@farewise/domain/payments/payment-failure';
import {
  gatewayMessage,
  gatewayMessageType,
  type GatewayFieldsMessage,
} from '@farewise/domain/payments/gateway-fields';
import { mockApi, renderWithApp } from '../../../../test/render';
import { PayPage } from './pay-page';

const status = (over: object = {}) => ({
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
    sandbox: true,
    ...over,
  },
});

const routes = (path: string) => ({
  path,
  routes: [
    { path: '/flightsPay/:id', element: <PayPage orderType="flight" /> },
    { path: '/paymentSuccess', element: <p>Success page</p> },
  ],
});

/**
 * Stands in for the payment gateway's card fields (a frame of the gateway's own page, which jsdom
 * does not load): they say they are ready and answer the page's submit with a payment method made
 * of `number` (decision 050). Returns what the page posted to them.
 */
async function cardFields(number = '4242424242424242') {
  const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
  const fields = frame.contentWindow!;
  const post = (message: GatewayFieldsMessage) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: gatewayMessage(message),
        origin: window.location.origin,
        source: fields,
      }),
    );
  const received: unknown[] = [];
  fields.postMessage = ((message: unknown) => {
    received.push(message);
    if (gatewayMessageType(message) === 'submit')
      setTimeout(() =>
        post({
          type: 'token',
          paymentMethod: `pm_test${number.slice(-4)}`,
          brand: 'visa',
          last4: number.slice(-4),
        }),
      );
  }) as typeof fields.postMessage;
  post({ type: 'ready' });
  return { received, post };
}

describe('pay page', () => {
  test('a double click sends one payment, with the payment method and no card, and goes to the success page', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = mockApi((url, init) => {
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
      return { body: status() };
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<></>, routes('/flightsPay/o1'));
    expect(await screen.findByText('AUD 1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sandbox test cards' })).toBeInTheDocument();
    const fields = await cardFields();
    const button = screen.getByRole('button', { name: 'Pay AUD 1,000.00' });
    await user.dblClick(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentSuccess'));
    expect(router.state.location.search).toBe('?orderType=flight&orderId=o1');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      orderType: 'flight',
      orderId: 'o1',
      paymentType: 'full',
      paymentMethod: 'pm_test4242',
      idempotencyKey: expect.any(String),
    });
    expect(JSON.stringify(bodies)).not.toContain('4242424242424242');
    // Only the gateway's fields were asked for the card, once, at this site's origin.
    expect(fields.received.filter((m) => gatewayMessageType(m) === 'submit')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalled();
  });

  test('a declined card says why and that the booking was cancelled', async () => {
    mockApi((url) =>
      url.includes('createPayment')
        ? {
            body: {
              code: 200,
              msg: 'x',
              data: {
                paymentId: 'p1',
                status: 'failed',
                amount: 1000,
                currency: 'AUD',
                msg: 'Your card was declined. Your booking has been cancelled and its seats released.',
              },
            },
          }
        : { body: status() },
    );
    const user = userEvent.setup();
    renderWithApp(<></>, routes('/flightsPay/o1'));
    await cardFields('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay AUD 1,000.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('Your booking has been cancelled');
  });

  test('extra bags whose ticket was refunded: nothing to pay, not a failed payment', async () => {
    mockApi(() => ({
      body: status({ orderType: 'aftersales', orderId: 'r1', status: 'cancelled' }),
    }));
    renderWithApp(<></>, {
      path: '/flightsPay/o1?request=r1',
      routes: [
        {
          path: '/flightsPay/:id',
          element: (
            <PayPage orderType="aftersales" payFor={{ requestId: 'r1', successPath: '/done' }} />
          ),
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing to pay');
    expect(alert).toHaveTextContent(REQUEST_NOT_PAYABLE.cancelled);
    expect(alert).not.toHaveTextContent('failed');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  test('a hotel booking whose payment failed speaks of its rooms, not of seats', async () => {
    mockApi(() => ({
      body: status({
        orderType: 'hotel',
        status: 'failed',
        payments: [
          {
            paymentId: 'p1',
            kind: 'full',
            status: 'failed',
            amount: 1000,
            currency: 'AUD',
            cardBrand: 'visa',
            cardLast4: '0002',
            failureReason: 'Your card was declined.',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
    }));
    renderWithApp(<></>, {
      path: '/hotelPay/h1',
      routes: [{ path: '/hotelPay/:id', element: <PayPage orderType="hotel" /> }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your card was declined. Your booking has been cancelled and its rooms released.',
    );
    expect(alert).not.toHaveTextContent('seats');
  });

  test('back from 3-D Secure with ?paymentId= it calls markPayment and goes to the success page', async () => {
    const calls: string[] = [];
    mockApi((url, init) => {
      calls.push(url);
      if (url.includes('markPayment')) {
        expect(JSON.parse(String(init?.body))).toEqual({ paymentId: 'p9' });
        return {
          body: {
            code: 200,
            msg: 'ok',
            data: {
              paymentId: 'p9',
              status: 'succeeded',
              amount: 1000,
              currency: 'AUD',
              msg: 'Payment successful.',
            },
          },
        };
      }
      return { body: status({ status: 'pending' }) };
    });
    const { router } = renderWithApp(<></>, routes('/flightsPay/o1?paymentId=p9'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentSuccess'));
    // Clearing ?paymentId= must not bring the traveller back to the pay page.
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/paymentSuccess');
    expect(calls.filter((c) => c.includes('markPayment'))).toHaveLength(1);
  });

  const lateCharge = {
    paymentId: 'p9',
    kind: 'full',
    status: 'succeeded',
    amount: 1000,
    currency: 'AUD',
    cardBrand: 'visa',
    cardLast4: '3220',
    failureReason: LATE_CHARGE_REASON,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  /** orderMoney after the late charge was given back: charged, refunded, nothing in the end. */
  const lateChargeMoney = {
    code: 200,
    msg: 'success',
    data: {
      currency: 'AUD',
      paid: 1000,
      refunded: 1000,
      net: 0,
      movements: [
        {
          at: '2026-01-01T00:00:00.000Z',
          kind: 'payment',
          label: 'Payment in full, Visa ending 3220',
          amount: 1000,
          status: 'succeeded',
        },
        {
          at: '2026-01-01T00:00:01.000Z',
          kind: 'refund',
          label: 'Refund to Visa ending 3220 (paid after the booking had ended)',
          amount: 1000,
          status: 'succeeded',
        },
      ],
    },
  };

  test('back from 3-D Secure after the booking ended: the charge was taken and refunded, never "no money was taken"', async () => {
    let marked = false;
    mockApi((url) => {
      if (url.includes('orderMoney')) return { body: lateChargeMoney };
      if (url.includes('markPayment')) {
        marked = true;
        return {
          body: {
            code: 200,
            msg: 'ok',
            data: {
              paymentId: 'p9',
              status: 'failed',
              amount: 1000,
              currency: 'AUD',
              msg: lateChargeMessage(100_000, 'AUD', 'flight'),
            },
          },
        };
      }
      return {
        body: marked
          ? status({ status: 'cancelled', paid: 1000, refunded: 1000, payments: [lateCharge] })
          : status({ status: 'pending' }),
      };
    });
    renderWithApp(<></>, routes('/flightsPay/o1?paymentId=p9'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your card was charged AUD 1,000.00 after the booking had ended, so nothing was booked; the charge was refunded in full at once.',
    );
    expect(alert).toHaveTextContent('Your payment was refunded');
    expect(alert).not.toHaveTextContent(/no money was taken|nothing was charged|failed/i);
  });

  test('after a late charge was given back, the order summary lists the charge and its refund: paid in the end AUD 0.00', async () => {
    mockApi((url) =>
      url.includes('orderMoney')
        ? { body: lateChargeMoney }
        : {
            body: status({
              status: 'cancelled',
              orderNo: 'FW123456',
              paid: 1000,
              refunded: 1000,
              payments: [lateCharge],
            }),
          },
    );
    renderWithApp(<></>, routes('/flightsPay/o1'));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const list = await within(summary).findByRole('region', { name: 'Payments and refunds' });
    expect(list).toHaveTextContent('Payment in full, Visa ending 3220');
    expect(list).toHaveTextContent('Refund to Visa ending 3220 (paid after the booking had ended)');
    expect(within(list).getByTestId('money-paid')).toHaveTextContent('AUD 1,000.00');
    expect(within(list).getByTestId('money-refunded')).toHaveTextContent('− AUD 1,000.00');
    expect(within(list).getByTestId('money-net')).toHaveTextContent('AUD 0.00');
    // No bare "Paid: AUD 1,000.00" that leaves the refund out.
    expect(summary).not.toHaveTextContent('Paid: AUD 1,000.00');
    expect(within(summary).getByTestId('pay-total')).toHaveTextContent('Total: AUD 1,000.00');
  });

  test('a change paid after it could no longer be made says the charge was refunded, not that nothing was charged', async () => {
    mockApi((url) => ({
      body: url.includes('orderMoney')
        ? lateChargeMoney
        : status({
            orderType: 'aftersales',
            orderId: 'r1',
            status: 'cancelled',
            paid: 1000,
            refunded: 1000,
            payments: [lateCharge],
          }),
    }));
    renderWithApp(<></>, {
      path: '/flightsPay/o1?request=r1',
      routes: [
        {
          path: '/flightsPay/:id',
          element: (
            <PayPage orderType="aftersales" payFor={{ requestId: 'r1', successPath: '/done' }} />
          ),
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(lateChargeMessage(100_000, 'AUD', 'aftersales'));
    expect(alert).toHaveTextContent('Your card was charged AUD 1,000.00');
    expect(alert).not.toHaveTextContent(/nothing was charged|nothing to pay/i);
  });

  test('a card the fields find incomplete sends nothing; messages from elsewhere are ignored', async () => {
    const fetchMock = mockApi(() => ({ body: status() }));
    const user = userEvent.setup();
    renderWithApp(<></>, routes('/flightsPay/o1'));
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    const fields = frame.contentWindow!;
    let submits = 0;
    fields.postMessage = ((message: unknown) => {
      if (gatewayMessageType(message) !== 'submit') return;
      submits += 1;
      // Another window (or another origin) claiming a payment method is not the gateway.
      window.dispatchEvent(
        new MessageEvent('message', {
          data: gatewayMessage({
            type: 'token',
            paymentMethod: 'pm_forged',
            brand: 'visa',
            last4: '1',
          }),
          origin: 'https://elsewhere.example',
          source: fields,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: gatewayMessage({ type: 'invalid', message: 'Your card number is incorrect.' }),
          origin: window.location.origin,
          source: fields,
        }),
      );
    }) as typeof fields.postMessage;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: gatewayMessage({ type: 'ready' }),
        origin: window.location.origin,
        source: fields,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay AUD 1,000.00' }));
    await waitFor(() => expect(submits).toBe(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('createPayment'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Pay AUD 1,000.00' })).toBeEnabled();
  });

  test('a sandbox test card is typed into the gateway fields, not into this page', async () => {
    mockApi(() => ({ body: status() }));
    const user = userEvent.setup();
    renderWithApp(<></>, routes('/flightsPay/o1'));
    const fields = await cardFields();
    await user.click(screen.getByRole('button', { name: 'Use 4000 0000 0000 3220' }));
    expect(fields.received).toContainEqual(
      gatewayMessage({ type: 'prefill', number: '4000 0000 0000 3220' }),
    );
  });

  test('slice payment shows the deposit and the schedule before paying', async () => {
    mockApi((url) =>
      url.includes('slicePayParse')
        ? {
            body: {
              code: 200,
              msg: 'ok',
              data: {
                available: true,
                reason: null,
                currency: 'AUD',
                total: 1000,
                deposit: 230,
                holdFee: 30,
                weekly: 80,
                adjustedAmount: 1030,
                instalments: [
                  { number: 1, dueDate: '2025-06-22', amount: 400 },
                  { number: 2, dueDate: '2025-06-29', amount: 400 },
                ],
              },
            },
          }
        : { body: status({ paymentType: 'slice', total: 1030 }) },
    );
    renderWithApp(<></>, routes('/flightsPay/o1'));
    expect(await screen.findByRole('table', { name: 'Payment schedule' })).toBeInTheDocument();
    expect(screen.getByText('Deposit due now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay AUD 230.00' })).toBeInTheDocument();
    expect(screen.getByText('Sun 29 Jun 2025')).toBeInTheDocument();
  });
});

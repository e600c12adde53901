import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AfterSalesOptions,
  RefundQuoteWire,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { TicketRefundPage } from './ticket-refund-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER = '11111111-2222-4333-8444-555555555555';

const segment = (passengerIndex: number, direction: 0 | 1) => ({
  passengerIndex,
  direction,
  allowed: true,
  text: 'AUD 100.00 back',
  reason: null,
});

const options: AfterSalesOptions = {
  orderId: ORDER,
  orderNo: 'FWABCDEFGH',
  status: 3,
  statusText: 'Ticket Confirmed',
  currency: 'AUD',
  paymentType: 'full',
  fareProduct: 'RF24',
  fareName: 'Flex-Plus',
  bookedAt: '2026-11-20T09:00:00Z',
  freeCancellationUntil: null,
  paid: 1000,
  refunded: 0,
  directions: [0, 1].map((d) => ({
    direction: d as 0 | 1,
    label: d === 0 ? 'Depart' : 'Return',
    from: d === 0 ? 'SYD' : 'MEL',
    to: d === 0 ? 'MEL' : 'SYD',
    fromCity: d === 0 ? 'Sydney' : 'Melbourne',
    toCity: d === 0 ? 'Melbourne' : 'Sydney',
    departure: d === 0 ? '2026-12-20 08:00' : '2026-12-27 18:00',
    departureUtc: '2026-12-19T21:00:00Z',
    departed: false,
    flights: ['QF1'],
    includedBaggage: '1 x 23KG',
    extraBagPrice: 50,
  })),
  airports: [],
  passengers: ['Ann', 'Bea'].map((name, index) => ({
    index,
    name: `${name} Lee`,
    given_name: name,
    middle_name: '',
    surname: 'Lee',
    bookedName: { given_name: name, middle_name: '', surname: 'Lee' },
    type: 0 as const,
    ticketNo: `081-00000000${index}`,
    coupons: [
      { direction: 0 as const, status: 'open' as const, extraBags: 0 },
      { direction: 1 as const, status: 'open' as const, extraBags: 0 },
    ],
  })),
  options: [
    {
      action: 'refund',
      label: 'Refund',
      allowed: true,
      price: 'Up to AUD 800.00 back',
      reason: 'Flex-Plus fare',
      perSegment: [segment(0, 0), segment(0, 1), segment(1, 0), segment(1, 1)],
    },
  ],
  quote: null,
  requests: [],
};

function quote(passengers: number[], directions: number[]): RefundQuoteWire {
  const lines = passengers.flatMap((p) =>
    directions.map((d) => ({
      passengerIndex: p,
      passengerName: `${p === 0 ? 'Ann' : 'Bea'} Lee`,
      passengerType: 0 as const,
      direction: d as 0 | 1,
      route: d === 0 ? 'Sydney → Melbourne' : 'Melbourne → Sydney',
      allowed: true,
      reason: null,
      ruleText:
        'Flex-Plus fare, more than 48 hours before departure: 80% refund (no questions asked)',
      fare: 200,
      tax: 50,
      fee: 40,
      nonRefundable: 0,
      refund: 210,
    })),
  );
  return {
    kind: 'refund',
    allowed: true,
    reason: null,
    currency: 'AUD',
    quotedAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:15:00.000Z',
    lines,
    paid: 1000,
    bags: 0,
    bagPieces: 0,
    fare: 200 * lines.length,
    fee: 40 * lines.length,
    nonRefundable: 0,
    taxes: 50 * lines.length,
    holdFeeKept: 0,
    holdFeeRefunded: 0,
    unpaidBalance: 0,
    amount: 210 * lines.length,
    card: 'Visa •••• 4242',
    arrivesBy: '2026-12-03',
    freeCancellation: false,
    reasonRequired: false,
    wholeBooking: lines.length === 4,
    unpaid: false,
    tickets: 250 * lines.length,
    beyondPaid: 0,
    paidInSlices: false,
    fullRefundReason: null,
  };
}

function api(submitted: unknown[] = [], extra: Partial<RefundQuoteWire> = {}) {
  return mockApi((url, init) => {
    if (url.startsWith('/v3/ext/sr/refchg2/psgList')) {
      const q = new URL(url, 'http://x').searchParams;
      if (!q.get('kind')) return ok(options);
      const passengers = (q.get('passengers') ?? '').split(',').map(Number);
      const directions = (q.get('directions') ?? '').split(',').map(Number);
      return ok({ ...options, quote: { ...quote(passengers, directions), ...extra } });
    }
    if (url.startsWith('/v3/ext/sr/refchg2/submit')) {
      submitted.push(JSON.parse(String(init?.body)));
      return ok({
        request: { requestId: 'r-1', requestNo: 'RQABCDEFGH', refundAmount: 210, currency: 'AUD' },
        nameQuote: null,
        bagsQuote: null,
      });
    }
    return { status: 404, body: { code: 404, msg: 'no', data: null } };
  });
}

/** Ticks the named checkboxes (passengers by name, flights by label). */
async function tick(user: ReturnType<typeof userEvent.setup>, ...names: RegExp[]) {
  for (const name of names) await user.click(await screen.findByRole('checkbox', { name }));
}

describe('/ticketRefund', () => {
  test('nothing is chosen at first; it asks for the quote of what is chosen, then submits that quote', async () => {
    const submitted: unknown[] = [];
    const fetchMock = api(submitted);
    const { router } = renderWithApp(<TicketRefundPage />, {
      routes: [
        { path: '/ticketRefund/:id', element: <TicketRefundPage /> },
        { path: '/returnSuccess/:id', element: <p>done</p> },
      ],
      path: `/ticketRefund/${ORDER}`,
    });
    expect(await screen.findByRole('button', { name: 'Choose tickets to refund' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Ann Lee/ })).not.toBeChecked();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('kind=refund'))).toBe(false);
    const user = userEvent.setup();
    await tick(user, /Bea Lee/, /^Return/);
    await waitFor(() =>
      expect(screen.getByTestId('refund-amount')).toHaveTextContent('AUD 210.00'),
    );
    expect(
      fetchMock.mock.calls.some(([u]) =>
        String(u).includes('kind=refund&passengers=1&directions=1'),
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Confirm refund of AUD 210.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/returnSuccess/r-1'));
    expect(submitted).toEqual([
      expect.objectContaining({
        kind: 'refund',
        orderId: ORDER,
        passengers: [1],
        directions: [1],
        quote: { quotedAt: '2026-11-24T10:00:00.000Z', amount: 210 },
      }),
    ]);
  });

  test('Back after a confirmed refund shows that refund, not the form; a new choice starts empty', async () => {
    const submitted: unknown[] = [];
    api(submitted);
    const { router } = renderWithApp(<TicketRefundPage />, {
      routes: [
        { path: '/ticketRefund/:id', element: <TicketRefundPage /> },
        { path: '/returnSuccess/:id', element: <p>done</p> },
      ],
      path: `/ticketRefund/${ORDER}`,
    });
    const user = userEvent.setup();
    await tick(user, /Ann Lee/, /^Depart/);
    await user.click(await screen.findByRole('button', { name: 'Confirm refund of AUD 210.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/returnSuccess/r-1'));
    await router.navigate(-1);
    expect(await screen.findByTestId('refund-made')).toHaveTextContent(
      'Request RQABCDEFGH: AUD 210.00 back to your card.',
    );
    expect(screen.queryByRole('button', { name: /^Confirm refund of/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund other tickets' }));
    expect(await screen.findByRole('button', { name: 'Choose tickets to refund' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Bea Lee/ })).not.toBeChecked();
    expect(submitted).toHaveLength(1);
  });

  test('a full refund says why, and its figures add up', async () => {
    api([], {
      fullRefundReason:
        'The airline moved flight QF1 240 minutes later, 3 hours or more: every ticket comes back in full, fare and taxes, whatever the fare, with no fee.',
      fee: 0,
    });
    renderWithApp(<TicketRefundPage />, {
      routes: [{ path: '/ticketRefund/:id', element: <TicketRefundPage /> }],
      path: `/ticketRefund/${ORDER}`,
    });
    await tick(userEvent.setup(), /Ann Lee/, /^Depart/);
    expect(await screen.findByTestId('full-refund-reason')).toHaveTextContent(
      'The airline moved flight QF1 240 minutes later',
    );
    // One ticket of the booking: the quote starts from it, not from the booking's payment.
    expect(screen.getByText('Tickets chosen (fare and taxes)')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  test('extra bags bought for the chosen ticket are in the quote, refunded in full with it', async () => {
    api([], { bags: 54, bagPieces: 1, amount: 210 + 54 });
    renderWithApp(<TicketRefundPage />, {
      routes: [{ path: '/ticketRefund/:id', element: <TicketRefundPage /> }],
      path: `/ticketRefund/${ORDER}`,
    });
    await tick(userEvent.setup(), /Ann Lee/, /^Depart/);
    expect(await screen.findByTestId('refund-bags')).toHaveTextContent('+ AUD 54.00');
    expect(
      screen.getByText('Extra bag bought for these flights (refunded in full)'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('AUD 264.00');
  });

  test('right after a ticket is unticked, Confirm waits for its quote: the old selection cannot be refunded', async () => {
    mockApi((url) => {
      if (url.startsWith('/v3/ext/sr/refchg2/psgList')) {
        const q = new URL(url, 'http://x').searchParams;
        if (!q.get('kind')) return ok(options);
        const passengers = (q.get('passengers') ?? '').split(',').map(Number);
        const directions = (q.get('directions') ?? '').split(',').map(Number);
        return ok({ ...options, quote: quote(passengers, directions) });
      }
      return { status: 404, body: { code: 404, msg: 'no', data: null } };
    });
    renderWithApp(<TicketRefundPage />, {
      routes: [{ path: '/ticketRefund/:id', element: <TicketRefundPage /> }],
      path: `/ticketRefund/${ORDER}`,
    });
    const user = userEvent.setup();
    await tick(user, /Ann Lee/, /Bea Lee/, /^Depart/, /^Return/);
    expect(await screen.findByTestId('refund-amount')).toHaveTextContent('AUD 840.00');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm refund of AUD 840.00' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('checkbox', { name: /Ann Lee/ }));
    // The old quote is still on screen, but its tickets are no longer the chosen ones.
    expect(screen.getByRole('button', { name: /^Confirm refund of/ })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByTestId('refund-amount')).toHaveTextContent('AUD 420.00'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm refund of AUD 420.00' })).toBeEnabled(),
    );
  });

  test('a quote that moved is said in words and the new one is fetched', async () => {
    let asked = 0;
    mockApi((url) => {
      if (url.startsWith('/v3/ext/sr/refchg2/psgList')) {
        const q = new URL(url, 'http://x').searchParams;
        if (!q.get('kind')) return ok(options);
        asked++;
        return ok({ ...options, quote: quote([0, 1], [0, 1]) });
      }
      return {
        status: 409,
        body: {
          code: 409,
          msg: 'The price has changed to AUD 800.00. Please check the new quote and confirm again.',
          data: null,
        },
      };
    });
    renderWithApp(<TicketRefundPage />, {
      routes: [{ path: '/ticketRefund/:id', element: <TicketRefundPage /> }],
      path: `/ticketRefund/${ORDER}`,
    });
    const user = userEvent.setup();
    await tick(user, /Ann Lee/, /Bea Lee/, /^Depart/, /^Return/);
    const confirm = await screen.findByRole('button', { name: 'Confirm refund of AUD 840.00' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('The price has changed');
    await waitFor(() => expect(asked).toBeGreaterThan(1));
  });
});

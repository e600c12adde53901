import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelOrderInfo, HotelOrderRefund } from '@farewise/domain/orders/hotel-order.schemas';
import { mockApi, renderWithApp } from '../../../../test/render';
import { rememberOrderToken } from '../../../shared/session/order-access';
import { clearSession, signIn } from '../../../shared/session/session-store';
import { voucherHtml } from '../components/hotel-voucher';
import { hotelOrderFixture, hotelVoucherFixture } from '../test/hotel-fixtures';
import HotelOrderDetailPage from './hotel-order-detail-page';

const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const NO = 'HWABCD2345';
const routes = [{ path: '/hotelOrderDetail/:insideOrderNo', element: <HotelOrderDetailPage /> }];

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => ({ body: { code: 200, msg: 'success', data } });
const fail = (code: number, msg: string) => ({ status: code, body: { code, msg, data: null } });

type Reply = { status?: number; body: unknown };
type Calls = { path: string; body: Record<string, unknown>; token: string | null }[];

/** Answers each hotel order call from `answers` (by path); records every call with its token. */
function serve(answers: Record<string, (body: Record<string, unknown>) => Reply>) {
  const calls: Calls = [];
  mockApi((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, token: headers['x-order-token'] ?? null });
    const answer = answers[path];
    return answer ? answer(body) : fail(404, 'Not found');
  });
  return calls;
}

const open = () => renderWithApp(<></>, { path: `/hotelOrderDetail/${NO}`, routes });

const order = (patch: Partial<HotelOrderInfo>): HotelOrderInfo => ({
  ...hotelOrderFixture,
  ...patch,
});

const refund = (patch: Partial<HotelOrderRefund>): HotelOrderRefund => ({
  refundId: 'r-1',
  amount: 27_500,
  charged: 27_500,
  currency: 'AUD',
  status: 'refunded',
  reason: 'Plans changed',
  at: '2026-12-23T10:30:00.000Z',
  ...patch,
});

/** orderMoney of the fixture's stay: its one payment. */
const MONEY = {
  currency: 'AUD',
  paid: 550,
  refunded: 0,
  net: 550,
  movements: [
    {
      at: '2026-11-20T09:05:00.000Z',
      kind: 'payment',
      label: 'Payment in full, Visa ending 4242',
      amount: 550,
      status: 'succeeded',
    },
  ],
};

describe('hotel order page', () => {
  test("opened with the order's id (from the pay and success pages) it moves to the insideOrderNo", async () => {
    const calls = serve({
      '/v3/hotel/binfo': () => ok({ orderId: ORDER_ID, insideOrderNo: 'H20261121000123' }),
    });
    const { router } = renderWithApp(<></>, {
      path: `/hotelOrderDetail/${ORDER_ID}`,
      routes,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hotelOrderDetail/H20261121000123'),
    );
    expect(calls.filter((c) => c.path === '/v3/hotel/binfo').map((c) => c.body)).toEqual([
      { orderId: ORDER_ID },
    ]);
  });

  test('an Issued booking: hotel, stay, rooms, guests, contact, payment, status text, confirmation number, price and policy', async () => {
    const calls = serve({
      '/v3/hotel/detail': () => ok(hotelOrderFixture),
      '/v3/commonb2c/orderMoney': () => ok(MONEY),
    });
    open();
    expect(await screen.findByRole('heading', { name: `Booking ${NO}`, level: 1 })).toBeVisible();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();

    const booking = screen.getByRole('region', { name: 'Harbour View Hotel' });
    expect(booking).toHaveTextContent('1 Circular Quay, Sydney');
    expect(booking).toHaveTextContent(
      'Check-in Thu 24 Dec 2026 from 15:00 · Check-out Sat 26 Dec 2026 until 11:00 · 2 nights',
    );
    expect(within(booking).getByText('Order number').nextSibling).toHaveTextContent(NO);
    expect(within(booking).getByTestId('confirmation-no')).toHaveTextContent('H1AB-482913');
    expect(within(booking).getByRole('button', { name: 'View voucher' })).toBeInTheDocument();

    const rooms = screen.getByRole('region', { name: 'Rooms and guests' });
    expect(rooms).toHaveTextContent('Room 1: Deluxe Harbour Room · Free cancellation');
    expect(rooms).toHaveTextContent('Ann Lee · 2 adults');
    expect(rooms).toHaveTextContent('Room 2: Deluxe Harbour Room · Free cancellation');
    expect(rooms).toHaveTextContent('Ben Lee · 1 adult, 1 child (age 7)');
    expect(rooms).toHaveTextContent('Contact: Ann Lee, ann@example.com, +61 412345678');
    expect(rooms).toHaveTextContent('Special requests: Late arrival, around 22:00');

    // Every charge and refund, dated, as orderMoney has them.
    const payments = screen.getByRole('region', { name: 'Payments' });
    await waitFor(() =>
      expect(
        within(payments)
          .getAllByTestId('money-movement')
          .map((r) => r.textContent),
      ).toEqual(['Payment in full, Visa ending 4242Fri 20 Nov 2026, 09:05AUD 550.00']),
    );
    expect(within(payments).getByTestId('money-paid')).toHaveTextContent('AUD 550.00');

    const price = screen.getByRole('region', { name: 'Price details' });
    expect(within(price).getByTestId('total-price')).toHaveTextContent('AUD 550.00');
    expect(screen.getByTestId('cancel-terms')).toHaveTextContent(
      'Free cancellation until 2026-12-22 18:00 (hotel time)',
    );

    // Issued already: no confirm; nothing cancelled: no refunds card and no refundList. The
    // voucher comes with the booking, so that it is saved for reading offline too.
    expect(calls.map((c) => c.path).sort()).toEqual(
      ['/v3/hotel/detail', '/hotel/ticket', '/v3/commonb2c/orderMoney'].sort(),
    );
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  test('a guest is offered the way back to the booking look-up, a signed-in traveller My Trips', async () => {
    serve({ '/v3/hotel/detail': () => ok(hotelOrderFixture) });
    const guest = open();
    await screen.findByRole('heading', { name: `Booking ${NO}`, level: 1 });
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/searchBookings',
    );
    expect(screen.queryByRole('link', { name: /My Trips/ })).not.toBeInTheDocument();
    guest.unmount();

    signIn({ token: 't', email: 'ann@example.com' });
    try {
      open();
      await screen.findByRole('heading', { name: `Booking ${NO}`, level: 1 });
      expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/myBooking');
      expect(screen.queryByRole('link', { name: 'Find your booking' })).not.toBeInTheDocument();
    } finally {
      clearSession();
    }
  });

  test('a Paid booking is confirmed on the spot: Paid becomes Upcoming with the confirmation number', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: Record<string, unknown>[] = [];
    const json = (data: unknown) =>
      new Response(JSON.stringify({ code: 200, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/v3/hotel/detail'))
          return json(
            order({ status: 'Paid', statusText: 'Pending ticket issuance', confirmationNo: null }),
          );
        if (String(input).includes('/hotel/ticket')) return json(hotelVoucherFixture);
        if (String(input).includes('/orderMoney')) return json(MONEY);
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        await gate; // the supplier answers a moment later
        return json(hotelOrderFixture);
      }),
    );
    open();
    expect(await screen.findByText('Pending ticket issuance')).toBeInTheDocument();
    expect(await screen.findByText('Confirming with the hotel…')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('confirmation-no')).toHaveTextContent('H1AB-482913');
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.queryByText('Pending ticket issuance')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ insideOrderNo: NO }]);
  });

  test('a confirmation that has not come yet says so and can be checked again', async () => {
    let attempts = 0;
    serve({
      '/v3/hotel/detail': () =>
        ok(order({ status: 'Paid', statusText: 'Pending ticket issuance', confirmationNo: null })),
      '/v3/hotel/confirm': () =>
        ++attempts === 1 ? fail(409, 'This booking is not paid yet.') : ok(hotelOrderFixture),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('confirmation-no')).toHaveTextContent('H1AB-482913');
    expect(attempts).toBe(2);
  });

  test('a part-refunded booking lists its refunds from refundList: kind, amount, amount kept, status, date', async () => {
    const calls = serve({
      '/v3/hotel/detail': () =>
        ok(
          order({
            status: 'PartRefund',
            statusText: 'Room Part Refund',
            Refunded: 27_500,
            refunds: [refund({})],
          }),
        ),
      '/v3/hotel/refundList': () =>
        ok({
          list: [
            refund({}),
            refund({ refundId: 'r-2', amount: 1_000, charged: 0, status: 'pending', reason: '' }),
          ],
          total: 2,
        }),
    });
    open();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    await waitFor(() => expect(within(refunds).getAllByTestId('refund')).toHaveLength(2));
    const [part, full] = within(refunds).getAllByTestId('refund');
    expect(part).toHaveTextContent('Room Part Refund');
    expect(part).toHaveTextContent('AUD 275.00');
    expect(part).toHaveTextContent('AUD 275.00 kept by the hotel');
    expect(part).toHaveTextContent('Refunded to your card');
    expect(part).toHaveTextContent('23 Dec 2026');
    expect(part).toHaveTextContent('Reason: Plans changed');
    expect(full).toHaveTextContent('Room Refund');
    expect(full).toHaveTextContent('AUD 10.00');
    expect(full).toHaveTextContent('Refund in progress');
    expect(screen.getAllByText('Room Part Refund').length).toBeGreaterThan(1); // the badge too
    // A cancelled booking has no voucher, and is not confirmed.
    expect(screen.queryByRole('button', { name: 'View voucher' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path).sort()).toEqual(
      ['/v3/hotel/detail', '/v3/hotel/refundList', '/v3/commonb2c/orderMoney'].sort(),
    );
    expect(calls.find((c) => c.path === '/v3/hotel/refundList')!.body).toEqual({
      insideOrderNo: NO,
    });
  });

  test('refunds that cannot be loaded say so with Try again', async () => {
    let attempts = 0;
    serve({
      '/v3/hotel/detail': () =>
        ok(
          order({
            status: 'RoomRefund',
            statusText: 'Room Refund',
            refunds: [refund({ charged: 0 })],
          }),
        ),
      '/v3/hotel/refundList': () =>
        ++attempts === 1
          ? fail(500, 'Something went wrong.')
          : ok({ list: [refund({ charged: 0, amount: 55_000 })], total: 1 }),
      '/v3/commonb2c/orderMoney': () =>
        ok({ currency: 'AUD', paid: 0, refunded: 0, net: 0, movements: [] }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the refunds');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('refund')).toHaveTextContent('AUD 550.00');
  });

  test("a guest opens the voucher with the booking's token; it can be printed or downloaded", async () => {
    rememberOrderToken(NO, 'guest-token');
    const calls = serve({
      '/v3/hotel/detail': () => ok({ ...hotelOrderFixture, SpecialRequests: '' }),
      '/hotel/ticket': () => ok(hotelVoucherFixture),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'View voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hotel voucher' });
    await waitFor(() => expect(dialog).toHaveTextContent('H1AB-482913'));
    expect(dialog).toHaveTextContent('Harbour View Hotel');
    expect(dialog).toHaveTextContent('Thu 24 Dec 2026, from 15:00');
    expect(dialog).toHaveTextContent('Sat 26 Dec 2026, until 11:00');
    expect(dialog).toHaveTextContent('Breakfast included');
    expect(dialog).toHaveTextContent('AUD 550.00');
    const guests = within(dialog).getByRole('table', { name: 'Guests' });
    expect(guests).toHaveTextContent('Ben Lee1 adult, 1 child (age 7)');
    const ticket = calls.find((c) => c.path === '/hotel/ticket')!;
    expect(ticket).toEqual({
      path: '/hotel/ticket',
      body: { insideOrderNo: NO },
      token: 'guest-token',
    });
    expect(calls.find((c) => c.path === '/v3/hotel/detail')!.token).toBe('guest-token');

    // jsdom has no object URLs: stand-ins for this test only.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:voucher');
    const urls = URL as unknown as Record<string, unknown>;
    const saved = { create: urls.createObjectURL, revoke: urls.revokeObjectURL };
    Object.assign(urls, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download voucher' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      `hotel-voucher-${NO}.html`,
    );
    click.mockRestore();
    Object.assign(urls, { createObjectURL: saved.create, revokeObjectURL: saved.revoke });
    expect(
      within(dialog).getByRole('button', { name: 'Print or save as PDF' }),
    ).toBeInTheDocument();
  });

  test('a voucher that cannot be issued says why', async () => {
    serve({
      '/v3/hotel/detail': () => ok(hotelOrderFixture),
      '/hotel/ticket': () => fail(409, 'This booking is not paid yet.'),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'View voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hotel voucher' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking is not paid yet.',
    );
  });

  test('the confirmation mail’s link on another device asks only for the booking’s e-mail, then opens it', async () => {
    // This device has no session, token or e-mail for the order: only the right e-mail opens it.
    const calls = serve({
      '/v3/hotel/detail': (body) =>
        body.email === 'ann@example.com'
          ? ok(hotelOrderFixture)
          : fail(404, 'This booking could not be found.'),
      '/v3/commonb2c/orderMoney': () => fail(404, 'This order could not be found.'),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: `Open booking ${NO}` })).toBeVisible();
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
    expect(await screen.findByRole('heading', { name: `Booking ${NO}`, level: 1 })).toBeVisible();
    // The page's other calls (refunds, voucher, cancel) carry the e-mail for this visit.
    await user.click(screen.getByRole('button', { name: 'View voucher' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/hotel/ticket')?.body).toMatchObject({
        insideOrderNo: NO,
        email: 'ann@example.com',
      }),
    );
  });

  test('an order number the server refuses shows the not-found state with the booking look-up', async () => {
    serve({ '/v3/hotel/detail': () => fail(400, 'Check the order number.') });
    open();
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this booking" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a booking' })).toHaveAttribute(
      'href',
      '/searchBookings',
    );
  });

  test('an order that cannot be shown for another reason says why', async () => {
    serve({ '/v3/hotel/detail': () => fail(503, 'The service is busy.') });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not show this booking');
    expect(alert).toHaveTextContent('The service is busy.');
  });
});

describe('the voucher page', () => {
  test('is one self-contained page with every fact, the guests and no script; text is escaped', () => {
    const html = voucherHtml({
      ...hotelVoucherFixture,
      SpecialRequests: '<b>quiet</b> & "high" floor',
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>Hotel voucher HWABCD2345</title>');
    expect(html).toContain('<th>Hotel confirmation number</th><td>H1AB-482913</td>');
    expect(html).toContain('<td>Room 2</td><td>Ben Lee</td><td>1 adult, 1 child (age 7)</td>');
    expect(html).toContain('&lt;b&gt;quiet&lt;/b&gt; &amp; &quot;high&quot; floor');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, test } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import {
  orderAccessHeaders,
  orderEmailOf,
  orderTokenHeaders,
} from '../../../shared/session/order-access';
import { SearchBookingsPage } from './search-bookings-page';
import indexHtml from '../../../../index.html?raw';

const words = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('finding a booking', () => {
  test("the title and words painted with the shell (index.html) are the page's own, before any script", () => {
    renderWithApp(<SearchBookingsPage />, { path: '/searchBookings' });
    const title = screen.getByRole('heading', { level: 1, name: 'Find your booking' });
    const painted = new DOMParser()
      .parseFromString(indexHtml, 'text/html')
      .querySelector('.shell-bookings');
    expect(words(painted?.querySelector('h1'))).toBe(words(title));
    expect(words(painted?.querySelector('p'))).toBe(words(title.nextElementSibling));
    expect(words(painted?.querySelector('p'))).toMatch(/^Enter the order number/);
  });
});

describe('a mail’s link to the look-up', () => {
  test('a flight mail’s link fills in the order number: only the e-mail is asked', async () => {
    const api = mockApi(() => ({
      status: 404,
      body: { code: 404, msg: 'No booking matches.', data: null },
    }));
    const user = userEvent.setup();
    renderWithApp(<SearchBookingsPage />, { path: '/searchBookings?orderNo=FW23456789' });
    expect(screen.getByLabelText('Order number')).toHaveValue('FW23456789');
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    const [url, init] = api.mock.calls[0]!;
    expect(url).toContain('/v2/order/commonQuery');
    expect(JSON.parse(String(init?.body))).toEqual({
      orderNo: 'FW23456789',
      email: 'ann@example.com',
    });
  });

  test('a hotel order number opens the hotel booking’s page with the e-mail given', async () => {
    const api = mockApi((url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { email?: string };
      return url.includes('/v3/hotel/detail') && body.email === 'ann@example.com'
        ? ok({ insideOrderNo: 'HWABCD2345' })
        : { status: 404, body: { code: 404, msg: 'This booking could not be found.', data: null } };
    });
    const user = userEvent.setup();
    renderWithApp(<></>, {
      path: '/searchBookings',
      routes: [
        { path: '/searchBookings', element: <SearchBookingsPage /> },
        { path: '/hotelOrderDetail/:insideOrderNo', element: <p>Hotel booking page</p> },
      ],
    });
    await user.type(screen.getByLabelText('Order number'), 'HWABCD2345');
    await user.type(screen.getByLabelText(/Email/), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No booking matches this order number and e-mail address.',
    );
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Hotel booking page')).toBeInTheDocument();
    expect(orderEmailOf('HWABCD2345')).toBe('ann@example.com');
    expect(api).toHaveBeenCalled();
  });

  test('an after-sales mail’s link opens the request’s progress with only the e-mail', async () => {
    const api = mockApi((url) =>
      url.includes('/v2/order/commonQuery')
        ? {
            body: {
              code: 200,
              msg: 'ok',
              data: { orderId: 'o-1', orderNo: 'FW23456789' },
              orderToken: 'guest-token',
            },
          }
        : { status: 404, body: { code: 404, msg: 'Not found.', data: null } },
    );
    const user = userEvent.setup();
    renderWithApp(<></>, {
      path: '/searchBookings?orderNo=FW23456789&request=RQ7',
      routes: [
        { path: '/searchBookings', element: <SearchBookingsPage /> },
        { path: '/changeProgress', element: <ProgressProbe /> },
      ],
    });
    expect(screen.getByText('Give the e-mail address you booked with to follow request RQ7.'));
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('progress')).toHaveTextContent(
      '/changeProgress?orderId=o-1&request=RQ7',
    );
    // The guest's token is kept for the visit: the requests' list reads with it.
    expect(orderTokenHeaders('o-1')).toEqual({ 'x-order-token': 'guest-token' });
    expect(api).toHaveBeenCalledTimes(1);
  });

  test('an account’s booking found from the mail: the e-mail given opens its after-sales calls', async () => {
    mockApi((url) =>
      url.includes('/v2/order/commonQuery')
        ? // An account's booking: the look-up answers no token.
          ok({ orderId: 'o-2', orderNo: 'FW34567892' })
        : { status: 404, body: { code: 404, msg: 'Not found.', data: null } },
    );
    const user = userEvent.setup();
    renderWithApp(<></>, {
      path: '/searchBookings?orderNo=FW34567892&request=RQ8',
      routes: [
        { path: '/searchBookings', element: <SearchBookingsPage /> },
        { path: '/changeProgress', element: <ProgressProbe /> },
      ],
    });
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('progress')).toHaveTextContent(
      '/changeProgress?orderId=o-2&request=RQ8',
    );
    // No token: the requests' list and the refund and change pages send the e-mail, as a header.
    expect(orderAccessHeaders('o-2')).toEqual({ 'x-order-email': 'ann@example.com' });
  });
});

function ProgressProbe() {
  const location = useLocation();
  return <p data-testid="progress">{`${location.pathname}${location.search}`}</p>;
}

import { afterEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../../../test/render';
import { clearSession, signIn } from '../../../shared/session/session-store';
import { FlightsOrderDetailsPage } from './flights-order-details-page';

const routes = [{ path: '/flightsOrderDetails/:id', element: <FlightsOrderDetailsPage /> }];

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const notYours = () =>
  mockApi(() => ({
    status: 404,
    body: { code: 404, msg: 'We could not find this order.', data: null },
  }));

test('a guest goes back to the booking look-up, not to My Trips they do not have', async () => {
  notYours();
  renderWithApp(<></>, { path: '/flightsOrderDetails/o1', routes });
  expect(
    await screen.findByRole('heading', { name: "We couldn't find this booking" }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
    'href',
    '/searchBookings',
  );
  expect(screen.queryByRole('link', { name: 'My Trips' })).not.toBeInTheDocument();
});

test('a signed-in traveller goes back to My Trips', async () => {
  signIn({ token: 't', email: 'ann@example.com' });
  notYours();
  renderWithApp(<></>, { path: '/flightsOrderDetails/o1', routes });
  await screen.findByRole('heading', { name: "We couldn't find this booking" });
  expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/myBooking');
});

import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { sessionStore } from '../../../shared/session/session-store';
import { mockApi, renderWithApp } from '../../../../test/render';
import type { OrderListItem } from '../api/orders-mix';
import { MyBookingPage, upcomingTrips } from './my-booking-page';

const flight = (oid: string, dep: string, status: number | string): OrderListItem => ({
  order_type: 1,
  oid,
  order_time: '2026-01-01 10:00',
  validatingCarrier: 'QF',
  from_dep_en: 'Sydney',
  from_arr_en: 'Perth',
  from_dep_time: dep,
  adt_num: 1,
  chd_num: 0,
  currency: 'AUD',
  total_price: 300,
  status,
});
const hotel = (no: string, checkIn: string, status: string): OrderListItem => ({
  order_type: 2,
  inside_order_no: no,
  booking_time: '2026-01-01 10:00',
  room_image: [],
  name: `Hotel ${no}`,
  check_in: checkIn,
  check_out: '2026-12-30',
  room_num: 1,
  price_total: { currency: 'AUD', total: 500 },
  status,
});

describe('My booking', () => {
  test('upcoming trips: not yet started, not cancelled, refunded or completed, next first', () => {
    const list = [
      flight('past', '2026-03-01 09:00', 3),
      flight('later', '2026-08-01 09:00', 3),
      hotel('soon', '2026-06-10', 'Issued'),
      flight('cancelled', '2026-07-01 09:00', 4),
      hotel('refunded', '2026-07-02', 'RoomRefund'),
      flight('unpaid', '2026-06-20 07:00', 0),
    ];
    expect(
      upcomingTrips(list, '2026-06-01').map((o) =>
        o.order_type === 1 ? o.oid : o.order_type === 2 ? o.inside_order_no : '',
      ),
    ).toEqual(['soon', 'unpaid', 'later']);
  });

  test('signed out, it offers to log in or look up a booking', () => {
    renderWithApp(<MyBookingPage />, { path: '/myBooking' });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up a booking' })).toHaveAttribute(
      'href',
      '/searchBookings',
    );
  });

  test('signed in without trips, a friendly empty state', async () => {
    localStorage.setItem('token', 'tok');
    sessionStore.set({ token: 'tok', user: { email: 'a@b.co' } });
    mockApi(() => ({ status: 404, body: { code: 404, msg: 'No such API call', data: null } }));
    renderWithApp(<MyBookingPage />, { path: '/myBooking' });
    expect(await screen.findByText('No upcoming trips yet')).toBeInTheDocument();
    sessionStore.set({ token: null, user: null });
  });
});

import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import HotelDetailPage from './hotel-detail-page';
import { closeDialogs, dialogStore } from '../../../shared/dialogs/dialog-store';
import { clearSession, signIn } from '../../../shared/session/session-store';
import { mockApi, ok, renderHotels } from '../test/render-hotels';
import { detailFixture } from '../test/hotel-fixtures';

const routes = [
  { path: '/hotelDetail/:id', element: <HotelDetailPage /> },
  { path: '/hotelReservations/:id', element: <p>reservation</p> },
];

afterEach(() => {
  closeDialogs();
  clearSession();
});

describe('/hotelDetail/{id}', () => {
  test('shows every rate plan with its policy, breakfast and price for the stay', async () => {
    const fetchMock = mockApi(() => ok(detailFixture));
    renderHotels(<></>, { path: '/hotelDetail/h1?sk=sk-1', routes });
    expect(
      await screen.findByRole('heading', { name: 'Hotel Number 1', level: 1 }),
    ).toBeInTheDocument();
    expect(
      JSON.parse(
        String(
          fetchMock.mock.calls.find(([url]) => String(url).includes('/v3/hotel/hdetail'))![1]?.body,
        ),
      ),
    ).toMatchObject({
      HotelId: 'h1',
      sk: 'sk-1',
    });
    expect(screen.getByRole('heading', { name: 'Deluxe Double Room' })).toBeInTheDocument();
    expect(
      screen.getByText('Free cancellation before 18:00 on 8 Apr 2026 (hotel time)'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Room only')).toHaveLength(2);
    expect(screen.getByText('AUD 300.00')).toBeInTheDocument();
    expect(screen.getByText('AUD 340.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
  });

  test('a guest who reserves is asked to sign in, and the hotel is kept for after login', async () => {
    mockApi(() => ok(detailFixture));
    const { router } = renderHotels(<></>, { path: '/hotelDetail/h1?sk=sk-1', routes });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Choose Deluxe Double Room, Non-refundable for room 1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(sessionStorage.getItem('Id')).toBe('h1');
    expect(sessionStorage.getItem('sk')).toBe('sk-1');
    const state = dialogStore.get();
    expect(state.loginShow).toBe(true);
    // 'No, just book it' continues to the reservation.
    state.login.onContinueAsGuest?.();
    await screen.findByText('reservation');
    expect(router.state.location.pathname).toBe('/hotelReservations/h1');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sk: 'sk-1',
      room: 'R1',
      plan: 'NR',
    });
  });

  test('a signed-in traveller goes straight to the reservation', async () => {
    signIn({ token: 't', email: 'a@b.co' });
    mockApi(() => ok(detailFixture));
    const { router } = renderHotels(<></>, { path: '/hotelDetail/h1?sk=sk-1', routes });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Choose Deluxe Double Room, Free cancellation for room 1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    await screen.findByText('reservation');
    expect(router.state.location.search).toBe('?sk=sk-1&room=R1&plan=FC');
    expect(dialogStore.get().loginShow).toBe(false);
  });
});

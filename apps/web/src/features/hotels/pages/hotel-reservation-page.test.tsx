import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HotelQuote } from '@farewise/domain/orders/hotel-order.schemas';
import HotelReservationPage from './hotel-reservation-page';
import { mockApi, ok, renderHotels } from '../test/render-hotels';

const policy = {
  FreeCancellation: true,
  FreeCancellationUntil: '2027-03-01 18:00',
  FreeCancellationUntilUtc: '2027-03-01T07:00:00.000Z',
  TimeZone: 'Australia/Sydney',
  Breakfast: false,
  PolicyText: 'Free cancellation before 18:00 on 1 Mar 2027 (hotel time)',
  BreakfastText: 'Room only',
  CancellationText:
    'Free cancellation before 18:00 on 1 Mar 2027 (hotel time). After that, cancelling costs the first night and the rest is refunded.',
};
const line = {
  Index: 0,
  RoomTypeId: 'R1',
  RoomName: 'Twin Room',
  Bed: '2 single beds',
  Photo: '/v3/hotel/photo/h1-r1.svg',
  RatePlanId: 'FC',
  RatePlanName: 'Free cancellation',
  Refundable: true,
  Breakfast: false,
  PolicyText: policy.PolicyText,
  NightlyPrices: [
    { Date: '2027-03-05', Price: 20_000 },
    { Date: '2027-03-06', Price: 22_000 },
  ],
  Subtotal: 42_000,
  TaxesAndFees: 4_200,
  TotalPrice: 46_200,
};
const quote: HotelQuote = {
  HotelId: 'h1',
  HotelName: 'Harbour Hotel',
  Address: '1 George St, Sydney',
  Stars: 4,
  Photo: '/v3/hotel/photo/h1-0.svg',
  TimeZone: 'Australia/Sydney',
  CheckInFrom: '14:00',
  CheckOutUntil: '11:00',
  RoomTypeId: 'R1',
  RoomName: 'Twin Room',
  Bed: '2 single beds',
  RatePlanId: 'FC',
  RatePlanName: 'Free cancellation',
  CheckIn: '2027-03-05',
  CheckOut: '2027-03-07',
  Nights: 2,
  Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
  RoomLines: [line],
  Currency: 'AUD',
  NightlyPrices: line.NightlyPrices,
  Subtotal: 42_000,
  TaxesAndFees: 4_200,
  TotalPrice: 46_200,
  Policy: policy,
  Available: 8,
  sk: 'v1.sk',
};

const routes = [
  { path: '/hotelReservations/:id', element: <HotelReservationPage /> },
  { path: '/hotelPay/:id', element: <p>Pay page</p> },
];
const URL = '/hotelReservations/h1?sk=v1.sk&room=R1&plan=FC';

function fill() {
  const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
  type(screen.getByLabelText('First name'), 'Ann');
  type(screen.getByLabelText('Last name'), 'Lee');
  type(screen.getByLabelText('Contact name'), 'Ann Lee');
  type(screen.getByLabelText('Email address'), 'ann@example.com');
  type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '0412 345 678');
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/hotelReservations/{id}', () => {
  test('shows the server price per night, taxes, total and the policy with its deadline; Continue books and opens the pay page', async () => {
    const api = mockApi((url) =>
      url.includes('/v3/hotel/verify')
        ? ok(quote)
        : ok({
            orderId: 'o-1',
            insideOrderNo: 'HW1',
            accessToken: 't',
            holdExpiresAt: '',
            Currency: 'AUD',
            TotalPrice: 46_200,
          }),
    );
    const { router } = renderHotels(<></>, { path: URL, routes });
    expect(await screen.findByTestId('total-price')).toHaveTextContent('AUD 462.00');
    expect(screen.getByText('AUD 42.00')).toBeInTheDocument();
    expect(screen.getByText(policy.CancellationText)).toBeInTheDocument();
    fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotelPay/o-1'));
    const booking = api.mock.calls.find(([u]) => String(u).includes('/v3/hotel/booking'));
    expect(JSON.parse(String(booking![1]!.body))).toMatchObject({
      sk: 'v1.sk',
      RoomTypeId: 'R1',
      RatePlanId: 'FC',
      totalPrice: 46_200,
      Guests: [{ given_name: 'Ann', surname: 'Lee' }],
    });
  });

  test('a changed price is explained and the stay priced again', async () => {
    mockApi((url) =>
      url.includes('/v3/hotel/verify')
        ? ok(quote)
        : {
            status: 409,
            body: {
              code: 409,
              msg: 'The price of this room has changed.',
              data: { was: 46_200, now: 48_000, currency: 'AUD' },
              error: 'hotel_orders.price_changed',
            },
          },
    );
    renderHotels(<></>, { path: URL, routes });
    await screen.findByTestId('total-price');
    fill();
    expect(await screen.findByText(/It was AUD 462.00 and is now AUD 480.00/)).toBeInTheDocument();
  });

  test('without sk, room and plan the page says the criteria are incorrect', () => {
    mockApi(() => ok(quote));
    renderHotels(<></>, { path: '/hotelReservations/h1', routes });
    expect(
      screen.getByText('The search criteria are incorrect. Please try again'),
    ).toBeInTheDocument();
  });
});

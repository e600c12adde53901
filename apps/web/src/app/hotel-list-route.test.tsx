import { describe, expect, test } from 'vitest';
import dayjs from 'dayjs';
import { fireEvent, screen, within } from '@testing-library/react';
import HotelListRoute from './hotel-list-route';
import { defaultHotelSearch } from '../features/hotels/components/hotel-search-model';
import { mockApi, ok, renderHotels } from '../features/hotels/test/render-hotels';
import { searchResultFixture } from '../features/hotels/test/hotel-fixtures';

const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/v3/hotel/search'))
    .map(([, init]) => JSON.parse(String(init?.body)));

// The hotels feature's results with the price-alerts feature's Track prices, as the route composes them.
describe('/hotelList with Track prices', () => {
  test("a price alert's link opens its search with the filters it keeps; a guest tracks it with an e-mail", async () => {
    const fetchMock = mockApi((url) =>
      url.includes('/v3/priceAlert/create')
        ? ok({ alert: null, status: 'pending', email: 'guest@example.com' })
        : ok(searchResultFixture),
    );
    const checkIn = defaultHotelSearch().CheckIn;
    const checkOut = dayjs(checkIn).add(3, 'day').format('YYYY-MM-DD');
    renderHotels(<HotelListRoute />, {
      path: `/hotelList?destination=Paris&destinationId=c1&destinationType=1&countryCode=FR&cityName=Paris&checkIn=${checkIn}&checkOut=${checkOut}&room=2%2C6&stars=4%2C5&freeCancellation=1`,
    });
    await screen.findAllByRole('article');
    const search = bodies(fetchMock)[0];
    expect(search.Query).toMatchObject({
      Country: 'c1',
      CheckIn: checkIn,
      CheckOut: checkOut,
      Rooms: [{ AdultNumber: 2, childNumber: 1, ChildAge: [6] }],
    });
    expect(search.FilterParams).toMatchObject({ Stars: [4, 5], FreeCancellation: true });

    fireEvent.click(screen.getByRole('button', { name: 'Track prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track prices' });
    expect(within(dialog).getByText(/Alerts end after the check-in date/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'guest@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(dialog).findByText('Check your inbox')).toBeInTheDocument();
    const created = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/v3/priceAlert/create'),
    )!;
    expect(JSON.parse(String(created[1]?.body))).toMatchObject({
      email: 'guest@example.com',
      currency: 'AUD',
      search: {
        kind: 'hotel',
        destination: 'Paris',
        destinationId: 'c1',
        checkIn,
        checkOut,
        rooms: [{ adults: 2, childAges: [6] }],
        stars: [4, 5],
        freeCancellation: true,
        breakfast: false,
      },
    });
  });
});

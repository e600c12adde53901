import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { startEarlySearch } from './early-search';
import FlightsListPage from '../features/flights/pages/flights-list-page';
import HotelListPage from '../features/hotels/pages/hotel-list-page';
import HotelDetailPage from '../features/hotels/pages/hotel-detail-page';
import FlightsBookingPage from '../features/flights/pages/flights-booking-page';
import { mockApi, ok, renderFlights } from '../features/flights/test/render-flights';
import {
  sydneyLondonOneWay,
  sydneyLondonRoundTripPrice,
} from '../features/flights/test/flight-fixtures';
import { detailFixture, searchResultFixture } from '../features/hotels/test/hotel-fixtures';
import { renderHotels } from '../features/hotels/test/render-hotels';
import { readCopy } from '../shared/offline/saved-copies';
import { flightOrderCopy } from '../shared/api/flight-order';
import { defaultHotelSearch } from '../features/hotels/components/hotel-search-model';

/** A one-way Sydney-London search's address, `days` from today. */
const sydneyLondonAddress = (days: number) =>
  `?${new URLSearchParams({
    tripType: '1',
    fromCity: 'Sydney',
    fromCityCode: 'SYD',
    toCity: 'London',
    toCityCode: 'LON',
    fromDate: dayjs().add(days, 'day').format('YYYY-MM-DD'),
  })}`;

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

describe('a results page started from its address', () => {
  test('the flight search is asked for before the page renders, and the page shows that answer', async () => {
    const fetchMock = mockApi((url) =>
      url.includes('ticketSearchNew')
        ? ok(sydneyLondonOneWay())
        : { status: 404, body: { code: 404, msg: 'Not found', data: null } },
    );
    const search = sydneyLondonAddress(30);
    startEarlySearch({ pathname: '/flightsList', search });
    expect(calls(fetchMock, 'ticketSearchNew')).toHaveLength(1);
    renderFlights(<FlightsListPage />, { path: `/flightsList${search}` });
    expect(await screen.findByRole('heading', { name: '3 of 3 flights' })).toBeInTheDocument();
    expect(calls(fetchMock, 'ticketSearchNew')).toHaveLength(1);
  });

  test("an early start that comes after the page's own search leaves that search alone", async () => {
    const searches: { signal?: AbortSignal | null; answer: () => void }[] = [];
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('ticketSearchNew')
        ? new Promise<Response>((resolve) =>
            searches.push({
              signal: init?.signal,
              answer: () => resolve(json(ok(sydneyLondonOneWay()).body)),
            }),
          )
        : Promise.resolve(json({ code: 404, msg: 'Not found', data: null }, 404)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const search = sydneyLondonAddress(31);
    renderFlights(<FlightsListPage />, { path: `/flightsList${search}` });
    await waitFor(() => expect(searches).toHaveLength(1));
    // The early-search module evaluated late, on a busy phone.
    startEarlySearch({ pathname: '/flightsList', search });
    expect(searches).toHaveLength(1);
    expect(searches[0]!.signal?.aborted).toBe(false);
    searches[0]!.answer();
    expect(await screen.findByRole('heading', { name: '3 of 3 flights' })).toBeInTheDocument();
  });

  test('the hotel search too; a page with no search asks for nothing early', async () => {
    const fetchMock = mockApi(() => ok(searchResultFixture));
    startEarlySearch({ pathname: '/hotelList', search: '?t=1' });
    expect(fetchMock).not.toHaveBeenCalled();
    const { CheckIn, CheckOut } = defaultHotelSearch();
    const search = `?t=1&Destination=Paris&Type=1&CountryCode=FR&Country=c1&FirstCountry=Paris&CheckIn=${CheckIn}&CheckOut=${CheckOut}&Rooms=2`;
    startEarlySearch({ pathname: '/hotelList', search });
    expect(calls(fetchMock, '/v3/hotel/search')).toHaveLength(1);
    renderFlights(<HotelListPage />, { path: `/hotelList${search}` });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(calls(fetchMock, '/v3/hotel/search')).toHaveLength(1);
    // The first card's photo was asked for as the early answer arrived, once.
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect([...preloads].map((l) => l.getAttribute('href'))).toEqual([
      searchResultFixture.list[0]!.Photo,
    ]);
  });

  test("a hotel's page asks for its hotel before it renders, once, and its first photo with the answer", async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    const fetchMock = mockApi(() => ok(detailFixture));
    // Without the stay's key the page gets one first: nothing is asked for early.
    startEarlySearch({ pathname: '/hotelDetail/h1', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlySearch({ pathname: '/hotelDetail/h1', search: '?sk=sk-1' });
    expect(calls(fetchMock, '/v3/hotel/hdetail')).toHaveLength(1);
    // The answer arrives before the page's code has run: its first render draws the hotel, not
    // its skeleton (decision 030).
    await waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    renderHotels(<></>, {
      path: '/hotelDetail/h1?sk=sk-1',
      routes: [{ path: '/hotelDetail/:id', element: <HotelDetailPage /> }],
    });
    expect(screen.getByRole('heading', { name: detailFixture.Name, level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading hotel')).toBeNull();
    expect(calls(fetchMock, '/v3/hotel/hdetail')).toHaveLength(1);
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect([...preloads].map((l) => l.getAttribute('href'))).toEqual([detailFixture.Photos[0]]);
  });

  test('a booking page asks for its order as the app starts, and its first render draws the form', async () => {
    const orderId = '11111111-2222-4333-8444-555555555555';
    const order = {
      orderId,
      currency: 'AUD',
      totalPriceEx: 1650,
      adultNumber: 1,
      childNumber: 0,
      slice: null,
      routing: sydneyLondonRoundTripPrice(1).routing,
    };
    const fetchMock = mockApi((url) =>
      url.includes('/v2/order/commonQuery')
        ? ok(order)
        : { status: 404, body: { code: 404, msg: 'Not found', data: null } },
    );
    // A fare from a search (not an order's id) is not an order to ask for.
    startEarlySearch({ pathname: '/flightsBooking/not-an-order', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlySearch({ pathname: `/flightsBooking/${orderId}`, search: '?paymentType=full' });
    expect(calls(fetchMock, '/v2/order/commonQuery')).toHaveLength(1);
    // The answer is in (the device keeps its copy as it arrives) before the page's code has run.
    await waitFor(() => expect(readCopy(flightOrderCopy(orderId))).not.toBeNull());
    renderFlights(<></>, {
      path: `/flightsBooking/${orderId}?paymentType=full`,
      routes: [{ path: '/flightsBooking/:id', element: <FlightsBookingPage /> }],
    });
    expect(screen.getByTestId('booking-due-now')).toBeInTheDocument();
    expect(calls(fetchMock, '/v2/order/commonQuery')).toHaveLength(1);
  });
});

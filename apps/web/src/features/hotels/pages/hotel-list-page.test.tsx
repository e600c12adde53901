import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import HotelListPage from './hotel-list-page';
import { defaultHotelSearch } from '../components/hotel-search-model';
import { mockApi, ok, renderHotels } from '../test/render-hotels';
import { searchResultFixture } from '../test/hotel-fixtures';

function storeSearch() {
  localStorage.setItem(
    'hotelSearchForm',
    JSON.stringify({
      ...defaultHotelSearch(),
      Destination: 'Paris',
      Type: 1,
      Country: 'c1',
      CountryCode: 'FR',
      FirstCountry: 'Paris',
    }),
  );
}

const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/v3/hotel/search'))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('/hotelList', () => {
  test('an address with a search (shared, or opened in a fresh tab) runs that search', async () => {
    const checkIn = defaultHotelSearch().CheckIn;
    const checkOut = defaultHotelSearch().CheckOut;
    const fetchMock = mockApi(() => ok(searchResultFixture));
    renderHotels(<HotelListPage />, {
      path: `/hotelList?t=1&Destination=Paris&Type=1&CountryCode=FR&Country=c1&FirstCountry=Paris&CheckIn=${checkIn}&CheckOut=${checkOut}&Rooms=2-5_1`,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(bodies(fetchMock)[0].Query).toMatchObject({
      Destination: 'Paris',
      Country: 'c1',
      CheckIn: checkIn,
      Rooms: [
        { Index: 0, AdultNumber: 2, childNumber: 1, ChildAge: [5] },
        { Index: 1, AdultNumber: 1, childNumber: 0, ChildAge: [] },
      ],
    });
    // The form (loaded with the page, decision 030) shows it, and keeps it on this device as its own.
    await waitFor(() => expect(localStorage.getItem('hotelSearchForm')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('hotelSearchForm')!)).toMatchObject({
      Destination: 'Paris',
      CheckIn: checkIn,
    });
  });

  test('while the search runs the list is a named progress bar, gone once the hotels show', async () => {
    storeSearch();
    mockApi(() => ok(searchResultFixture));
    renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    // A loading list has a role that may carry its name (a bare div may not, WCAG 4.1.2).
    expect(await screen.findByRole('progressbar', { name: 'Loading hotels' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('progressbar', { name: 'Loading hotels' })).toBeNull();
  });

  test('a search from the form on the results page gets its own address', async () => {
    storeSearch();
    mockApi(() => ok(searchResultFixture));
    const { router } = renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    await screen.findAllByRole('article');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/Destination=Paris/));
    expect(router.state.location.search).toMatch(/^\?t=\d+&/);
    expect(router.state.location.search).toMatch(/Rooms=2/);
  });

  test('shows a card per hotel with stars, score, distance, policy, price per night and total', async () => {
    storeSearch();
    const fetchMock = mockApi(() => ok(searchResultFixture));
    renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Hotel Number 1' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: '4-star hotel' })).toBeInTheDocument();
    expect(first.getByText('8.6')).toBeInTheDocument();
    expect(first.getByText('1.2 km from centre')).toBeInTheDocument();
    expect(
      first.getByText('Free cancellation before 18:00 on 8 Apr 2026 (hotel time)'),
    ).toBeInTheDocument();
    expect(first.getByText('AUD 189.50')).toBeInTheDocument();
    expect(first.getByText('Total AUD 379.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Hotel Number 1' })).toHaveAttribute(
      'href',
      '/hotelDetail/h1?sk=sk-1',
    );
    // The first card's photo is on the first screen: asked for at once; the next wait their turn.
    expect(cards[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const second = within(cards[1]!);
    expect(second.getByText('Non-refundable')).toBeInTheDocument();
    expect(second.getByText('Breakfast included')).toBeInTheDocument();
    expect(second.getByText('Only 2 rooms left at this price')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paris: 45 properties found' })).toBeInTheDocument();
    // The search sent the stored form.
    expect(bodies(fetchMock)[0].Query).toMatchObject({ Destination: 'Paris', Country: 'c1' });
    expect(bodies(fetchMock)[0].FilterParams).toMatchObject({ Sort: 'recommended', Page: 1 });
  });

  test('a search from typed text that matched no chosen suggestion says which place it took', async () => {
    localStorage.setItem(
      'hotelSearchForm',
      JSON.stringify({ ...defaultHotelSearch(), Destination: 'Pari', Type: 0, Country: '' }),
    );
    const fetchMock = mockApi(() => ok(searchResultFixture));
    renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Showing stays in Paris (City, Île-de-France, France)');
    expect(note).toHaveTextContent('No suggestion was chosen for “Pari”');
    expect(bodies(fetchMock)[0].Query).toMatchObject({ Destination: 'Pari', Country: '' });
  });

  test('a chosen suggestion needs no such note', async () => {
    storeSearch();
    mockApi(() => ok(searchResultFixture));
    renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    await screen.findAllByRole('article');
    expect(screen.queryByText(/Showing stays in/)).not.toBeInTheDocument();
  });

  test('a filter and a sort change the request', async () => {
    storeSearch();
    const fetchMock = mockApi(() => ok(searchResultFixture));
    renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    await screen.findAllByRole('article');
    // jsdom is a narrow screen: the filters live in the drawer.
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Free cancellation (40)' }));
    await waitFor(() => expect(bodies(fetchMock).at(-1).FilterParams.FreeCancellation).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: '5 stars (4)' }));
    await waitFor(() => expect(bodies(fetchMock).at(-1).FilterParams.Stars).toEqual([5]));
    fireEvent.click(screen.getByRole('button', { name: 'Show 45 properties' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_asc' },
    });
    await waitFor(() =>
      expect(bodies(fetchMock).at(-1).FilterParams).toMatchObject({
        Sort: 'price_asc',
        FreeCancellation: true,
        Stars: [5],
        Page: 1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodies(fetchMock).at(-1).FilterParams.Page).toBe(2));
  });

  test('no results shows the empty state; a failed search shows its message', async () => {
    storeSearch();
    mockApi(() => ok({ ...searchResultFixture, total: 0, list: [] }));
    const { unmount } = renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    expect(
      await screen.findByRole('heading', { name: 'No hotels match your search' }),
    ).toBeInTheDocument();
    unmount();
    mockApi(() => ({
      body: { code: 400, msg: 'The search criteria are incorrect. Please try again', data: null },
    }));
    renderHotels(<HotelListPage />, { path: '/hotelList?t=2' });
    expect(
      await screen.findByText('The search criteria are incorrect. Please try again'),
    ).toBeInTheDocument();
  });

  test('a hotel name chosen from the suggestions filters the search; clearing it removes the filter', async () => {
    storeSearch();
    const fetchMock = mockApi((url) =>
      url.includes('/v3/hotel/hnames')
        ? ok({
            list: [
              { HotelId: 'h7', Name: 'Grand Hotel du Louvre', Stars: 5, District: 'Louvre' },
              { HotelId: 'h8', Name: 'Grande Arche Inn', Stars: 3, District: 'La Défense' },
            ],
          })
        : ok(searchResultFixture),
    );
    renderHotels(<HotelListPage />, { path: '/hotelList?t=1' });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const input = await screen.findByRole('textbox', { name: 'Hotel name' });
    fireEvent.change(input, { target: { value: 'G' } });
    fireEvent.change(input, { target: { value: 'Gra' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Grand Hotel du Louvre' }));
    await waitFor(() =>
      expect(bodies(fetchMock).at(-1).FilterParams.HotelName).toBe('Grand Hotel du Louvre'),
    );
    // One debounced lookup, for 'Gra' in the searched destination (none for a single letter).
    const names = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/v3/hotel/hnames'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(names).toEqual([
      { Query: expect.objectContaining({ Destination: 'Paris', Country: 'c1' }), k: 'Gra' },
    ]);
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear hotel name' }));
    // Back to the unfiltered search (answered from the cache of the first request).
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Hotel name' })).toHaveValue('');
  });
});

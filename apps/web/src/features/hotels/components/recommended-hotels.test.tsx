import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { RecommendedHotels } from './recommended-hotels';
import { HotelSearchForm } from './hotel-search-form';
import { mockApi, ok, renderHotels } from '../test/render-hotels';
import { searchResultFixture } from '../test/hotel-fixtures';

const reco = {
  CityName: '',
  CheckIn: '2026-03-17',
  CheckOut: '2026-03-19',
  Currency: 'AUD',
  list: searchResultFixture.list.map((h, i) => ({
    ...h,
    CityName: i === 0 ? 'Paris' : 'Tokyo',
  })),
};

describe('recommended stays', () => {
  test('draws a card per hotel from reco/hotel, linking to its detail page', async () => {
    const fetchMock = mockApi((url) => (url.includes('/reco/hotel') ? ok(reco) : ok(null)));
    renderHotels(<RecommendedHotels />);
    expect(screen.getByLabelText('Loading recommended stays')).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/hotelDetail/h1?sk=sk-1');
    const first = within(links[0]!);
    expect(first.getByText('Hotel Number 1')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '4-star hotel' })).toBeInTheDocument();
    expect(first.getByText('Paris')).toBeInTheDocument();
    expect(first.getByText('AUD 189.50')).toBeInTheDocument();
    const photo = links[0]!.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/v3/hotel/photo/h1-0.svg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '220');
    expect(photo).toHaveAttribute('height', '140');
    expect(within(links[1]!).getByText('Tokyo')).toBeInTheDocument();
    // Popular cities: no city is asked for.
    const urls = fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('/v3/commonb2c/reco/hotel'));
    expect(urls).toHaveLength(1);
    expect(urls[0]).not.toContain('city=');
    expect(urls[0]).toContain('Currency=');
  });

  test('a failure shows nothing', async () => {
    mockApi(() => ({ status: 500, body: { code: 500, msg: 'down', data: null } }));
    renderHotels(<RecommendedHotels />);
    expect(screen.getByRole('heading', { name: 'Recommended stays' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Recommended stays' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('the home form draws the strip below it; the results page does not', async () => {
    mockApi(() => ok(reco));
    const { unmount } = renderHotels(<HotelSearchForm />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Recommended stays' })).toBeInTheDocument();
    unmount();
    renderHotels(<HotelSearchForm />, { path: '/hotelList' });
    expect(screen.queryByRole('heading', { name: 'Recommended stays' })).not.toBeInTheDocument();
  });

  describe('below the fold', () => {
    afterEach(() => vi.unstubAllGlobals());

    test('asks for its hotels only when scrolled near, then shows them', async () => {
      let reveal: (() => void) | undefined;
      const observed: Element[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
            reveal = () => callback([{ isIntersecting: true }]);
          }
          observe(element: Element) {
            observed.push(element);
          }
          disconnect() {}
        },
      );
      const fetchMock = mockApi((url) => (url.includes('/reco/hotel') ? ok(reco) : ok(null)));
      renderHotels(<RecommendedHotels />);
      const strip = screen.getByRole('heading', { name: 'Recommended stays' }).closest('section');
      expect(observed).toEqual([strip]);
      expect(screen.getByLabelText('Loading recommended stays')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const asked = () =>
        fetchMock.mock.calls.filter(([u]) => String(u).includes('/v3/commonb2c/reco/hotel'));
      expect(asked()).toHaveLength(0);

      act(() => reveal?.());
      expect(await screen.findAllByRole('link')).toHaveLength(2);
      expect(asked()).toHaveLength(1);
    });
  });
});

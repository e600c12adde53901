import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { ActivityListPage } from './activity-list-page';

const facets = {
  categories: [{ id: 'cruises', label: 'Cruises and water', count: 0 }],
  durations: [],
  times: [],
  ratings: [],
  freeCancellation: 0,
};
const page = (list: unknown[]) => ({
  city: { cityId: 'c1250015082', name: 'Paris', countryName: 'France' },
  date: '2030-01-10',
  dateTo: '2030-01-10',
  party: { adults: 2, children: 0, infants: 0 },
  currency: 'AUD',
  list,
  page: 1,
  size: 20,
  total: list.length,
  facets,
  priceRange: { min: 0, max: 0 },
  sortRule: 'Recommended: …',
});
const card = {
  id: 'A1250015082-10',
  title: 'Seine sightseeing cruise',
  category: 'cruises',
  categoryLabel: 'Cruises and water',
  photo: '/v3/vp/photo/x.svg',
  rating: 4.8,
  reviewCount: 1234,
  durationMinutes: 75,
  languages: ['English', 'French'],
  freeCancellation: true,
  priceFrom: 5500,
  partyPrice: 11000,
  area: 'Seine',
  nextDate: '2030-01-10',
};
const URL = '/activityList?city=c1250015082&name=Paris&date=2030-01-10';

afterEach(() => vi.unstubAllGlobals());

describe('/activityList', () => {
  test('cards show the rating, duration, free cancellation and prices from and for the party', async () => {
    mockApi(() => ok(page([card])));
    renderWithApp(<ActivityListPage />, { path: URL });
    expect(
      await screen.findByRole('link', { name: 'See dates for Seine sightseeing cruise' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('1h 15m')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();
    expect(screen.getByText('AUD 55.00')).toBeInTheDocument();
    expect(screen.getByText('AUD 110.00 for 2 adults')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 activity on Thu 10 Jan 2030');
  });

  test('nothing found says so and offers to clear the filters', async () => {
    mockApi(() => ok(page([])));
    renderWithApp(<ActivityListPage />, { path: URL });
    expect(await screen.findByRole('heading', { name: 'No activities match' })).toBeInTheDocument();
  });

  test('a failed search shows the message and a way to try again', async () => {
    mockApi(() => ({ status: 500, body: { code: 500, msg: 'Something went wrong.', data: null } }));
    renderWithApp(<ActivityListPage />, { path: URL });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('without a city and date it asks for them and searches nothing', async () => {
    const api = mockApi(() => ok(page([])));
    renderWithApp(<ActivityListPage />, { path: '/activityList' });
    expect(await screen.findByText('Choose a city and a date')).toBeInTheDocument();
    expect(api.mock.calls.filter(([u]) => String(u).includes('/v3/vp/list'))).toHaveLength(0);
  });

  test.each([
    // 09:00 on 2 December in Sydney is still 1 December in UTC.
    ['Australia/Sydney', '2026-12-01T22:00:00Z', 'Wed 2 Dec 2026'],
    // 18:00 on 1 December in Los Angeles is already 2 December in UTC.
    ['America/Los_Angeles', '2026-12-02T02:00:00Z', 'Tue 1 Dec 2026'],
  ])(
    "without a date the form starts on the traveller's own today (%s)",
    async (zone, at, shown) => {
      vi.stubEnv('TZ', zone);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      try {
        mockApi(() => ok(page([])));
        renderWithApp(<ActivityListPage />, { path: '/activityList?city=c1250015082&name=Paris' });
        expect(await screen.findByRole('button', { name: /^Date/ })).toHaveTextContent(shown);
      } finally {
        vi.useRealTimers();
        vi.unstubAllEnvs();
      }
    },
  );
});

import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FlightAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import type { PriceAlertView } from '@farewise/domain/price-alerts/price-alert.schemas';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { clearSession, signIn } from '../../../shared/session/session-store';
import { TrackPricesButton } from './track-prices-button';

const search: FlightAlertSearch = {
  kind: 'flight',
  tripType: 1,
  fromCity: 'Sydney',
  fromCityCode: 'SYD',
  toCity: 'Melbourne',
  toCityCode: 'MEL',
  fromDate: '2027-01-12',
  retDate: null,
  adultNumber: 1,
  childNumber: 0,
  cabinPref: 'Y',
};

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The alert the server lists for the search (names as the server keeps them). */
const alertOf = (status: PriceAlertView['status'] = 'active'): PriceAlertView => ({
  id: '5f0c7a52-0000-4000-8000-000000000001',
  status,
  email: 'ann@example.com',
  search: { ...search, fromCity: 'Sydney', toCity: 'Melbourne' },
  currency: 'AUD',
  drop: { kind: 'percent', value: 5 },
  referencePrice: 120_00,
  latestPrice: 120_00,
  lastCheckedAt: '2026-12-01T09:00:00.000Z',
  endsAfter: '2027-01-12',
  createdAt: '2026-12-01T09:00:00.000Z',
  history: [],
});

const bodiesTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('Track prices', () => {
  test('a guest gives an address and a drop, and is told to open the mailed link', async () => {
    const fetchMock = mockApi(() =>
      ok({ alert: null, status: 'pending', email: 'ann@example.com' }),
    );
    renderWithApp(<TrackPricesButton search={search} currency="AUD" />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Track prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track prices' });
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(dialog).findByText('Please enter the e-mail address to send price alerts to.'),
    ).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/v3/priceAlert/create')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/E-mail/), 'ann@example.com');
    const percent = within(dialog).getByLabelText('Drop in percent');
    await user.clear(percent);
    await user.type(percent, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(dialog).findByText('Check your inbox')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/v3/priceAlert/create')).toEqual([
      {
        search,
        currency: 'AUD',
        drop: { kind: 'percent', value: 10 },
        email: 'ann@example.com',
      },
    ]);
  });

  test('signed in, one click saves the search with the default drop', async () => {
    signIn({ token: 't', email: 'ann@example.com' });
    const fetchMock = mockApi((url) =>
      url.endsWith('/list')
        ? ok({ email: 'ann@example.com', alerts: [] })
        : ok({
            alert: { ...alertOf(), currency: 'EUR' },
            status: 'active',
            email: 'ann@example.com',
          }),
    );
    renderWithApp(<TrackPricesButton search={search} currency="EUR" />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Track prices' }));
    expect(await screen.findByRole('link', { name: 'Tracking prices' })).toHaveAttribute(
      'href',
      '/userInfo?tab=4',
    );
    expect(bodiesTo(fetchMock, '/v3/priceAlert/create')).toEqual([{ search, currency: 'EUR' }]);
  });

  test('signed in: a search already tracked says so after a reload, and can be stopped there', async () => {
    signIn({ token: 't', email: 'ann@example.com' });
    let alerts = [alertOf()];
    const fetchMock = mockApi((url) => {
      if (url.endsWith('/delete')) alerts = [];
      return url.endsWith('/list') ? ok({ email: 'ann@example.com', alerts }) : ok(null);
    });
    renderWithApp(<TrackPricesButton search={search} currency="AUD" />);
    expect(await screen.findByRole('link', { name: 'Tracking prices' })).toHaveAttribute(
      'href',
      '/userInfo?tab=4',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Stop tracking prices' }));
    expect(await screen.findByRole('button', { name: 'Track prices' })).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/v3/priceAlert/delete')).toEqual([{ id: alertOf().id }]);
  });

  test('a guest: the search asked here says so after a reload; once a mail was opened, it shows as tracked and stops by the mail token', async () => {
    mockApi((url) =>
      url.endsWith('/create')
        ? ok({ alert: null, status: 'pending', email: 'ann@example.com' })
        : ok(null),
    );
    const first = renderWithApp(<TrackPricesButton search={search} currency="AUD" />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Track prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track prices' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(dialog).findByText('Check your inbox')).toBeInTheDocument();
    first.unmount();

    // A reload: the request is remembered, with where its link went.
    renderWithApp(<TrackPricesButton search={search} currency="AUD" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm from your mail' }));
    const again = await screen.findByRole('dialog', { name: 'Track prices' });
    expect(within(again).getByText(/Open the link we mail to ann@example.com/)).toBeInTheDocument();
    cleanup();

    // The mail's page was opened in this browser: its token lists the alert, which can be stopped.
    const token = 'm'.repeat(43);
    localStorage.setItem('priceAlertToken', token);
    let alerts = [alertOf()];
    const fetchMock = mockApi((url) => {
      if (url.endsWith('/delete')) alerts = [];
      return url.endsWith('/list') ? ok({ email: 'ann@example.com', alerts }) : ok(null);
    });
    renderWithApp(<TrackPricesButton search={search} currency="AUD" />);
    expect(await screen.findByRole('link', { name: 'Tracking prices' })).toHaveAttribute(
      'href',
      `/priceAlerts?token=${token}`,
    );
    expect(bodiesTo(fetchMock, '/v3/priceAlert/list')[0]).toEqual({ token });
    await user.click(screen.getByRole('button', { name: 'Stop tracking prices' }));
    expect(await screen.findByRole('button', { name: 'Track prices' })).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/v3/priceAlert/delete')).toEqual([{ id: alertOf().id, token }]);
  });
});

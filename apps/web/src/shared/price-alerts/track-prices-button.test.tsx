import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FlightAlertSearch } from '@farewise/domain/price-alerts/price-alert.rules';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { clearSession, signIn } from '../session/session-store';
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
  vi.unstubAllGlobals();
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
    const fetchMock = mockApi(() => ok({ alert: {}, status: 'active', email: 'ann@example.com' }));
    renderWithApp(<TrackPricesButton search={search} currency="EUR" />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Track prices' }));
    expect(await screen.findByRole('link', { name: 'Tracking prices' })).toHaveAttribute(
      'href',
      '/userInfo?tab=4',
    );
    expect(bodiesTo(fetchMock, '/v3/priceAlert/create')).toEqual([{ search, currency: 'EUR' }]);
  });
});

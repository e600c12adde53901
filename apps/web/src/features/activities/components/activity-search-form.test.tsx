import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { ActivitySearchForm, CITY_REQUIRED } from './activity-search-form';
import { TravellersPicker } from './travellers-picker';

const paris = {
  cityId: 'c1250015082',
  name: 'Paris',
  countryCode: 'FR',
  countryName: 'France',
  count: 31,
  photo: '/p.svg',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Activities tab', () => {
  test('a search without a city from the list is refused with a message and opens nothing', async () => {
    mockApi(() => ok({ list: [paris] }));
    const { router } = renderWithApp(<ActivitySearchForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(CITY_REQUIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  test('a popular city searches it at once', async () => {
    mockApi(() => ok({ list: [paris] }));
    const { router } = renderWithApp(<ActivitySearchForm />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Things to do in Paris, 31 activities' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/activityList'));
    expect(router.state.location.search).toContain('city=c1250015082');
    expect(router.state.location.search).toContain('name=Paris');
  });

  test('a typed city is chosen from the suggestions of /v3/vp/citysearch', async () => {
    const api = mockApi((url) =>
      ok({
        list: url.includes('citysearch')
          ? [{ ...paris, second_display: 'Île-de-France, France' }]
          : [paris],
      }),
    );
    const { router } = renderWithApp(<ActivitySearchForm />);
    await userEvent.type(screen.getByLabelText('City'), 'Par');
    // The list may still be fading in (Mantine's transition), so hidden elements count.
    const option = await screen.findByRole('option', {
      name: 'Paris, Île-de-France, France',
      hidden: true,
    });
    await userEvent.click(option);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activityList'));
    expect(api.mock.calls.some(([u]) => String(u).includes('/v3/vp/citysearch?k=Par'))).toBe(true);
  });
});

describe('travellers by age band', () => {
  test('an adults-only activity disables children and infants; infants stop at one per adult', async () => {
    const change = vi.fn();
    const adultsOnly = renderWithApp(
      <TravellersPicker
        value={{ adults: 1, children: 0, infants: 0 }}
        onChange={change}
        labels={{ adult: 'Adult (18+)', child: null, infant: null }}
      />,
    );
    expect(screen.getByRole('button', { name: 'More children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More infants' })).toBeDisabled();
    expect(screen.getAllByText('Not allowed on this activity')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    adultsOnly.unmount();
    renderWithApp(
      <TravellersPicker
        value={{ adults: 1, children: 0, infants: 1 }}
        onChange={change}
        labels={{ adult: 'Adult (13+)', child: 'Child (4-12)', infant: 'Infant (0-3)' }}
      />,
    );
    expect(await screen.findByText('Child (4-12)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More infants' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More children' }));
    expect(change).toHaveBeenCalledWith({ adults: 1, children: 1, infants: 1 });
  });
});

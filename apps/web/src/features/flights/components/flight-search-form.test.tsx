import { describe, expect, test } from 'vitest';
import { formatDate } from '@farewise/domain/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { mockApi, ok, renderFlights } from '../test/render-flights';
import { FlightSearchForm } from './flight-search-form';
import { STORAGE_KEYS } from '../../../shared/storage/storage';
import type { FlightSearchValues } from './flight-search-model';

const inDays = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
const shown = (iso: string) => formatDate(iso);

function stored(over: Partial<FlightSearchValues>) {
  const base: Omit<FlightSearchValues, 'legs'> = {
    tripType: 2,
    fromCity: 'Sydney',
    fromCityCode: 'SYD',
    toCity: 'London',
    toCityCode: 'LON',
    fromDate: inDays(20),
    retDate: inDays(27),
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
  };
  localStorage.setItem(STORAGE_KEYS.flightSearchForm, JSON.stringify({ ...base, ...over }));
}

function renderForm() {
  return renderFlights(<FlightSearchForm />, {
    routes: [
      { path: '/', element: <FlightSearchForm /> },
      { path: '/flightsList', element: <p>results page</p> },
    ],
  });
}

describe('flight search form', () => {
  test('From and To are required, with the messages of SPEC 5', async () => {
    stored({ fromCity: '', fromCityCode: '', toCity: '', toCityCode: '' });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select a from City or Airport')).toBeInTheDocument();
    expect(screen.getByText('Please select a to City or Airport')).toBeInTheDocument();
  });

  test('From and To cannot be the same city', async () => {
    stored({ toCity: 'Sydney', toCityCode: 'SYD' });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('From city and to city cannot be the same')).toBeInTheDocument();
  });

  test('the travellers popover keeps at least 1 adult, at most 9, and 2 children per adult', async () => {
    stored({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '1 adult' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('more than 12 years')).toBeInTheDocument();
    expect(within(dialog).getByText('2-12 years')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/One adult can accompany at most two children/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove an adult' })).toBeDisabled();
    const addChild = within(dialog).getByRole('button', { name: 'Add a child' });
    await userEvent.click(addChild);
    await userEvent.click(addChild);
    expect(addChild).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add an adult' }));
    await userEvent.click(addChild);
    await userEvent.click(addChild);
    expect(within(dialog).getByLabelText('Child: 4')).toBeInTheDocument();
    // Removing an adult reduces the children to fit.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove an adult' }));
    expect(within(dialog).getByLabelText('Child: 2')).toBeInTheDocument();
    // 3 adults + 6 children is 9: no more travellers of either kind.
    const addAdult = within(dialog).getByRole('button', { name: 'Add an adult' });
    await userEvent.click(addAdult);
    await userEvent.click(addAdult);
    for (let i = 0; i < 4; i++) await userEvent.click(addChild);
    expect(within(dialog).getByLabelText('Adult: 3')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Child: 6')).toBeInTheDocument();
    expect(addChild).toBeDisabled();
    expect(addAdult).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: '3 adults, 6 children' })).toBeInTheDocument();
  });

  test('one-way clears and disables Return; round-trip sets it to departure plus 2 days', async () => {
    stored({ fromDate: inDays(20), retDate: inDays(27) });
    renderForm();
    expect(screen.getByRole('button', { name: /Return/ })).toHaveTextContent(shown(inDays(27)));
    await userEvent.click(screen.getByRole('tab', { name: 'One-Way' }));
    const ret = screen.getByRole('button', { name: /Return/ });
    expect(ret).toBeDisabled();
    expect(ret).not.toHaveTextContent(shown(inDays(27)));
    await userEvent.click(screen.getByRole('tab', { name: 'Round-Trip' }));
    expect(screen.getByRole('button', { name: /Return/ })).toHaveTextContent(shown(inDays(22)));
    expect(screen.getByRole('button', { name: /Return/ })).toBeEnabled();
  });

  test('round-trip keeps a return date that is after departure', async () => {
    stored({ tripType: 1, retDate: null });
    renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Round-Trip' }));
    expect(screen.getByRole('button', { name: /Return/ })).toHaveTextContent(shown(inDays(22)));
  });

  test('the swap icon exchanges From and To', async () => {
    stored({});
    renderForm();
    expect(screen.getByLabelText('From')).toHaveValue('Sydney (SYD)');
    await userEvent.click(screen.getByRole('button', { name: 'Swap From and To' }));
    expect(screen.getByLabelText('From')).toHaveValue('London (LON)');
    expect(screen.getByLabelText('To')).toHaveValue('Sydney (SYD)');
  });

  test('suggestions are asked for from 2 characters, grouped, and a choice fills the field', async () => {
    stored({ toCity: '', toCityCode: '' });
    const fetchMock = mockApi((url) =>
      ok({
        airportlist: [
          {
            airportCode: 'LHR',
            airportName: 'London Heathrow',
            cityCode: 'LON',
            cityName: 'London',
            countryCode: 'GB',
            countryName: 'United Kingdom',
          },
        ],
        citylist: [
          {
            cityCode: 'LON',
            cityName: 'London',
            countryCode: 'GB',
            countryName: 'United Kingdom',
            children: [],
          },
        ],
        countrylist: [],
        url,
      }),
    );
    renderForm();
    const to = screen.getByLabelText('To');
    await userEvent.type(to, 'l');
    await new Promise((r) => setTimeout(r, 400));
    // On home the form also asks for popular flights (reco/flight); suggestions only from 2 characters.
    const cityCalls = () =>
      fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/getCity'));
    expect(cityCalls()).toEqual([]);
    await userEvent.type(to, 'o');
    const option = await screen.findByRole('option', { name: /London Heathrow \(LHR\)/ });
    expect(cityCalls()[0]).toContain('/v2/ticket/getCity?query=lo');
    expect(screen.getByText('Airports')).toBeInTheDocument();
    expect(screen.getByText('Cities')).toBeInTheDocument();
    await userEvent.click(option);
    expect(to).toHaveValue('London Heathrow (LHR)');
  });

  test('a failed suggestion call shows an alert with its message', async () => {
    stored({ toCity: '', toCityCode: '' });
    mockApi(() => ({
      status: 429,
      body: { code: 429, msg: 'Too many requests, please slow down', data: null },
    }));
    renderForm();
    await userEvent.type(screen.getByLabelText('To'), 'par');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests, please slow down');
  });

  test('searching keeps a session copy with the extra fields and opens the results', async () => {
    stored({ adultNumber: 2, childNumber: 1, cabinPref: 'C' });
    const { router } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flightsList'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('fromCityCode')).toBe('SYD');
    expect(query.get('toCityCode')).toBe('LON');
    expect(query.get('tripType')).toBe('2');
    const copy = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.flightSearchSession)!);
    expect(copy).toMatchObject({
      fromCityCode: 'SYD',
      oneWayTime: '',
      roundTripTimego: inDays(20),
      roundTripTimeto: inDays(27),
      totalnum: 3,
      kind: 2,
      cabinPref: 'Business',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.flightSearchForm)!)).toMatchObject({
      adultNumber: 2,
      cabinPref: 'C',
    });
  });
});

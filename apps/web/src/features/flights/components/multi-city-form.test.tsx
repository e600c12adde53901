import { afterEach, describe, expect, test } from 'vitest';
import { formatDate } from '@farewise/domain/shared/dates';
import { FLIGHT_SEARCH_MESSAGES as M } from '@farewise/domain/flights/search.rules.messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderFlights } from '../test/render-flights';
import { FlightSearchForm } from './flight-search-form';
import { STORAGE_KEYS } from '../../../shared/storage/storage';

const inDays = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
const leg = (from: string, fromCity: string, to: string, toCity: string, date: string) => ({
  fromCity,
  fromCityCode: from,
  toCity,
  toCityCode: to,
  fromDate: date,
});

function stored(over: Record<string, unknown>) {
  localStorage.setItem(
    STORAGE_KEYS.flightSearchForm,
    JSON.stringify({
      tripType: 2,
      fromCity: 'Sydney',
      fromCityCode: 'SYD',
      toCity: 'Singapore',
      toCityCode: 'SIN',
      fromDate: inDays(20),
      retDate: inDays(27),
      adultNumber: 1,
      childNumber: 0,
      cabinPref: 'Y',
      ...over,
    }),
  );
}

function renderForm() {
  return renderFlights(<FlightSearchForm />, {
    routes: [
      { path: '/', element: <FlightSearchForm /> },
      { path: '/flightsList', element: <p>results page</p> },
    ],
  });
}

const flight = (n: number) => screen.getByRole('group', { name: `Flight ${n}` });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('multi-city search form', () => {
  test('the Multi-City tab starts from the round trip on screen: its route, then the return date', async () => {
    stored({});
    renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Multi-City' }));
    expect(within(flight(1)).getByLabelText('From')).toHaveValue('Sydney (SYD)');
    expect(within(flight(1)).getByLabelText('To')).toHaveValue('Singapore (SIN)');
    expect(within(flight(2)).getByLabelText('From')).toHaveValue('Singapore (SIN)');
    expect(within(flight(2)).getByLabelText('To')).toHaveValue('');
    expect(within(flight(2)).getByRole('button', { name: /Depart/ })).toHaveTextContent(
      formatDate(inDays(27)),
    );
    // Two legs at least: no remove buttons yet.
    expect(screen.queryByRole('button', { name: /Remove flight/ })).not.toBeInTheDocument();
  });

  test('adds flights up to 5 from where the last lands, and removes them down to 2', async () => {
    stored({
      tripType: 3,
      legs: [
        leg('SYD', 'Sydney', 'SIN', 'Singapore', inDays(20)),
        leg('SIN', 'Singapore', 'LON', 'London', inDays(24)),
      ],
    });
    renderForm();
    const add = screen.getByRole('button', { name: 'Add flight' });
    await userEvent.click(add);
    expect(within(flight(3)).getByLabelText('From')).toHaveValue('London (LON)');
    expect(within(flight(3)).getByRole('button', { name: /Depart/ })).toHaveTextContent(
      formatDate(inDays(26)),
    );
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('Up to 5 flights')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove flight 2' }));
    expect(screen.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(4);
    expect(within(flight(2)).getByLabelText('From')).toHaveValue('London (LON)');
    // The form is remembered on this device as it changes, legs included.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.flightSearchForm)!)).toMatchObject({
        tripType: 3,
        legs: [{ fromCityCode: 'SYD' }, { fromCityCode: 'LON' }, {}, {}],
      }),
    );
  });

  test("shows each leg's messages: a missing city, the same city, a date before the flight before it", async () => {
    stored({
      tripType: 3,
      legs: [
        leg('SYD', 'Sydney', 'SIN', 'Singapore', inDays(20)),
        leg('SIN', 'Singapore', 'SIN', 'Singapore', inDays(24)),
        leg('LON', 'London', '', '', inDays(30)),
      ],
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(flight(2)).findByText(M.sameCity)).toBeInTheDocument();
    expect(within(flight(3)).getByText(M.toRequired)).toBeInTheDocument();
    expect(within(flight(1)).queryByText(M.toRequired)).not.toBeInTheDocument();
  });

  test('a search opens the results with the legs and keeps the session copy of SPEC 3', async () => {
    stored({
      tripType: 3,
      adultNumber: 2,
      legs: [
        leg('SYD', 'Sydney', 'SIN', 'Singapore', inDays(20)),
        leg('SIN', 'Singapore', 'LON', 'London', inDays(24)),
        leg('LON', 'London', 'SYD', 'Sydney', inDays(30)),
      ],
    });
    const { router } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flightsList'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('tripType')).toBe('3');
    expect(query.get('fromCityCode')).toBe('SYD');
    expect(JSON.parse(query.get('legs')!)).toHaveLength(3);
    const copy = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.flightSearchSession)!);
    expect(copy).toMatchObject({
      kind: 3,
      tripType: 3,
      fromCityCode: 'SYD',
      toCityCode: 'SIN',
      fromDate: inDays(20),
      totalnum: 2,
      oneWayTime: '',
      roundTripTimego: '',
    });
    expect(copy.legs.map((l: { toCityCode: string }) => l.toCityCode)).toEqual([
      'SIN',
      'LON',
      'SYD',
    ]);
  });
});

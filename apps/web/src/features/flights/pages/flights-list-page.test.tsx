import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import FlightsListPage from './flights-list-page';
import { mockApi, ok, renderFlights } from '../test/render-flights';
import {
  searchResult,
  sydneyLondonOneWay,
  sydneyLondonRoundTrip,
  sydneyLondonRoundTripPrice,
} from '../test/flight-fixtures';
import { STORAGE_KEYS } from '../../../shared/storage/storage';
import { dialogStore } from '../../../shared/dialogs/dialog-store';
import { searchFlights } from '../api/search-flights';
import { DEPARTURE_MESSAGES } from '@farewise/domain/flights/departure-cutoff';

const date = dayjs().add(30, 'day').format('YYYY-MM-DD');
const query = (over: Record<string, string> = {}) =>
  `/flightsList?${new URLSearchParams({
    tripType: '1',
    fromCity: 'Sydney',
    fromCityCode: 'SYD',
    toCity: 'London',
    toCityCode: 'LON',
    fromDate: date,
    adultNumber: '1',
    childNumber: '0',
    cabinPref: 'Y',
    ...over,
  })}`;

type Reply = { status?: number; body: unknown };
function api(
  search: () => Reply,
  more: (url: string, init?: RequestInit) => Reply | null = () => null,
) {
  return mockApi((url, init) => {
    const other = more(url, init);
    if (other) return other;
    if (url.includes('ticketSearchNew')) return search();
    return { status: 404, body: { code: 404, msg: 'Not found', data: null } };
  });
}

const renderPage = (path = query()) =>
  renderFlights(<FlightsListPage />, {
    path,
    routes: [{ path: '/flightsList', element: <FlightsListPage /> }],
  });

const cards = () => screen.getAllByRole('article');
/** A flight's card, once the list has drawn it (cards after the first screen come in later passes). */
const findCard = (flight: string | RegExp) =>
  waitFor(() => {
    const card = cards().find((c) => within(c).queryByText(flight));
    if (!card) throw new Error(`No card for ${String(flight)}`);
    return card;
  });

/** A screen at least 62em wide (the stubbed matchMedia matches nothing otherwise). */
const narrow = window.matchMedia;
afterEach(() => {
  window.matchMedia = narrow;
});
function wideScreen() {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: query.includes('min-width: 62em'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
}

describe('/flightsList', () => {
  test('a search opened from its address (shared, or in a fresh tab) runs and is kept for the session', async () => {
    sessionStorage.clear();
    api(() => ok(sydneyLondonOneWay()));
    renderPage(query({ adultNumber: '2' }));
    expect(await screen.findByRole('heading', { name: '3 of 3 flights' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.flightSearchSession)!)).toMatchObject({
      fromCityCode: 'SYD',
      toCityCode: 'LON',
      oneWayTime: date,
      totalnum: 2,
      kind: 1,
      cabinPref: 'Economy',
      cabinCode: 'Y',
    });
  });

  test('a search shows one card per flight with times, +1 marks, durations and stops', async () => {
    const fetchMock = api(() => ok(sydneyLondonOneWay()));
    renderPage();
    expect(await screen.findByRole('heading', { name: '3 of 3 flights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sydney to London' })).toBeInTheDocument();
    const qantas = await findCard(/QF1 · QF5021/);
    expect(within(qantas).getByText('09:00')).toBeInTheDocument();
    expect(within(qantas).getByText('+1')).toBeInTheDocument();
    expect(within(qantas).getByText('23h 30m')).toBeInTheDocument();
    expect(within(qantas).getByText('1 stop SIN')).toBeInTheDocument();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('ticketSearchNew'))![1]!.body),
    );
    expect(body).toMatchObject({
      tripType: 1,
      fromCityCode: 'SYD',
      toCityCode: 'LON',
      fromDate: date,
      Currency: 'AUD',
    });
  });

  test('flight details show the codeshare, aircraft makers, terminals and layovers', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const qantas = await findCard(/QF1 · QF5021/);
    await userEvent.click(within(qantas).getByRole('button', { name: 'Flight details and fares' }));
    expect(await within(qantas).findByText('Operated by British Airways BA16')).toBeInTheDocument();
    expect(within(qantas).getByText(/Airbus A380-800/)).toBeInTheDocument();
    expect(within(qantas).getByText(/Boeing 787-9/)).toBeInTheDocument();
    expect(within(qantas).getByText(/London Heathrow \(LHR\) · Terminal 5/)).toBeInTheDocument();
    expect(within(qantas).getByText('Layover in Singapore: 2h')).toBeInTheDocument();
    expect(within(qantas).getByText('13h 30m')).toBeInTheDocument();
  });

  test('fare cards show the baggage and rule lines, and an option without a price is inactive', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const cathay = await findCard('CX110 · CX251');
    const strip = within(cathay).getByRole('group', { name: /Fares for option/ });
    expect(within(strip).getByText('Economy Standard')).toBeInTheDocument();
    expect(within(strip).getAllByText('No Baggage').length).toBeGreaterThan(0);
    expect(within(strip).getByText('1 x 23KG')).toBeInTheDocument();
    expect(within(strip).getAllByText('No Refunds').length).toBe(2);
    expect(within(strip).getByText('Non-changeable')).toBeInTheDocument();
    expect(within(strip).getByText('No Change Fee')).toBeInTheDocument();
    expect(within(strip).getByText('Not offered on this flight')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Book Economy Flex-Plus' })).toBeDisabled();
    expect(within(strip).getByRole('button', { name: 'Book Economy Flex' })).toBeEnabled();
  });
});

describe('/flightsList filters and sort', () => {
  test('ticking an airline narrows the list and the counts follow', async () => {
    wideScreen();
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Emirates (1)' }));
    expect(screen.getByRole('heading', { name: '1 of 3 flights' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByText(/EK413 · EK1/)).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  test('on a phone the filters are in the drawer the Filters button opens, not beside the results', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter flights' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Emirates (1)' }));
    expect(screen.getByRole('heading', { name: '1 of 3 flights' })).toBeInTheDocument();
  });

  test('long result lists show 15 flights at a time', async () => {
    const one = sydneyLondonOneWay().routings[0]!;
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...one,
      priceList: one.priceList.map((f) => ({
        ...f,
        totalPriceEx: f.totalPriceEx + i,
        uniqueStr: `${f.uniqueStr}-${i}`,
      })),
    }));
    api(() => ok(searchResult({ routings: many })));
    renderPage();
    await screen.findByRole('heading', { name: '20 of 20 flights' });
    // The first screen's cards come first, the rest of the 15 just after (decision 027).
    await waitFor(() => expect(cards()).toHaveLength(15), { timeout: 60_000 });
    await userEvent.click(screen.getByRole('button', { name: /Show 5 more flights/ }));
    await waitFor(() => expect(cards()).toHaveLength(20), { timeout: 60_000 });
  });

  test('Cheapest puts the lowest price first and Fastest the shortest journey', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    expect(screen.getByText(/Best ranks by 60% price and 40% travel time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Cheapest' }));
    expect(within(cards()[0]!).getByText('CX110 · CX251')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fastest' }));
    expect(within(cards()[0]!).getByText('EK413 · EK1')).toBeInTheDocument();
  });
});

describe('/flightsList policies and booking', () => {
  test("the baggage line opens the policy dialog, which fetches the option's full rules", async () => {
    const fetchMock = api(
      () => ok(sydneyLondonRoundTrip()),
      (url) => (url.includes('ticketPrice') ? ok(sydneyLondonRoundTripPrice()) : null),
    );
    renderPage(query({ tripType: '2', retDate: dayjs(date).add(7, 'day').format('YYYY-MM-DD') }));
    await screen.findByRole('heading', { name: '1 of 1 flight' });
    await userEvent.click(screen.getByRole('button', { name: /Baggage: 1 x 23KG/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('table');
    const priceUrl = String(
      fetchMock.mock.calls.find(([u]) => String(u).includes('ticketPrice'))![0],
    );
    expect(priceUrl).toContain('unique=search-1');
    expect(priceUrl).toContain('g=rt-CHGF');
    expect(within(dialog).getByRole('heading', { name: 'Baggage Allowance' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Cancellation and Change Policy' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Cancellation Fees' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Change Fees' })).toBeInTheDocument();
    const tables = within(dialog).getAllByRole('table');
    // Baggage, cancellation and change, each for Depart and Return.
    expect(tables).toHaveLength(6);
    expect(within(tables[0]!).getByText('Depart')).toBeInTheDocument();
    expect(within(tables[1]!).getByText('Return')).toBeInTheDocument();
    expect(
      within(tables[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Flight', 'Adult', 'Child']);
    expect(within(tables[0]!).getByRole('rowheader', { name: 'ALL' })).toBeInTheDocument();
    const refund = tables[2]!;
    expect(
      within(refund)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Timeframe', 'Adult Fare', 'Child Fare']);
    expect(
      within(refund)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Before Flight Departure (outside 48 hours)',
      'Before Flight Departure (within 48 hours)',
      'No-Show',
      'After Flight Departure',
    ]);
    expect(within(refund).getByText('Non-Refundable', { selector: 'p' })).toBeInTheDocument();
    const change = tables[4]!;
    expect(within(change).getByText('Partially Modifiable')).toBeInTheDocument();
    expect(within(change).getAllByText('No Change Fee')).toHaveLength(2);
  });

  test("the policy dialog shows SPEC 8's alert and Search Again when the offer is gone", async () => {
    api(
      () => ok(sydneyLondonRoundTrip()),
      (url) =>
        url.includes('ticketPrice')
          ? {
              status: 410,
              body: {
                code: 410,
                msg: 'Sorry, the request failed. Please book again.',
                data: null,
                error: 'flights.offer_expired',
              },
            }
          : null,
    );
    renderPage(query({ tripType: '2', retDate: dayjs(date).add(7, 'day').format('YYYY-MM-DD') }));
    await screen.findByRole('heading', { name: '1 of 1 flight' });
    await userEvent.click(screen.getAllByRole('button', { name: /Refund:/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, the request failed. Please book again.',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Select Fare shows the surcharge per traveller and the RF24 tooltip text', async () => {
    api(() => ok(sydneyLondonOneWay(2)));
    renderPage(query({ adultNumber: '2' }));
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const qantas = await findCard(/QF1 · QF5021/);
    await userEvent.click(within(qantas).getByRole('button', { name: 'Flight details and fares' }));
    // The details open with a transition: wait for them rather than expect them at once.
    const group = await within(qantas).findByRole('radiogroup', { name: 'Select Fare' });
    // 1650 - 1500 for 2 travellers, and 1900 - 1500.
    expect(within(group).getByText('+AUD 75.00 per traveller')).toBeInTheDocument();
    expect(within(group).getByText('+AUD 200.00 per traveller')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Selected' })).toBeInTheDocument();
    expect(
      within(group).getByLabelText('Economy Flex-Plus: 80% Ticket Price Refund Without Any Reason'),
    ).toBeInTheDocument();
    await userEvent.click(within(group).getAllByRole('radio', { name: 'Select' })[1]!);
    expect(
      within(qantas).getByRole('button', { name: 'Continue with Economy Flex-Plus' }),
    ).toBeInTheDocument();
  });

  test('Book as a guest keeps the order parameters and opens the login dialog with the guest link', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const qantas = await findCard(/QF1 · QF5021/);
    await userEvent.click(within(qantas).getByRole('button', { name: 'Book Economy Flex' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.uniqueKey)).toBe('search-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.uniqueStr)).toBe('qf-CHGF');
    expect(sessionStorage.getItem(STORAGE_KEYS.paymentType)).toBe('full');
    const state = dialogStore.get();
    expect(state.loginShow).toBe(true);
    expect(state.login.onContinueAsGuest).toBeTypeOf('function');
    dialogStore.set({ ...state, loginShow: false });
  });

  test('a signed-in Book creates the order and opens the booking page', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    sessionStorage.setItem(STORAGE_KEYS.uniqueKey, 'search-0');
    const { sessionStore } = await import('../../../shared/session/session-store');
    sessionStore.set({ token: 'token-1', user: { email: 'a@example.com' } });
    const result = sydneyLondonOneWay();
    const fetchMock = api(
      () => ok(result),
      (url) => (url.includes('createOrder') ? ok('order-1') : null),
    );
    renderFlights(<FlightsListPage />, {
      path: query(),
      routes: [
        { path: '/flightsList', element: <FlightsListPage /> },
        { path: '/flightsBooking/:id', element: <p>booking page</p> },
      ],
    });
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    const qantas = await findCard(/QF1 · QF5021/);
    await userEvent.click(within(qantas).getByRole('button', { name: 'Book Economy Flex' }));
    expect(await screen.findByText('booking page')).toBeInTheDocument();
    const create = fetchMock.mock.calls.find(([u]) => String(u).includes('createOrder'))!;
    expect(JSON.parse(String(create[1]!.body))).toMatchObject({
      data: { unique: 'search-1', g: 'qf-CHGF' },
      totalPriceEx: 1650,
      paymentType: 'full',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.uniqueKey)).toBeNull();
    sessionStore.set({ token: null, user: null });
  });

  test('a refused order creation shows the msg with an OK button', async () => {
    const { sessionStore } = await import('../../../shared/session/session-store');
    sessionStore.set({ token: 'token-1', user: { email: 'a@example.com' } });
    api(
      () => ok(sydneyLondonOneWay()),
      (url) =>
        url.includes('createOrder')
          ? {
              status: 409,
              body: {
                code: 409,
                msg: 'Sorry, there are not enough seats left at this fare.',
                data: null,
              },
            }
          : null,
    );
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    await userEvent.click(
      within(cards()[0]!).getAllByRole('button', { name: /^Book Economy/ })[0]!,
    );
    expect(
      await screen.findByText('Sorry, there are not enough seats left at this fare.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    sessionStore.set({ token: null, user: null });
  });

  test('an expired offer shows SPEC 8 alert with Search Again', async () => {
    const { sessionStore } = await import('../../../shared/session/session-store');
    sessionStore.set({ token: 'token-1', user: { email: 'a@example.com' } });
    api(
      () => ok(sydneyLondonOneWay()),
      (url) =>
        url.includes('createOrder')
          ? {
              status: 410,
              body: { code: 410, msg: 'Sorry, the request failed. Please book again.', data: null },
            }
          : null,
    );
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    await userEvent.click(
      within(cards()[0]!).getAllByRole('button', { name: /^Book Economy/ })[0]!,
    );
    expect(
      await screen.findByText('Sorry, the request failed. Please book again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search Again' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Sorry, the request failed. Please book again.'),
      ).not.toBeInTheDocument(),
    );
    sessionStore.set({ token: null, user: null });
  });
});

describe('/flightsList states', () => {
  test('a refused search shows its message in an error state', async () => {
    api(() => ({
      status: 400,
      body: { code: 400, msg: 'From city and to city cannot be the same', data: null },
    }));
    renderPage(query({ toCityCode: 'SYD' }));
    expect(
      await screen.findByText('From city and to city cannot be the same', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('an address whose date has passed is not searched: it says so and searches from today', async () => {
    const searched: string[] = [];
    api(
      () => ok(sydneyLondonOneWay()),
      (url, init) => {
        if (url.includes('ticketSearchNew'))
          searched.push((JSON.parse(String(init?.body)) as { fromDate: string }).fromDate);
        return null;
      },
    );
    const past = dayjs().subtract(5, 'day').format('YYYY-MM-DD');
    const { router } = renderPage(query({ fromDate: past }));
    expect(await screen.findByText(DEPARTURE_MESSAGES.datePassed(past))).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(searched).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Search from today' }));
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('fromDate')).toBe(today),
    );
    expect(await screen.findByRole('heading', { name: '3 of 3 flights' })).toBeInTheDocument();
    expect(searched).toEqual([today]);
  });

  test("yesterday's date that has passed where the flight leaves: the server's answer is shown the same way and today there is searched", async () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const msg = DEPARTURE_MESSAGES.datePassed(yesterday);
    api(() => ({
      status: 400,
      body: {
        code: 400,
        msg,
        // Where the flight leaves it is already tomorrow here.
        data: { date: yesterday, today: tomorrow },
        error: 'flights.date_passed',
        errors: [{ field: 'fromDate', message: msg }],
      },
    }));
    const { router } = renderPage(query({ fromDate: yesterday }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search from today' }));
    // Today where the flight leaves, so the search from today is not refused again.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('fromDate')).toBe(tomorrow),
    );
  });

  test('a day whose flights have all left says so and offers the next day', async () => {
    api(() => ok(searchResult()));
    const today = dayjs().format('YYYY-MM-DD');
    const { router } = renderPage(query({ fromDate: today }));
    expect(
      await screen.findByRole('heading', { name: 'No more flights on this day' }),
    ).toBeInTheDocument();
    expect(screen.getByText(DEPARTURE_MESSAGES.noneLeft)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search the next day' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('fromDate')).toBe(
        dayjs().add(1, 'day').format('YYYY-MM-DD'),
      ),
    );
  });

  test('a search without flights shows the empty state', async () => {
    api(() => ok(searchResult()));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No flights found' })).toBeInTheDocument();
  });

  test('nearby dates from the price calendar switch the search in one click', async () => {
    const days = [-3, -2, -1, 0, 1, 2, 3].map((n, i) => ({
      date: dayjs(date).add(n, 'day').format('YYYY-MM-DD'),
      retDate: null,
      priceEx: 1000 + i * 10,
      currency: 'AUD',
      cheapest: i === 0,
      selected: n === 0,
    }));
    api(
      () => ok(sydneyLondonOneWay()),
      (url) => (url.includes('priceCalendar') ? ok({ currency: 'AUD', days }) : null),
    );
    const { router } = renderPage();
    const strip = await screen.findByRole('navigation', { name: 'Cheapest fares on nearby dates' });
    expect(within(strip).getAllByRole('button')).toHaveLength(7);
    await userEvent.click(within(strip).getByRole('button', { name: /lowest/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('fromDate')).toBe(days[0]!.date),
    );
  });

  test('without a price calendar on the server the strip is simply absent', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    expect(
      screen.queryByRole('navigation', { name: 'Cheapest fares on nearby dates' }),
    ).not.toBeInTheDocument();
  });

  test('a new search cancels the one in flight', async () => {
    const signals: AbortSignal[] = [];
    // A server that answers after a moment, and a fetch that stops when its signal aborts.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const signal = init.signal!;
      signals.push(signal);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => resolve(new Response(JSON.stringify(ok(sydneyLondonOneWay()).body))),
          20,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The search was replaced', 'AbortError'));
        });
      });
    });
    const body = {
      tripType: 1 as const,
      fromCityCode: 'SYD',
      toCityCode: 'LON',
      fromDate: date,
      adultNumber: 1,
    };
    const first = searchFlights(body);
    const second = searchFlights({ ...body, toCityCode: 'PAR' });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ uniqueKey: 'search-1' });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  test('the search contact form checks its fields with the messages of SPEC 5', async () => {
    api(() => ok(sydneyLondonOneWay()));
    renderPage();
    await screen.findByRole('heading', { name: '3 of 3 flights' });
    // It loads as the traveller scrolls to it (at once here: jsdom has no IntersectionObserver).
    const form = await screen.findByRole('form', { name: 'Search contact form' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await within(form).findByText('Enter a valid mobile')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid Email')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Mobile phone number'), '4123');
    await userEvent.type(within(form).getByLabelText('Email address'), 'ann@');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(
      await within(form).findByText(
        'Mobile number must contain minimum 7digits after country code',
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('This email address appears to be incorrect.'),
    ).toBeInTheDocument();
    // A real Australian mobile: the number is checked against its calling code.
    await userEvent.type(within(form).getByLabelText('Mobile phone number'), '45678');
    await userEvent.type(within(form).getByLabelText('Email address'), 'example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText(/Saved for your booking/)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('flightContact')!)).toEqual({
      postcode: '61',
      mobile: '412345678',
      email: 'ann@example.com',
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import type { FlightOrderListItem } from '@farewise/domain/orders/orders-list.schemas';
import type { OrderListItem, OrdersQuery } from '../api/orders-mix';
import { MyTrips } from './my-trips';

const flight = (i: number, status: string | number): OrderListItem => ({
  order_type: 1,
  oid: `F${i}`,
  order_time: '2026-01-10 09:00',
  validatingCarrier: 'QF',
  from_dep_en: 'Sydney',
  from_arr_en: 'Melbourne',
  from_dep_time: '2026-09-01 08:30',
  adt_num: 2,
  chd_num: 1,
  currency: 'AUD',
  total_price: 612.5,
  status,
});
const hotel: OrderListItem = {
  order_type: 2,
  inside_order_no: 'H900',
  booking_time: '2026-01-11 10:00',
  room_image: [{ Href: '/img/room.jpg' }],
  name: 'Harbour View Hotel',
  check_in: '2026-09-01',
  check_out: '2026-09-04',
  room_num: 2,
  price_total: { currency: 'AUD', total: 840 },
  status: 'PendingPayment',
};

/** 25 orders: the first a hotel, then 24 flights with numeric statuses 0 to 6 in turn. */
const ALL: OrderListItem[] = [hotel, ...Array.from({ length: 24 }, (_, i) => flight(i + 1, i % 7))];

function setup(path = '/userInfo?tab=0', reply?: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(
    reply ??
      ((url, init) => {
        const q = JSON.parse(String(init?.body)) as OrdersQuery;
        const list = ALL.filter(
          (o) =>
            q.filter === 'all' ||
            (q.filter === 'flights' ? o.order_type === 1 : o.order_type === 2),
        );
        return ok({
          list: list.slice((q.page - 1) * q.size, q.page * q.size),
          page: q.page,
          size: q.size,
          total: list.length,
          filters: [
            { value: 'all', label: 'All' },
            { value: 'flights', label: 'Flights' },
            { value: 'hotels', label: 'Hotels' },
            { value: 'activities', label: 'Activities' },
          ],
        });
      }),
  );
  const view = renderWithApp(<MyTrips />, { path });
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  JSON.parse(String(fetchMock.mock.calls.at(-1)![1]?.body)) as OrdersQuery;

describe('My Trips', () => {
  test('a multi-city trip lists every city it flies to, in order', async () => {
    const multi: FlightOrderListItem = {
      ...(flight(99, 3) as FlightOrderListItem),
      from_arr_en: 'Singapore',
      onward_en: ['London', 'Sydney'],
    };
    setup('/userInfo?tab=0', () =>
      ok({ list: [multi], page: 1, size: 10, total: 1, filters: [{ value: 'all', label: 'All' }] }),
    );
    const link = await screen.findByRole('link', {
      name: /^Flight Sydney to Singapore to London to Sydney/,
    });
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('London')).toBeInTheDocument();
    expect(within(card).getAllByText('Sydney')).toHaveLength(2);
  });

  test('flight and hotel cards show their fields and the SPEC 4 status texts', async () => {
    setup();
    // Each card is an article whose title is the link (named with the kind and the status).
    const cardOf = (link: HTMLElement) => link.closest('article') as HTMLElement;
    const hotelLink = await screen.findByRole('link', {
      name: 'Hotel Harbour View Hotel (Awaiting Payment)',
    });
    const hotelCard = cardOf(hotelLink);
    expect(within(hotelCard).getByText('Awaiting Payment')).toBeInTheDocument();
    expect(within(hotelCard).getByText('AUD 840.00')).toBeInTheDocument();
    expect(within(hotelCard).getByText('2 rooms')).toBeInTheDocument();
    expect(hotelLink).toHaveAttribute('href', '/hotelOrderDetail/H900');
    const flights = screen
      .getAllByRole('link', { name: /^Flight Sydney to Melbourne/ })
      .map(cardOf);
    expect(flights).toHaveLength(9);
    expect(within(flights[0]!).getByText('Awaiting Payment')).toBeInTheDocument();
    expect(within(flights[1]!).getByText('Issuing Ticket')).toBeInTheDocument();
    expect(within(flights[2]!).getByText('Abnormal ticket issuance request')).toBeInTheDocument();
    expect(within(flights[3]!).getByText('Ticket Confirmed')).toBeInTheDocument();
    expect(within(flights[4]!).getByText('Booking Cancelled')).toBeInTheDocument();
    expect(within(flights[5]!).getByText('Trip Completed')).toBeInTheDocument();
    expect(within(flights[6]!).getByText('Changed')).toBeInTheDocument();
    expect(within(flights[0]!).getByText('AUD 612.50')).toBeInTheDocument();
    expect(within(flights[0]!).getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(within(flights[0]!).getByRole('img', { name: 'Airline QF' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Flight Sydney to Melbourne (Changed)' }),
    ).toBeInTheDocument();
  });

  test('a flight card carries the current query string to its order page', async () => {
    setup('/userInfo?tab=0&page=2');
    const first = (await screen.findAllByRole('link', { name: /^Flight/ }))[0]!;
    expect(first).toHaveAttribute('href', '/flightsOrderDetails/F10?tab=0&page=2');
  });

  test('the desktop pager has total, sizes, previous, pages, next and a jump box', async () => {
    const { user, fetchMock } = setup();
    const pager = await screen.findByRole('navigation', { name: 'Orders pages' });
    expect(within(pager).getByText('Total 25')).toBeInTheDocument();
    expect(within(pager).getByLabelText('Orders per page')).toHaveValue('10 / page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeEnabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: 2, size: 10 }));

    await user.type(within(pager).getByLabelText('Go to'), '3{Enter}');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: 3, size: 10 }));
    expect(await screen.findAllByRole('link', { name: /^Flight/ })).toHaveLength(5);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  test('below 768 px the pager shows previous, pages and next only', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width: 767px'),
    })) as typeof window.matchMedia;
    try {
      setup();
      const pager = await screen.findByRole('navigation', { name: 'Orders pages' });
      await waitFor(() => expect(within(pager).queryByText('Total 25')).not.toBeInTheDocument());
      expect(within(pager).queryByLabelText('Go to')).not.toBeInTheDocument();
      expect(within(pager).queryByLabelText('Orders per page')).not.toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    } finally {
      window.matchMedia = desktop;
    }
  });

  test('changing the page size goes back to page 1', async () => {
    const { user, fetchMock, router } = setup('/userInfo?tab=0&page=2');
    const size = await screen.findByLabelText('Orders per page', { selector: 'input' });
    await user.click(size);
    // The list is drawn as it opens; the field then names it.
    await waitFor(() => expect(size).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(size.getAttribute('aria-controls')!)!;
    await user.click(within(listbox).getByRole('option', { name: '20 / page', hidden: true }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: 1, size: 20 }));
    expect(router.state.location.search).toBe('?tab=0&size=20');
    expect(await screen.findAllByRole('link', { name: /^(Flight|Hotel)/ })).toHaveLength(20);
  });

  test('the filter tabs default to all and ask for the chosen kind', async () => {
    const { user, fetchMock } = setup();
    expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ filter: 'hotels', page: 1 }));
    expect(await screen.findByText('Total 1')).toBeInTheDocument();
  });

  test('no orders, or no orders call yet (404), shows No Flights Found', async () => {
    setup('/userInfo?tab=0', () => ({
      status: 404,
      body: { code: 404, msg: 'Route POST:/v3/commonb2c/orders/mix not found', data: null },
    }));
    expect(await screen.findByText('No Flights Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

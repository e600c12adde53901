import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { newRoom } from '@farewise/domain/hotels/hotel-search.rules';
import { HotelSearchForm } from './hotel-search-form';
import {
  defaultHotelSearch,
  hotelSearchFromQuery,
  hotelSearchToQuery,
  loadHotelSearch,
  type HotelSearchValues,
} from './hotel-search-model';
import { renderHotels } from '../test/render-hotels';

const NOW = new Date('2026-03-10T10:00:00');
const now = () => NOW;

const filled = (patch: Partial<HotelSearchValues> = {}): HotelSearchValues => ({
  ...defaultHotelSearch(NOW),
  Destination: 'Paris',
  Type: 1,
  Country: 'c1',
  CountryCode: 'FR',
  FirstCountry: 'Paris',
  ...patch,
});

function openRooms() {
  fireEvent.click(screen.getByRole('button', { name: /travellers and rooms/i }));
  return screen.getByRole('dialog');
}

describe('hotel search form', () => {
  test('an empty form shows the SPEC 5 messages for destination, check-in and check-out', () => {
    const onSearch = vi.fn();
    renderHotels(
      <HotelSearchForm
        now={now}
        onSearch={onSearch}
        initialValues={{ ...defaultHotelSearch(NOW), CheckIn: '', CheckOut: '' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please select a destination.')).toBeInTheDocument();
    expect(screen.getByText('Please select a check-in date')).toBeInTheDocument();
    expect(screen.getByText('Please select a check-out date.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  test('the summary reads "N travellers, M room" and follows the rooms', () => {
    renderHotels(<HotelSearchForm now={now} initialValues={filled()} />);
    expect(screen.getByRole('button', { name: /travellers and rooms/i })).toHaveTextContent(
      '2 travellers, 1 room',
    );
    const dialog = openRooms();
    expect(within(dialog).getByText('>=18 Years')).toBeInTheDocument();
    expect(within(dialog).getByText('0-17 Years')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /remove/i })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another room' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More children in room 2' }));
    expect(screen.getByRole('button', { name: /travellers and rooms/i })).toHaveTextContent(
      '5 travellers, 2 room',
    );
    // 'remove' on every room except the first.
    expect(within(dialog).getAllByRole('button', { name: /^remove/i })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'remove room 2' }));
    expect(screen.getByRole('button', { name: /travellers and rooms/i })).toHaveTextContent(
      '2 travellers, 1 room',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the "Travellers" label names the travellers button', () => {
    renderHotels(<HotelSearchForm now={now} initialValues={filled()} />);
    expect(screen.getByLabelText('Travellers', { selector: 'button' })).toBe(
      screen.getByRole('button', { name: /travellers and rooms/i }),
    );
  });

  test('a room keeps at least 1 adult, at most 6 children and at most 9 travellers', () => {
    renderHotels(<HotelSearchForm now={now} initialValues={filled()} />);
    const dialog = openRooms();
    const fewerAdults = within(dialog).getByRole('button', { name: 'Fewer adults in room 1' });
    fireEvent.click(fewerAdults);
    expect(fewerAdults).toBeDisabled();
    const moreChildren = within(dialog).getByRole('button', { name: 'More children in room 1' });
    for (let i = 0; i < 6; i++) fireEvent.click(moreChildren);
    expect(screen.getByTestId('room-1-children')).toHaveTextContent('6');
    expect(moreChildren).toBeDisabled();
    const moreAdults = within(dialog).getByRole('button', { name: 'More adults in room 1' });
    fireEvent.click(moreAdults);
    fireEvent.click(moreAdults);
    expect(screen.getByTestId('room-1-adults')).toHaveTextContent('3');
    expect(moreAdults).toBeDisabled();
    expect(within(dialog).getAllByRole('combobox', { name: /child \d age/i })).toHaveLength(6);
    const options = within(within(dialog).getByRole('combobox', { name: 'Room 1, child 1 age' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Age', ...Array.from({ length: 17 }, (_, i) => String(i + 1))]);
  });

  test('a child without an age shows the warning and the search does not run', () => {
    const onSearch = vi.fn();
    const room = { ...newRoom(0), childNumber: 1, ChildAge: [''] as ('' | number)[] };
    renderHotels(
      <HotelSearchForm now={now} onSearch={onSearch} initialValues={filled({ Rooms: [room] })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Please select the child's age.");
    expect(onSearch).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Room 1, child 1 age' }), {
      target: { value: '7' },
    });
    expect(screen.queryByText("Please select the child's age.")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]![0].Rooms[0].ChildAge).toEqual([7]);
  });

  test('a search from another page opens /hotelList?t= with the search in the address, and the form is kept locally', () => {
    const { router } = renderHotels(<HotelSearchForm now={now} initialValues={filled()} />, {
      path: '/home',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/hotelList');
    expect(router.state.location.search).toMatch(/^\?t=\d+&/);
    const params = new URLSearchParams(router.state.location.search);
    expect(hotelSearchFromQuery(params, NOW)).toEqual(loadHotelSearch(NOW));
    expect(loadHotelSearch(NOW).Destination).toBe('Paris');
  });

  test('on /hotelList a search stays on the page', () => {
    const onSearch = vi.fn();
    const { router } = renderHotels(
      <HotelSearchForm now={now} onSearch={onSearch} initialValues={filled()} />,
      {
        path: '/hotelList?t=1',
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalled();
    expect(router.state.location.search).toBe('?t=1');
  });
});

describe('hotel search model', () => {
  test('a search goes into the address and comes back the same, rooms and ages included', () => {
    const search = filled({
      Rooms: [
        { ...newRoom(0), AdultNumber: 2, childNumber: 2, ChildAge: [5, 11] },
        { ...newRoom(1), AdultNumber: 1 },
      ],
    });
    const query = hotelSearchToQuery(search, 1234);
    expect(query).toMatchObject({ t: 1234, Destination: 'Paris', Rooms: '2-5-11_1' });
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    expect(hotelSearchFromQuery(params, NOW)).toEqual(search);
  });

  test('an address without a destination names no search; a bad one is made safe', () => {
    expect(hotelSearchFromQuery(new URLSearchParams('t=1'), NOW)).toBeNull();
    const made = hotelSearchFromQuery(
      new URLSearchParams('Destination=Paris&CheckIn=1999-01-01&CheckOut=x&Rooms=4-40-3_zz'),
      NOW,
    )!;
    expect(made.CheckIn).toBe(defaultHotelSearch(NOW).CheckIn);
    expect(made.Rooms[0]!.ChildAge).toEqual(['', 3]);
    expect(made.Rooms[1]!.AdultNumber).toBe(1);
  });

  test('a stored check-out before check-in becomes check-in plus 2 days', () => {
    localStorage.setItem(
      'hotelSearchForm',
      JSON.stringify({ ...filled(), CheckIn: '2026-04-10', CheckOut: '2026-04-05' }),
    );
    const loaded = loadHotelSearch(NOW);
    expect(loaded.CheckIn).toBe('2026-04-10');
    expect(loaded.CheckOut).toBe('2026-04-12');
  });

  test('a stored check-in before yesterday is replaced by the default stay', () => {
    localStorage.setItem(
      'hotelSearchForm',
      JSON.stringify({ ...filled(), CheckIn: '2026-03-01', CheckOut: '2026-03-03' }),
    );
    const loaded = loadHotelSearch(NOW);
    expect(loaded.CheckIn).toBe('2026-03-17');
    expect(loaded.CheckOut).toBe('2026-03-19');
  });
});

describe('hotel dates', () => {
  test('a check-in after check-out moves check-out to check-in plus 2 days; earlier check-out days are disabled', async () => {
    renderHotels(<HotelSearchForm now={now} initialValues={filled()} />);
    const checkOut = screen.getByRole('button', { name: /^Check-out/ });
    expect(checkOut).toHaveTextContent('Thu 19 Mar 2026');
    fireEvent.click(screen.getByRole('button', { name: /^Check-in/ }));
    const calendar = await screen.findByRole('dialog');
    fireEvent.click(
      await within(calendar).findByRole('button', { name: /^Friday 20 March 2026|^20$/ }),
    );
    expect(screen.getByRole('button', { name: /^Check-in/ })).toHaveTextContent('Fri 20 Mar 2026');
    expect(checkOut).toHaveTextContent('Sun 22 Mar 2026');
    fireEvent.click(checkOut);
    const outCalendar = await screen.findByRole('dialog');
    const day18 = await within(outCalendar).findByRole('button', {
      name: /^Wednesday 18 March 2026|^18$/,
    });
    expect(day18).toBeDisabled();
  });
});

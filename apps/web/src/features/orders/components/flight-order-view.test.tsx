import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { FlightOrderView } from './flight-order-view';
import { lookUpFlightOrder } from '../api/common-query';

const flight = (o: Record<string, unknown>) => ({
  carrier: 'VN',
  carrierName: 'Vietnam Airlines',
  codeShare: false,
  operatingCarrier: 'VN',
  operatingCarrierName: 'Vietnam Airlines',
  operatingFlightNo: '',
  aircraftCode: '789',
  aircraftName: 'Boeing 787-9',
  depTerminal: '1',
  arrTerminal: '2',
  cabin: 'Y',
  stops: [],
  layoverMinutes: null,
  ...o,
});

const order = {
  orderId: '3f1c9d36-7e0c-4d5e-9d1a-0c8a4f1b2c3d',
  orderNo: 'FWE6Z9NAFG',
  status: 3,
  statusText: 'Ticket Confirmed',
  kind: 2,
  paymentType: 'slice',
  currency: 'AUD',
  totalPriceEx: 3365.4,
  adultPriceEx: 1200,
  childPriceEx: 965.4,
  adultNumber: 2,
  childNumber: 1,
  fareProduct: 'CHGF',
  createdAt: '2026-11-21T07:51:45Z',
  holdExpiresAt: null,
  routing: {
    segmentInfo: {
      fromSegments: {
        DepAirport: 'SYD',
        ArrAirport: 'LHR',
        TotalTimes: 1385,
        detail: [
          flight({
            flightNumber: 'VN167',
            depAirport: 'SYD',
            arrAirport: 'SGN',
            depTimeEx: '2027-01-20 16:05',
            arrTimeEx: '2027-01-20 21:00',
            duration: 535,
            layoverMinutes: 75,
          }),
          flight({
            flightNumber: 'VN147',
            depAirport: 'SGN',
            arrAirport: 'LHR',
            depTimeEx: '2027-01-20 22:15',
            arrTimeEx: '2027-01-21 04:10',
            duration: 775,
          }),
        ],
      },
      retSegments: {
        DepAirPort: 'LHR',
        ArrAirPort: 'SYD',
        TotalTimes: 1385,
        detail: [
          flight({
            flightNumber: 'VN50',
            depAirport: 'LHR',
            arrAirport: 'SYD',
            depTimeEx: '2027-02-03 13:00',
            arrTimeEx: '2027-02-04 23:05',
            duration: 1385,
          }),
        ],
      },
    },
  },
  air_lines: [],
  air_ports: [
    {
      code: 'SYD',
      name: 'Sydney Kingsford Smith',
      cityName: 'Sydney',
      cityCode: 'SYD',
      countryName: 'Australia',
      timeZone: 'Australia/Sydney',
    },
    {
      code: 'SGN',
      name: 'Tan Son Nhat',
      cityName: 'Ho Chi Minh City',
      cityCode: 'SGN',
      countryName: 'Vietnam',
      timeZone: 'Asia/Ho_Chi_Minh',
    },
    {
      code: 'LHR',
      name: 'London Heathrow',
      cityName: 'London',
      cityCode: 'LON',
      countryName: 'United Kingdom',
      timeZone: 'Europe/London',
    },
  ],
  passengers: [
    {
      given_name: 'Grace',
      middle_name: '',
      surname: 'Hopper',
      sex: 2,
      birthday: '1990-01-01',
      id_card_issue: 'AU',
      national_code: 'AU',
      id_card: '****4321',
      id_card_time: '2030-01-01',
      age_type: 0,
      ticketNo: '738-1234567890',
      coupons: ['open', 'open'],
      extraBags: [0, 0],
    },
    {
      given_name: 'Ada',
      middle_name: 'King',
      surname: 'Lovelace',
      sex: 2,
      birthday: '2018-05-01',
      id_card_issue: 'AU',
      national_code: 'AU',
      id_card: '****9876',
      id_card_time: '2030-01-01',
      age_type: 1,
      ticketNo: null,
      coupons: ['open', 'open'],
      extraBags: [0, 0],
    },
  ],
  contact: { postcode: '61', mobile: '412345678', email: 'grace@example.com' },
  slice: {
    deposit: 774.04,
    weekly: 384.61,
    adjustedAmount: 3365.4,
    instalments: [
      { number: 1, dueDate: '2026-11-28', amountEx: 384.61, status: 'paid' },
      { number: 2, dueDate: '2026-12-05', amountEx: 384.61, status: 'missed' },
      { number: 3, dueDate: '2026-12-12', amountEx: 384.66, status: 'pending' },
    ],
  },
  payments: [
    {
      kind: 'deposit',
      amountEx: 774.04,
      status: 'succeeded',
      paidAt: '2026-11-21T07:52:45Z',
      brand: 'visa',
      last4: '4242',
    },
  ],
  ticketNumbers: ['738-1234567890'],
  refundedEx: 0,
} as unknown as FlightOrderInfo;

describe('flight order details', () => {
  test('the itinerary, leg by leg, with the connection and local times', () => {
    renderWithApp(<FlightOrderView order={order} />);
    expect(screen.getByRole('heading', { name: 'Order FWE6Z9NAFG' })).toBeInTheDocument();
    expect(screen.getByText('Ticket Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/Round-trip · Flex fare · Paid in slices/)).toBeInTheDocument();
    const flights = screen.getByRole('region', { name: 'Flights' });
    expect(within(flights).getByText('Depart · Wed 20 Jan 2027')).toBeInTheDocument();
    expect(within(flights).getByText('Return · Wed 3 Feb 2027')).toBeInTheDocument();
    expect(within(flights).getByText('1 stop', { exact: false })).toBeInTheDocument();
    expect(
      within(flights).getByText('Change planes in Ho Chi Minh City · 1h 15m connection'),
    ).toBeInTheDocument();
    expect(
      within(flights).getByText('Sydney Kingsford Smith (SYD) · Terminal 1'),
    ).toBeInTheDocument();
    expect(
      within(flights).getByText('London Heathrow (LHR) · Terminal 2 · arrives Thu 21 Jan 2027'),
    ).toBeInTheDocument();
    expect(within(flights).getAllByText('16:05')).toHaveLength(1);
  });

  test('passengers with their tickets, the contact, the price and every payment', async () => {
    renderWithApp(<FlightOrderView order={order} />);
    const passengers = screen.getByRole('region', { name: 'Passengers' });
    expect(within(passengers).getByRole('cell', { name: 'Ada King Lovelace' })).toBeInTheDocument();
    expect(within(passengers).getByRole('cell', { name: '738-1234567890' })).toBeInTheDocument();
    expect(within(passengers).getByRole('cell', { name: 'Being issued' })).toBeInTheDocument();
    expect(passengers).toHaveTextContent('+61 412345678 · grace@example.com');

    const price = screen.getByRole('region', { name: 'Price and payments' });
    expect(within(price).getByText('Adult ticket × 2')).toBeInTheDocument();
    expect(within(price).getByText('AUD 2,400.00')).toBeInTheDocument();
    expect(within(price).getByText('Child ticket × 1')).toBeInTheDocument();
    expect(within(price).getByTestId('order-total')).toHaveTextContent('AUD 3,365.40');
    expect(
      within(price).getByText('Deposit AUD 774.04, then from AUD 384.61 per week'),
    ).toBeInTheDocument();
    const rows = within(within(price).getByRole('table', { name: 'Instalments' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '1Sat 28 Nov 2026AUD 384.61Paid',
      '2Sat 5 Dec 2026AUD 384.61Missed',
      '3Sat 12 Dec 2026AUD 384.66Pending',
    ]);
    // The money list cannot be read here: the page says so and offers to try again, and never
    // shows the order's older copy of its payments in its place.
    const failed = await within(price).findByRole('alert');
    expect(failed).toHaveTextContent('We could not load the payments');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(price).queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
  });

  test('every charge after booking and every refund is listed, dated, with the sums the card processor has', async () => {
    const calls: string[] = [];
    mockApi((url, init) => {
      calls.push(`${new URL(url, 'http://x').pathname} ${String(init?.body)}`);
      return ok({
        currency: 'AUD',
        paid: 1085.59,
        refunded: 300,
        net: 785.59,
        movements: [
          {
            at: '2026-11-21T07:52:45Z',
            kind: 'payment',
            label: 'Deposit, Visa ending 4242',
            amount: 774.04,
            status: 'succeeded',
          },
          {
            at: '2026-11-28T00:00:10Z',
            kind: 'payment',
            label: 'Instalment 1, Visa ending 4242',
            amount: 247,
            status: 'succeeded',
          },
          {
            at: '2026-11-29T10:15:00Z',
            kind: 'payment',
            label: 'Flight change CR4K2M9Q, Visa ending 3220',
            amount: 10.55,
            status: 'succeeded',
          },
          {
            at: '2026-11-29T11:00:00Z',
            kind: 'payment',
            label: 'Extra bags AS7P3X2D, Visa ending 4242',
            amount: 54,
            status: 'succeeded',
          },
          {
            at: '2026-11-30T09:00:00Z',
            kind: 'refund',
            label: 'Refund to Visa ending 4242',
            amount: 300,
            status: 'succeeded',
          },
          {
            at: '2026-11-30T09:05:00Z',
            kind: 'refund',
            label: 'Refund to Visa ending 3220',
            amount: 10.55,
            status: 'processing',
          },
        ],
      });
    });
    renderWithApp(<FlightOrderView order={order} />);
    const price = screen.getByRole('region', { name: 'Price and payments' });
    const list = await within(price).findByRole('region', { name: 'Payments and refunds' });
    expect(
      within(list)
        .getAllByTestId('money-movement')
        .map((r) => r.textContent),
    ).toEqual([
      'Deposit, Visa ending 4242Sat 21 Nov 2026, 07:52AUD 774.04',
      'Instalment 1, Visa ending 4242Sat 28 Nov 2026, 00:00AUD 247.00',
      'Flight change CR4K2M9Q, Visa ending 3220Sun 29 Nov 2026, 10:15AUD 10.55',
      'Extra bags AS7P3X2D, Visa ending 4242Sun 29 Nov 2026, 11:00AUD 54.00',
      'Refund to Visa ending 4242Mon 30 Nov 2026, 09:00− AUD 300.00',
      'Refund to Visa ending 3220On its wayMon 30 Nov 2026, 09:05− AUD 10.55',
    ]);
    expect(within(list).getByTestId('money-paid')).toHaveTextContent('AUD 1,085.59');
    expect(within(list).getByTestId('money-refunded')).toHaveTextContent('− AUD 300.00');
    expect(within(list).getByTestId('money-net')).toHaveTextContent('AUD 785.59');
    expect(calls).toEqual([
      `/v3/commonb2c/orderMoney {"orderType":"flight","orderId":"${order.orderId}"}`,
    ]);
  });

  test('links to every after-sales page of a paid booking', () => {
    renderWithApp(<FlightOrderView order={order} />);
    const id = order.orderId;
    const links: [string, string][] = [
      ['Refund and change options', `/refChgOptions/${id}`],
      ['Request a refund', `/ticketRefund/${id}`],
      ['Change flights', `/changeFlightsBooking/${id}`],
      ['Name correction', `/changeName/${id}`],
      ['Other problem', `/otherProblem/${id}`],
      ['Your requests and their progress', `/changeProgress?orderId=${id}`],
    ];
    for (const [name, href] of links)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  test('a refunded ticket and extra bags show on the passenger', () => {
    const changed = {
      ...order,
      passengers: [
        { ...order.passengers[0]!, coupons: ['open', 'refunded'] as const, extraBags: [2, 0] },
        order.passengers[1]!,
      ],
    };
    renderWithApp(<FlightOrderView order={changed as typeof order} />);
    expect(screen.getByText('Return ticket refunded')).toBeInTheDocument();
    expect(screen.getByText('+2 extra bags (23KG), outbound')).toBeInTheDocument();
  });

  test('an unpaid booking offers only its cancellation options and a problem report', () => {
    renderWithApp(
      <FlightOrderView order={{ ...order, status: 0, statusText: 'Awaiting Payment' }} />,
    );
    expect(screen.getByRole('link', { name: 'Refund and change options' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  test("a signed-out look-up of an account's booking lists its payments: the look-up's e-mail opens orderMoney as it opened the order", async () => {
    const bodies: string[] = [];
    const money = {
      currency: 'AUD',
      paid: 774.04,
      refunded: 0,
      net: 774.04,
      movements: [
        {
          at: '2026-11-21T07:52:00Z',
          kind: 'payment',
          label: 'Deposit, Visa ending 4242',
          amount: 774.04,
          status: 'succeeded',
        },
      ],
    };
    mockApi((url, init) => {
      const path = new URL(url, 'http://x').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as { email?: string };
      if (path === '/v2/order/commonQuery') return ok(order); // an account's order: no token
      bodies.push(String(init?.body));
      return body.email === 'ann@example.com'
        ? ok(money)
        : { status: 404, body: { code: 404, msg: 'This booking was not found.', data: null } };
    });
    const found = await lookUpFlightOrder({ orderNo: order.orderNo, email: 'ann@example.com' });
    renderWithApp(<FlightOrderView order={found} />);
    const list = await screen.findByRole('region', { name: 'Payments and refunds' });
    expect(
      within(list)
        .getAllByTestId('money-movement')
        .map((r) => r.textContent),
    ).toEqual(['Deposit, Visa ending 4242Sat 21 Nov 2026, 07:52AUD 774.04']);
    expect(screen.queryByText('This booking was not found.')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      JSON.stringify({ orderType: 'flight', orderId: order.orderId, email: 'ann@example.com' }),
    ]);
  });
});

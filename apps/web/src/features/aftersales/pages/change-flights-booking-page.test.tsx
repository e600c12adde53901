import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AfterSalesOptions,
  ChangeFlightsResult,
  ChangeOptionWire,
} from '@farewise/domain/aftersales/aftersales.schemas';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { ChangeFlightsBookingPage } from './change-flights-booking-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER = '11111111-2222-4333-8444-555555555555';

/** A one-way Sydney-Melbourne Flex booking for Ann Lee, changeable. */
const options: AfterSalesOptions = {
  orderId: ORDER,
  orderNo: 'FWABCDEFGH',
  status: 3,
  statusText: 'Ticket Confirmed',
  currency: 'AUD',
  paymentType: 'full',
  fareProduct: 'CHGF',
  fareName: 'Flex',
  bookedAt: '2026-11-20T09:00:00Z',
  freeCancellationUntil: null,
  paid: 1000,
  refunded: 0,
  directions: [
    {
      direction: 0,
      label: 'Depart',
      from: 'SYD',
      to: 'MEL',
      fromCity: 'Sydney',
      toCity: 'Melbourne',
      departure: '2027-02-20 08:00',
      departureUtc: '2027-02-19T21:00:00Z',
      departed: false,
      flights: ['QF1'],
      includedBaggage: '1 x 23KG',
      extraBagPrice: 50,
    },
  ],
  airports: [],
  passengers: [
    {
      index: 0,
      name: 'Ann Lee',
      given_name: 'Ann',
      middle_name: '',
      surname: 'Lee',
      bookedName: { given_name: 'Ann', middle_name: '', surname: 'Lee' },
      type: 0,
      ticketNo: '081-000000001',
      coupons: [{ direction: 0, status: 'open', extraBags: 0 }],
    },
  ],
  options: [
    {
      action: 'change',
      label: 'Change flights',
      allowed: true,
      price: 'No change fee',
      reason: 'Flex fare: no penalty fee (price difference may apply)',
      perSegment: [
        { passengerIndex: 0, direction: 0, allowed: true, text: 'No change fee', reason: null },
      ],
    },
  ],
  quote: null,
  requests: [],
};

const option = (total: number): ChangeOptionWire => ({
  key: 'QF2010|2027-02-21',
  direction: 0,
  departure: '2027-02-21 09:30',
  arrival: '2027-02-21 10:55',
  totalMinutes: 85,
  stops: 0,
  segments: [
    {
      carrier: 'QF',
      carrierName: 'Qantas',
      flightNumber: 'QF2010',
      codeShare: false,
      operatingCarrier: 'QF',
      operatingCarrierName: 'Qantas',
      operatingFlightNo: 'QF2010',
      aircraftCode: '73H',
      aircraftName: 'Boeing 737-800',
      depTimeEx: '2027-02-21 09:30',
      arrTimeEx: '2027-02-21 10:55',
      depAirport: 'SYD',
      arrAirport: 'MEL',
      depTerminal: '3',
      arrTerminal: '1',
      duration: 85,
      cabin: 'Y',
      stops: [],
      layoverMinutes: null,
    },
  ],
  seatsLeft: 9,
  passengers: [
    {
      passengerIndex: 0,
      passengerName: 'Ann Lee',
      passengerType: 0,
      fee: 0,
      oldPrice: 200,
      newPrice: 200 + total,
      difference: total,
      total,
    },
  ],
  fee: 0,
  difference: total,
  total,
});

const list = (total: number): ChangeFlightsResult => ({
  currency: 'AUD',
  quotedAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:15:00.000Z',
  rules: ['Flex fare: No penalty fee* (price difference may apply)'],
  options: [option(total)],
  airports: [],
});

describe('/changeFlightsBooking', () => {
  test('a price that moved before confirming shows the chosen flights at the new quote', async () => {
    let quotes = 0;
    mockApi((url) => {
      if (url.startsWith('/v3/ext/sr/refchg2/psgList')) return ok(options);
      if (url.startsWith('/v3/ext/sr/refchg2/changeNewFlightGet'))
        return ok(list(quotes++ === 0 ? 93.77 : 109.6));
      if (url.startsWith('/v3/ext/sr/refchg2/submit'))
        return {
          status: 409,
          body: {
            code: 409,
            msg: 'The price has changed to AUD 109.60. Please check the new quote and confirm again.',
            data: null,
          },
        };
      return { status: 404, body: { code: 404, msg: 'no', data: null } };
    });
    renderWithApp(<ChangeFlightsBookingPage />, {
      routes: [{ path: '/changeFlightsBooking/:id', element: <ChangeFlightsBookingPage /> }],
      path: `/changeFlightsBooking/${ORDER}`,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose these flights' }));
    expect(await screen.findByRole('heading', { name: 'You pay AUD 93.77' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    expect(await screen.findByText(/The price has changed to AUD 109.60/)).toBeVisible();
    // The quote on the page is the new one, not the one the server refused.
    expect(await screen.findByRole('heading', { name: 'You pay AUD 109.60' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Continue to pay AUD 109.60/ })).toBeEnabled();
  });
});

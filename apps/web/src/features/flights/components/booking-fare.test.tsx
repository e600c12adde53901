import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { fullRouting, segment } from '../test/flight-fixtures';
import { mockApi, ok, renderFlights } from '../test/render-flights';
import { BookingFare } from './booking-fare';
import { BookingSummary } from './booking-summary';

afterEach(() => vi.unstubAllGlobals());

const routing = fullRouting({
  key: 'qf',
  travellers: 2,
  prices: [1000, 1200, 1500],
  out: [segment()],
});

function order(fareProduct: '0THP' | 'CHGF' | 'RF24'): FlightOrderInfo {
  const entry = routing.priceList.find((p) => p.fareProduct === fareProduct)!;
  return {
    orderId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    orderNo: 'FWABCD2345',
    status: 0,
    statusText: 'Awaiting Payment',
    kind: 1,
    paymentType: 'full',
    currency: 'AUD',
    totalPriceEx: entry.totalPriceEx,
    adultPriceEx: entry.adultPriceEx,
    childPriceEx: entry.childPriceEx,
    adultNumber: 2,
    childNumber: 0,
    fareProduct,
    createdAt: '2026-11-20T09:00:00Z',
    holdExpiresAt: null,
    routing,
    air_lines: [],
    air_ports: [],
    passengers: [],
    contact: null,
    slice: null,
    payments: [],
    ticketNumbers: [],
    refundedEx: 0,
  };
}

describe("the booking page's Select Fare", () => {
  test("starts at the order's fare; choosing another re-prices the order on the server and shows its total", async () => {
    const fetchMock = mockApi(() => ok(order('RF24')));
    const info = order('0THP');
    const { queryClient } = renderFlights(
      <>
        <BookingFare orderId={info.orderId} info={info} paymentType="full" />
        <BookingSummary info={info} paymentType="full" />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Select Fare' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked')),
    ).toEqual(['true', 'false', 'false']);
    expect(screen.getByTestId('chosen-fare')).toHaveTextContent('Your fare: Economy Standard');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('AUD 1,000.00');
    // (1500 - 1000) / 2 travellers.
    expect(within(group).getByText('+AUD 250.00 per traveller')).toBeInTheDocument();

    await userEvent.click(within(group).getAllByRole('radio')[2]!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/v2/ticket/changeFare');
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: info.orderId, fareProduct: 'RF24' });
    await waitFor(() =>
      expect(queryClient.getQueryData(['flights', 'order', info.orderId])).toMatchObject({
        fareProduct: 'RF24',
        totalPriceEx: 1500,
      }),
    );
  });
});

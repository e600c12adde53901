import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { UpdatePassengerBody } from '@farewise/domain/passengers/passenger.schemas';
import { useSavePassenger } from '../../features/account/api/saved-passengers';
import { useHotelOrder } from '../../features/hotels/api/hotel-order';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { useFlightOrder } from './flight-order';
import { useConfirmHotelOrder } from './hotel-order-confirmation';
import { useSavedPassengers } from './saved-passengers';

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path)).length;

describe('a call two features use is one call under one key', () => {
  test('a traveller saved in the account is in the booking form’s Regular passengers at once', async () => {
    let adults = [{ id: 'a1', given_name: 'Ann' }];
    const fetchMock = mockApi((url, init) => {
      if (url.startsWith('/v2/user/queryUserPassengers'))
        return ok({ adults, children: [], total: adults.length, limit: 100 });
      if (url.startsWith('/v2/user/updateUserPassenger')) {
        const body = JSON.parse(String(init?.body)) as { given_name: string };
        adults = [...adults, { id: 'a2', given_name: body.given_name }];
        return ok(adults[1]);
      }
      return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
    });
    function AccountSide() {
      const save = useSavePassenger();
      const list = useSavedPassengers();
      return (
        <button
          disabled={!list.data}
          onClick={() => save.mutate({ given_name: 'Bob' } as UpdatePassengerBody)}
        >
          Save Bob
        </button>
      );
    }
    function BookingSide() {
      const saved = useSavedPassengers(true);
      return (
        <ul aria-label="Regular passengers">
          {saved.data?.adults.map((p) => (
            <li key={p.id}>{p.given_name}</li>
          ))}
        </ul>
      );
    }
    renderWithApp(
      <>
        <AccountSide />
        <BookingSide />
      </>,
    );
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    // Both features read one cache entry: one request, not one each.
    expect(calls(fetchMock, '/v2/user/queryUserPassengers')).toBe(1);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Bob' }));
    expect(await screen.findByText('Bob')).toBeInTheDocument();
  });

  test('the order being booked and the order page read one flight order', async () => {
    const fetchMock = mockApi((url) =>
      url.startsWith('/v2/order/commonQuery')
        ? ok({ orderId: 'o1', orderNo: 'FW23456789', statusText: 'Awaiting payment' })
        : { status: 404, body: { code: 404, msg: 'Not found.', data: null } },
    );
    function Probe({ label }: { label: string }) {
      const order = useFlightOrder('o1');
      return <p>{order.data ? `${label}: ${order.data.orderNo}` : `${label}: loading`}</p>;
    }
    renderWithApp(
      <>
        <Probe label="Booking" />
        <Probe label="Order page" />
      </>,
    );
    expect(await screen.findByText('Booking: FW23456789')).toBeInTheDocument();
    expect(screen.getByText('Order page: FW23456789')).toBeInTheDocument();
    expect(calls(fetchMock, '/v2/order/commonQuery')).toBe(1);
  });

  test('a hotel order confirmed on the payment page shows its number on the order page without asking again', async () => {
    const paid = { insideOrderNo: 'HW23456789', status: 'Paid', confirmationNo: null };
    const fetchMock = mockApi((url) => {
      if (url.startsWith('/v3/hotel/detail')) return ok(paid);
      if (url.startsWith('/v3/hotel/confirm'))
        return ok({ ...paid, status: 'Issued', confirmationNo: 'ABCD-123456' });
      return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
    });
    function PaymentSide() {
      const confirm = useConfirmHotelOrder('HW23456789', 'o1');
      return <button onClick={() => confirm.mutate()}>Confirm</button>;
    }
    function OrderPage() {
      const order = useHotelOrder('HW23456789');
      return <p>Confirmation: {order.data?.confirmationNo ?? 'pending'}</p>;
    }
    renderWithApp(
      <>
        <PaymentSide />
        <OrderPage />
      </>,
    );
    expect(await screen.findByText('Confirmation: pending')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmation: ABCD-123456')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, '/v3/hotel/detail')).toBe(1));
  });
});

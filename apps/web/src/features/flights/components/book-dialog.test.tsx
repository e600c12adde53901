import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFare } from '@farewise/domain/flights/fare-display';
import { BookDialog } from './book-dialog';
import { useBookFare, type PaymentType } from './use-book-fare';
import { mockApi, ok, renderFlights } from '../test/render-flights';
import { holdApi } from '../../../../test/render';
import { summaryFare } from '../test/flight-fixtures';
import { sessionStore } from '../../../shared/session/session-store';
import { setPageCodeLoader } from '../../../shared/routing/page-code';

const fare = summaryFare('CHGF', 1650, { travellers: 2, key: 'qf' });
const searchAgain = vi.fn();

/** The results page's use of the hook and dialog, for one fare. */
function Harness({ paymentType = 'full' }: { paymentType?: PaymentType }) {
  const { state, book, bookAtNewPrice, reset } = useBookFare();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          book({
            uniqueKey: 'search-1',
            fare,
            adults: 1,
            children: 1,
            currency: 'AUD',
            paymentType,
          })
        }
      >
        Book
      </button>
      <BookDialog
        state={state}
        onClose={reset}
        onSearchAgain={() => {
          searchAgain();
          reset();
        }}
        onBookAtNewPrice={bookAtNewPrice}
      />
    </>
  );
}

const renderHarness = (paymentType?: PaymentType) =>
  renderFlights(<Harness paymentType={paymentType} />, {
    routes: [
      { path: '/', element: <Harness paymentType={paymentType} /> },
      { path: '/flightsBooking/:id', element: <p>booking page</p> },
    ],
  });

type Reply = { status?: number; body: unknown };
/** createOrder answers in turn; the calls' bodies are returned. */
function createOrderAnswers(...replies: Reply[]) {
  const bodies: Record<string, unknown>[] = [];
  mockApi((url, init) => {
    if (!url.includes('createOrder')) return { status: 404, body: { code: 404, msg: 'No' } };
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return replies[bodies.length - 1] ?? ok('order-x');
  });
  return bodies;
}

const conflict = (error: string, msg: string, data: unknown): Reply => ({
  status: 409,
  body: { code: 409, msg, data, error },
});

beforeEach(() => {
  sessionStore.set({ token: 'token-1', user: { email: 'a@example.com' } });
  searchAgain.mockReset();
});
afterEach(() => {
  sessionStore.set({ token: null, user: null });
});

describe('BookDialog after Book', () => {
  test('an expired price says it plainly and books at the new price on the fresh offer only when chosen', async () => {
    const bodies = createOrderAnswers(
      conflict('flights.price_expired', 'The price of this fare is no longer held: …', {
        was: 1650,
        now: 1712.4,
        currency: 'AUD',
        uniqueKey: 'search-2',
        uniqueStr: 'qf-CHGF',
      }),
      ok('order-9'),
    );
    renderHarness('slice');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `The price is no longer held: it was ${formatFare(1650, 'AUD')}, it is now ${formatFare(1712.4, 'AUD')} for all travellers.`,
    );
    expect(within(dialog).getByText('Nothing has been booked or charged.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Search Again' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await userEvent.click(
      within(dialog).getByRole('button', { name: `Book at ${formatFare(1712.4, 'AUD')}` }),
    );
    expect(await screen.findByText('booking page')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      Currency: 'AUD',
      adultNumber: 1,
      childNumber: 1,
      data: { unique: 'search-2', g: 'qf-CHGF' },
      kind: 1,
      totalPriceEx: 1712.4,
      paymentType: 'slice',
    });
  });

  test('a changed price offers Book at the new price on the same offer, and Search Again', async () => {
    const bodies = createOrderAnswers(
      conflict('flights.price_changed', 'The price has changed.', {
        was: 1650,
        now: 1599,
        currency: 'AUD',
      }),
      ok('order-3'),
    );
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price has changed');
    expect(alert).toHaveTextContent(
      `This fare was ${formatFare(1650, 'AUD')} and is now ${formatFare(1599, 'AUD')} for all travellers.`,
    );
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `Book at ${formatFare(1599, 'AUD')}` }),
    );
    expect(await screen.findByText('booking page')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({
      data: { unique: 'search-1', g: 'qf-CHGF' },
      totalPriceEx: 1599,
      paymentType: 'full',
      adultNumber: 1,
      childNumber: 1,
    });
  });

  test('Search Again after an expired price creates nothing', async () => {
    const bodies = createOrderAnswers(
      conflict('flights.price_expired', 'No longer held.', {
        was: 1650,
        now: 1700,
        currency: 'AUD',
        uniqueKey: 'search-2',
        uniqueStr: 'qf-CHGF',
      }),
    );
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await screen.findByText(/The price is no longer held: it was/);
    await userEvent.click(screen.getByRole('button', { name: 'Search Again' }));
    expect(searchAgain).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/The price is no longer held/)).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  test('an unknown offer (410) still shows SPEC 8 alert with Search Again', async () => {
    createOrderAnswers({
      status: 410,
      body: {
        code: 410,
        msg: 'Sorry, the request failed. Please book again.',
        data: null,
        error: 'flights.offer_expired',
      },
    });
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, the request failed. Please book again.',
    );
    expect(screen.getByRole('button', { name: 'Search Again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book at/ })).not.toBeInTheDocument();
  });

  test("the booking page's code starts loading when Book is pressed, while the order is made", async () => {
    const asked: string[] = [];
    setPageCodeLoader((path) => asked.push(path));
    // createOrder answers only when told.
    const api = holdApi();
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    // The order is not made yet, and the booking page's code is on its way.
    expect(asked).toEqual(['/flightsBooking/new']);
    api.answer(ok('order-5').body);
    expect(await screen.findByText('booking page')).toBeInTheDocument();
    setPageCodeLoader(() => {});
  });
});

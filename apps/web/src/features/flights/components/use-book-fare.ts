import { useCallback, useRef, useState } from 'react';
import type { PriceListEntrySummary } from '@farewise/domain/flights/search.schemas';
import { getToken } from '../../../shared/session/session-store';
import { rememberFlightBookingForLogin } from '../../../shared/session/after-login';
import { openLogin } from '../../../shared/dialogs/dialog-store';
import { useNavigate } from 'react-router';
import { ApiError, isAbortError } from '../../../shared/api/client';
import { forgetFlightBookingForLogin } from '../../../shared/session/after-login';
import { paths } from '../../../config/paths';
import { loadPageCode } from '../../../shared/routing/page-code';
import { createFlightOrder } from '../api/create-order';

export type PaymentType = 'full' | 'slice';

export type BookState =
  | { status: 'idle' }
  | { status: 'checking'; fare: PriceListEntrySummary }
  /** SPEC 8: the order call answered 410 (an offer never issued, or no longer kept). */
  | { status: 'priceFailed'; fare: PriceListEntrySummary }
  | { status: 'confirmed'; fare: PriceListEntrySummary; total: number }
  /**
   * 409 flights.price_changed: the offer is live but prices differently now; 'Book at' re-submits
   * on the same offer (uniqueKey) at `now`.
   */
  | { status: 'changed'; fare: PriceListEntrySummary; was: number; now: number; uniqueKey: string }
  /**
   * 409 flights.price_expired: the offer's 30 minutes had passed; the server priced the fare again
   * under a fresh offer (uniqueKey), and 'Book at' re-submits on it at `now`.
   */
  | { status: 'expired'; fare: PriceListEntrySummary; was: number; now: number; uniqueKey: string }
  | { status: 'failed'; fare: PriceListEntrySummary; message: string };

/** The 409 data of flights.price_changed and flights.price_expired (uniqueKey on the latter). */
interface RepricedData {
  was?: number;
  now?: number;
  uniqueKey?: string;
}

interface BookInput {
  uniqueKey: string;
  fare: PriceListEntrySummary;
  adults: number;
  children: number;
  currency: string;
  paymentType?: PaymentType;
  /** Trip type: 1 one-way, 2 round-trip (from the fare when absent). */
  kind?: 1 | 2;
  /** The total the traveller agreed to (the fare's when absent): the new price after a 409. */
  totalPriceEx?: number;
}

/**
 * Book on a fare card (SPEC 4). A guest's order parameters are kept in session storage and the
 * login dialog opens with the 'No, just book it' link; a signed-in traveller (or a guest who
 * chose that link) creates the order: on success the stored parameters are cleared and the
 * booking page opens. A changed or expired price (409) is shown with the old and new price and
 * 'Book at' the new one, which creates the order only when the traveller chooses it; any other
 * answer is shown with an OK button.
 */
export function useBookFare() {
  const navigate = useNavigate();
  const [state, setState] = useState<BookState>({ status: 'idle' });
  const run = useRef(0);
  const last = useRef<BookInput | null>(null);

  const proceed = useCallback(
    async (input: BookInput) => {
      const id = ++run.current;
      const { fare } = input;
      const settle = (next: BookState) => id === run.current && setState(next);
      const paymentType = input.paymentType ?? 'full';
      last.current = input;
      setState({ status: 'checking', fare });
      // The booking page's code loads while the order is made.
      loadPageCode(paths.flightsBooking.url('new'));
      try {
        // SPEC 4: create the order; the server re-prices the fare from the stored offer.
        const orderId = await createFlightOrder({
          Currency: input.currency,
          adultNumber: input.adults,
          childNumber: input.children,
          data: { unique: input.uniqueKey, g: fare.uniqueStr },
          kind: input.kind ?? (fare.flights.legs ? 3 : fare.flights.ret ? 2 : 1),
          totalPriceEx: input.totalPriceEx ?? fare.totalPriceEx,
          paymentType,
        });
        if (id !== run.current) return;
        forgetFlightBookingForLogin();
        setState({ status: 'idle' });
        navigate(paths.flightsBooking.url(orderId, { paymentType, uniqueStr: fare.uniqueStr }));
      } catch (err) {
        if (isAbortError(err)) return;
        if (err instanceof ApiError && err.code === 409) {
          const data = err.data as RepricedData | null;
          const was = data?.was ?? input.totalPriceEx ?? fare.totalPriceEx;
          if (err.errorCode === 'flights.price_changed' && typeof data?.now === 'number')
            return settle({
              status: 'changed',
              fare,
              was,
              now: data.now,
              uniqueKey: input.uniqueKey,
            });
          if (
            err.errorCode === 'flights.price_expired' &&
            typeof data?.now === 'number' &&
            typeof data.uniqueKey === 'string'
          )
            return settle({
              status: 'expired',
              fare,
              was,
              now: data.now,
              uniqueKey: data.uniqueKey,
            });
        }
        if (err instanceof ApiError && err.code === 410)
          return settle({ status: 'priceFailed', fare });
        settle({
          status: 'failed',
          fare,
          message: err instanceof Error ? err.message : 'Something went wrong. Please try again.',
        });
      }
    },
    [navigate],
  );

  const book = useCallback(
    (input: BookInput) => {
      const paymentType = input.paymentType ?? 'full';
      if (!getToken()) {
        rememberFlightBookingForLogin({
          uniqueKey: input.uniqueKey,
          uniqueStr: input.fare.uniqueStr,
          paymentType,
        });
        openLogin({ onContinueAsGuest: () => void proceed(input) });
        return;
      }
      void proceed(input);
    },
    [proceed],
  );

  /** 'Book at' after a changed or expired price: the same booking at the new price (and offer). */
  const bookAtNewPrice = useCallback(() => {
    if ((state.status !== 'changed' && state.status !== 'expired') || !last.current) return;
    void proceed({ ...last.current, uniqueKey: state.uniqueKey, totalPriceEx: state.now });
  }, [state, proceed]);

  const reset = useCallback(() => {
    run.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, book, bookAtNewPrice, reset };
}

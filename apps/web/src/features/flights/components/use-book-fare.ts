import { useCallback, useRef, useState } from 'react';
import type { PriceListEntrySummary } from '@farewise/domain/flights/search.schemas';
import { getToken } from '../../../shared/session/session-store';
import { rememberFlightBookingForLogin } from '../../../shared/session/after-login';
import { openLogin } from '../../../shared/dialogs/dialog-store';
import { useNavigate } from 'react-router';
import { ApiError, isAbortError } from '../../../shared/api/client';
import { forgetFlightBookingForLogin } from '../../../shared/session/after-login';
import { paths } from '../../../config/paths';
import { createFlightOrder } from '../api/create-order';

export type PaymentType = 'full' | 'slice';

export type BookState =
  | { status: 'idle' }
  | { status: 'checking'; fare: PriceListEntrySummary }
  /** SPEC 8: the fare price call answered without data (the offer expired or is unknown). */
  | { status: 'priceFailed'; fare: PriceListEntrySummary }
  | { status: 'confirmed'; fare: PriceListEntrySummary; total: number }
  | { status: 'changed'; fare: PriceListEntrySummary; was: number; now: number }
  | { status: 'failed'; fare: PriceListEntrySummary; message: string };

interface BookInput {
  uniqueKey: string;
  fare: PriceListEntrySummary;
  adults: number;
  children: number;
  currency: string;
  paymentType?: PaymentType;
  /** Trip type: 1 one-way, 2 round-trip (from the fare when absent). */
  kind?: 1 | 2;
}

/**
 * Book on a fare card (SPEC 4). A guest's order parameters are kept in session storage and the
 * login dialog opens with the 'No, just book it' link; a signed-in traveller (or a guest who
 * chose that link) creates the order: on success the stored parameters are cleared and the
 * booking page opens; a changed price or any other answer is shown with an OK button.
 */
export function useBookFare() {
  const navigate = useNavigate();
  const [state, setState] = useState<BookState>({ status: 'idle' });
  const run = useRef(0);

  const proceed = useCallback(
    async (input: BookInput) => {
      const id = ++run.current;
      const { fare } = input;
      const settle = (next: BookState) => id === run.current && setState(next);
      const paymentType = input.paymentType ?? 'full';
      setState({ status: 'checking', fare });
      try {
        // SPEC 4: create the order; the server re-prices the fare from the stored offer.
        const orderId = await createFlightOrder({
          Currency: input.currency,
          adultNumber: input.adults,
          childNumber: input.children,
          data: { unique: input.uniqueKey, g: fare.uniqueStr },
          kind: input.kind ?? (fare.flights.ret ? 2 : 1),
          totalPriceEx: fare.totalPriceEx,
          paymentType,
        });
        if (id !== run.current) return;
        forgetFlightBookingForLogin();
        setState({ status: 'idle' });
        navigate(paths.flightsBooking.url(orderId, { paymentType, uniqueStr: fare.uniqueStr }));
      } catch (err) {
        if (isAbortError(err)) return;
        if (
          err instanceof ApiError &&
          err.code === 409 &&
          err.errorCode === 'flights.price_changed'
        ) {
          const data = err.data as { was?: number; now?: number } | null;
          if (typeof data?.now === 'number')
            return settle({
              status: 'changed',
              fare,
              was: data.was ?? fare.totalPriceEx,
              now: data.now,
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

  const reset = useCallback(() => {
    run.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, book, reset };
}

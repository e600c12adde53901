import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getCurrency } from '../../../shared/currency/currency-store';
import { getTicketPrice, PRICE_FAILED_MESSAGE } from '../api/get-ticket-price';
import { createFlightOrder } from '../api/create-order';
import { UUID } from '../../../shared/api/flight-order';

/**
 * After login the stored parameters bring a traveller here with the search's key as the id
 * (SPEC 4 after login): the order is created first, then the page shows it.
 */
export function useOrderFromSearch(
  id: string,
  uniqueStr: string | null,
  paymentType: 'full' | 'slice',
) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const needed = !UUID.test(id) && !!uniqueStr;
  useEffect(() => {
    if (!needed || started.current || !uniqueStr) return;
    started.current = true;
    void (async () => {
      try {
        // SPEC 8: a price call without data (or refused: an offer gone) asks to book again.
        const priced = await getTicketPrice({
          unique: id,
          g: uniqueStr,
          currency: getCurrency(),
        }).catch(() => null);
        const fare = priced?.routing.priceList.find((p) => p.uniqueStr === uniqueStr);
        if (!priced || !fare) return setError(PRICE_FAILED_MESSAGE);
        const meta = priced as unknown as { adultNumber: number; childNumber: number; kind: 1 | 2 };
        const orderId = await createFlightOrder({
          Currency: getCurrency(),
          adultNumber: meta.adultNumber,
          childNumber: meta.childNumber,
          data: { unique: id, g: uniqueStr },
          kind: meta.kind,
          totalPriceEx: fare.totalPriceEx,
          paymentType,
        });
        navigate(paths.flightsBooking.url(orderId, { paymentType, uniqueStr }), { replace: true });
      } catch (err) {
        setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
      }
    })();
  }, [needed, id, uniqueStr, paymentType, navigate]);
  return { needed, error };
}

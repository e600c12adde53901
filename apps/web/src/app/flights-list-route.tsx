import FlightsListPage from '../features/flights/pages/flights-list-page';
import { TrackPricesButton } from '../features/price-alerts/components/track-prices-button';

/** /flightsList: the flights feature's results with the price-alerts feature's Track prices. */
export default function FlightsListRoute() {
  return <FlightsListPage trackPrices={TrackPricesButton} />;
}

import HotelListPage from '../features/hotels/pages/hotel-list-page';
import { TrackPricesButton } from '../features/price-alerts/components/track-prices-button';

/** /hotelList: the hotels feature's results with the price-alerts feature's Track prices. */
export default function HotelListRoute() {
  return <HotelListPage trackPrices={TrackPricesButton} />;
}

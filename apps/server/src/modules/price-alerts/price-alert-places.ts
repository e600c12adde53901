import type {
  AlertSearch,
  FlightAlertLeg,
  FlightAlertSearch,
  HotelAlertSearch,
} from '@farewise/domain/price-alerts/price-alert.rules';
import { simulatedFlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';

/**
 * A watched search with its places named from our own data, never from what the caller typed
 * (issue 37): the city of each flight code, the destination the hotel search resolves. The names
 * sent with a search are free text, and they go into mails to any address. A code we do not know
 * is named by the code itself (alertTitle), a destination we cannot resolve not at all.
 */
export function namedFromOurData(search: AlertSearch): AlertSearch {
  return search.kind === 'hotel' ? namedStay(search) : namedFlight(search);
}

const cityOf = (code: string) => simulatedFlightSupplier().airportsFor(code)[0]?.cityName ?? '';

function namedFlight(search: FlightAlertSearch): FlightAlertSearch {
  const named: FlightAlertSearch = {
    ...search,
    fromCity: cityOf(search.fromCityCode),
    toCity: cityOf(search.toCityCode),
  };
  if (search.legs)
    named.legs = search.legs.map((l): FlightAlertLeg => ({
      ...l,
      fromCity: cityOf(l.fromCityCode),
      toCity: cityOf(l.toCityCode),
    }));
  return named;
}

function namedStay(search: HotelAlertSearch): HotelAlertSearch {
  const found = hotelSupplier().resolve({ id: search.destinationId, text: search.destination });
  if (!found) return { ...search, destination: '', cityName: '' };
  const s = found.suggestion;
  return {
    ...search,
    destination: s.Name,
    destinationId: s.ID,
    destinationType: s.Type,
    countryCode: s.CountryCode,
    cityName: s.city_name,
  };
}

import type { Airport, ReferenceData } from './reference-data.ts';
import type { FlightReference, RefAirport } from './reference-types.ts';

/** Adapts the reference data to what the schedule and fares read. */
export function scheduleReference(data: ReferenceData): FlightReference {
  const cache = new Map<string, RefAirport>();
  const toRef = (a: Airport): RefAirport => {
    let ref = cache.get(a.iata);
    if (!ref) {
      ref = {
        iata: a.iata,
        name: a.name,
        cityCode: a.cityCode,
        cityName: a.cityName,
        country: a.countryCode,
        lat: a.lat,
        lon: a.lon,
        tz: a.timeZone,
        // Large airports (4, 5) are 3 here; medium (2, 3) are 2; short-runway fields 1.
        size: a.size >= 4 ? 3 : a.size >= 2 ? 2 : 1,
      };
      cache.set(a.iata, ref);
    }
    return ref;
  };
  const airlines = data.airlines.map((al) => ({
    iata: al.iata,
    name: al.name,
    country: al.countryCode,
    alliance: al.alliance,
    hubs: al.hubs.map((h) => h.iata),
    fleet: al.fleet,
    fleetRangeKm: Math.max(...al.fleet.map((a) => a.rangeKm)),
  }));
  const airlineMap = new Map(airlines.map((al) => [al.iata, al]));
  return {
    airport(iata) {
      const a = data.airportByIata(iata);
      return a ? toRef(a) : undefined;
    },
    airportsFor(code) {
      return data.resolveCode(code).map(toRef);
    },
    airline: (iata) => airlineMap.get(iata),
    airlines,
    aircraft: data.aircraft,
  };
}

/** What the schedule and fares need to know of the reference data. */
export interface RefAirport {
  iata: string;
  name: string;
  cityCode: string;
  cityName: string;
  country: string;
  lat: number;
  lon: number;
  tz: string;
  /** 3 large, 2 medium, 1 small. */
  size: number;
}

export interface RefAirline {
  iata: string;
  name: string;
  country: string;
  alliance: string;
  hubs: string[];
  /** The types it flies (its real fleet); without one, any type of the reference suits. */
  fleet?: readonly RefAircraft[];
  /** The longest nominal range of its fleet (km): it flies no leg longer than this allows. */
  fleetRangeKm?: number;
}

export interface RefAircraft {
  code: string;
  name: string;
  sizeClass: 'turboprop' | 'regional' | 'narrowbody' | 'widebody' | 'jumbo';
  seats: number;
  rangeKm: number;
}

export interface FlightReference {
  airport(iata: string): RefAirport | undefined;
  /** The airports of an airport code or a metropolitan city code. */
  airportsFor(code: string): RefAirport[];
  airline(iata: string): RefAirline | undefined;
  airlines: readonly RefAirline[];
  aircraft: readonly RefAircraft[];
}

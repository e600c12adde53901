/** One scheduled flight on one day. */
export interface ScheduledFlight {
  /** Identity for seat inventory: operating flight and local departure date. */
  key: string;
  operatingCarrier: string;
  operatingFlightNo: string;
  marketingCarrier: string;
  marketingFlightNo: string;
  codeShare: boolean;
  from: string;
  to: string;
  depUtc: number;
  arrUtc: number;
  depLocal: string;
  arrLocal: string;
  depTerminal: string;
  arrTerminal: string;
  aircraftCode: string;
  distanceKm: number;
  blockMinutes: number;
  /** Seats per cabin when the flight is new (before anyone books through us). */
  capacity: { Y: number; C: number };
}

export interface Itinerary {
  flights: ScheduledFlight[];
  /** Gate-to-gate minutes from first departure to last arrival. */
  totalMinutes: number;
  stops: number;
  /** Stable identity: the marketing flights and their dates. */
  key: string;
}

import type { Direction } from '@farewise/domain/aftersales/aftersales.rules';
import { namedLegs } from '@farewise/domain/flights/journey-legs';
import type { PriceListEntry, SegmentDetail } from '@farewise/domain/flights/search.schemas';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import type { FlightOrderRow } from './flight-orders.repository.ts';
import { localToUtc } from './flight-calendar.ts';
import type { StoredItinerary, StoredPassenger } from './flight-order-view.ts';

/*
 * An order row read as its journey: its passengers, its itinerary, the fare it was booked on and
 * its directions with the seats they hold. Flight orders and after-sales read orders this way.
 */

/** The flights of one direction of an order as stored: its segments and the seats they hold. */
export interface OrderDirection {
  direction: Direction;
  label: string;
  segments: SegmentDetail[];
  seatFlights: SeatRequest[];
  from: string;
  to: string;
  fromCity: string;
  toCity: string;
  departureUtc: number;
}

export const passengersOf = (row: FlightOrderRow) =>
  (row.passengers as StoredPassenger[] | null) ?? [];
export const itineraryOf = (row: FlightOrderRow) => row.itinerary as StoredItinerary;

/** The price entry of the fare the order was booked on (its rules and prices). */
export function bookedEntry(row: FlightOrderRow): PriceListEntry {
  const { priceList } = itineraryOf(row).routing;
  return priceList.find((p) => p.fareProduct === row.fareProduct) ?? priceList[0]!;
}

export function timeZoneOf(row: FlightOrderRow, airport: string): string {
  return itineraryOf(row).air_ports.find((a) => a.code === airport)?.timeZone ?? 'UTC';
}

/**
 * The order's directions (legs) with their segments; seat flights are stored in the journey's
 * order: outbound, then return, or each multi-city leg in turn.
 */
export function directionsOf(row: FlightOrderRow): OrderDirection[] {
  const { routing, air_ports } = itineraryOf(row);
  const city = (code: string) => air_ports.find((a) => a.code === code)?.cityName ?? code;
  const seats = row.seatFlights as SeatRequest[];
  let offset = 0;
  return namedLegs(routing.segmentInfo).map((leg, direction) => {
    const segments = leg.detail;
    const first = segments[0]!;
    const last = segments[segments.length - 1]!;
    const own = seats.slice(offset, offset + segments.length);
    offset += segments.length;
    return {
      direction,
      label: leg.name,
      segments,
      seatFlights: own,
      from: first.depAirport,
      to: last.arrAirport,
      fromCity: city(first.depAirport),
      toCity: city(last.arrAirport),
      departureUtc: localToUtc(first.depTimeEx, timeZoneOf(row, first.depAirport)),
    };
  });
}

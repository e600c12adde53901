import type { DestinationSuggestion } from '@farewise/domain/hotels/destination.schemas';
import type { DestinationIndex } from './destination-index.ts';
import type { Destinations, HotelCity } from './destinations.ts';
import type { Hotel, HotelCatalog, RoomType } from './hotel-catalog.ts';
import type { CancellationDeadline, RatePlanKind } from './stay-pricing.ts';

/** What the simulated hotel supplier (hotel-supplier.ts) answers with: stays, quotes, destinations. */

export interface StayRoom {
  adults: number;
  /** Ages of the children. */
  children: number[];
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  rooms: StayRoom[];
}

/** A stay with its nights and, per city, each night's demand factor (computed once per search). */
export interface StayContext extends Stay {
  nights: string[];
  /** The nights as day numbers (days since 1970-01-01). */
  nightDays: number[];
  factorsFor(city: HotelCity): number[];
  /**
   * The hotel's free-cancellation deadline for this check-in (cancellationDeadline), worked out
   * once per city, days and local time: hotels share a dozen of them per city.
   */
  deadlineFor(hotel: Hotel): CancellationDeadline;
  /** Whether the hotel's free-cancellation rates are still sold at nowMs (deadlineFor(hotel).utcMs > nowMs). */
  refundableAt(hotel: Hotel, nowMs: number): boolean;
}

export interface PlanQuote {
  plan: RatePlanKind;
  /** Room type chosen for each room of the stay, in order. */
  roomTypes: RoomType[];
  subtotal: number;
  taxes: number;
  total: number;
  deadline: CancellationDeadline | null;
  /** The fewest rooms free on every night among the chosen types (as the detail page counts them). */
  roomsLeft: number;
}

export interface ResolvedDestination {
  suggestion: DestinationSuggestion;
  hotels: Hotel[];
  /** Distances are measured to this point (an airport); otherwise to each hotel's city centre. */
  centre: { lat: number; lon: number } | null;
  /** A hotel chosen by name comes first. */
  pinnedHotelId: string | null;
}

export interface HotelSupplier {
  readonly destinations: Destinations;
  readonly catalog: HotelCatalog;
  readonly index: DestinationIndex;
  city(index: number): HotelCity;
  hotel(id: string): Hotel | undefined;
  resolve(query: { id: string; text: string }): ResolvedDestination | null;
  stayContext(stay: Stay): StayContext;
  /** Rooms of a type the supplier gives us on each night (before our own bookings). */
  allotments(hotel: Hotel, roomType: RoomType, stay: StayContext): number[];
  /** The hotel's plans priced for the stay, the cheapest room types that fit every room; none when nothing fits. */
  quote(
    hotel: Hotel,
    stay: StayContext,
    opts: { perUsd: number; nowMs: number; available?: (roomType: RoomType) => number },
  ): PlanQuote[];
  /**
   * What a list needs of quote(): the cheapest total of each kind of plan, without building
   * quotes. out[(refundable ? 1 : 0) + (breakfast ? 2 : 0)] receives the cheapest total of the
   * plans that are refundable and include breakfast where that bit asks for it (-1: none), the
   * total quoteFor would pick from quote()'s answer. False when nothing is sold (quote() gives []).
   */
  cheapestTotals(
    hotel: Hotel,
    stay: StayContext,
    opts: { perUsd: number; nowMs: number },
    out: { [variant: number]: number },
  ): boolean;
  distanceKm(hotel: Hotel, centre: { lat: number; lon: number } | null): number;
  readonly stats: { cities: number; properties: number; buildMs: number };
}

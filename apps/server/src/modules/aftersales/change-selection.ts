import type { AftersalesOrder } from '@farewise/domain/aftersales/aftersales.rules';
import { TRIP_TYPE } from '@farewise/domain/flights/products';
import { parseOptionKey } from '../flights/index.ts';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import { notAllowed } from './aftersales.errors.ts';
import { directionsOf, passengersOf, type OrderDirection } from '../flight-orders/index.ts';

/*
 * What a flight change reads of a booking: its legs with the booked or chosen flights, the
 * travellers who move, and the rules every change shares. No database.
 */

export const noSuchLeg = (row: FlightOrderRow) =>
  row.kind === TRIP_TYPE.multiCity
    ? 'This booking has no such flight.'
    : 'This booking has no return flight.';

/** The local departure date of an itinerary key's first flight ('QF1-20261215.…' → 2026-12-15). */
export function dateOfKey(key: string): string {
  const d = key.split('.')[0]?.split('-')[1] ?? '';
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
}

export function bookedKeys(row: FlightOrderRow) {
  const keys = parseOptionKey(row.optionKey);
  if (!keys)
    throw notAllowed('This booking cannot be changed online. Please tell us under Other problem.');
  return keys;
}

export function legOf(dir: OrderDirection, key: string) {
  return { from: dir.from, to: dir.to, key, date: dateOfKey(key) };
}

/** Every leg of the booking, with the new flights of the legs in `chosen` (index → key). */
export function journeyLegs(row: FlightOrderRow, chosen: ReadonlyMap<number, string>) {
  const keys = bookedKeys(row).legs;
  return directionsOf(row).map((dir) =>
    legOf(dir, chosen.get(dir.direction) ?? keys[dir.direction]!),
  );
}

export function travellers(row: FlightOrderRow, passengers: number[]) {
  const list = passengersOf(row);
  const adults = passengers.filter((i) => list[i]?.age_type === 0).length;
  return { adults, children: passengers.length - adults };
}

/** The rules every change shares: passengers on the booking, the whole booking for slice payment. */
export function checkSelection(row: FlightOrderRow, order: AftersalesOrder, passengers: number[]) {
  const open = passengersOf(row)
    .map((_p, i) => i)
    .filter((i) => order.coupons.some((c) => c.passengerIndex === i && c.status === 'open'));
  const everyone = open.every((i) => passengers.includes(i));
  if (!everyone && row.paymentType === 'slice')
    throw notAllowed('A booking paid in slices changes all its passengers together.');
  if (!everyone && row.status === 0) throw notAllowed('This booking is not paid yet.');
}

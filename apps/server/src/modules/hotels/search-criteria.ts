import type { FieldError } from '@farewise/domain/api/envelope';
import { HOTEL_SEARCH_MESSAGES as M } from '@farewise/domain/hotels/hotel-search.messages';
import { hotelSearchErrors, type HotelRoomForm } from '@farewise/domain/hotels/hotel-search.rules';
import type { HotelRoom } from '@farewise/domain/hotels/hotel-search.schemas';
import type { Stay } from '../../suppliers/hotels/hotel-supplier.ts';
import { searchInvalid } from './hotels.errors.ts';

/**
 * Checks a stay with the form's own rules (packages/domain) and turns it into the supplier's
 * terms. Missing destination or dates give SPEC 5's 'The search criteria are incorrect…' as
 * the message, since a call without them did not come from the form.
 */
export function checkedStay(
  query: {
    Destination?: string;
    Country?: string;
    CheckIn: string;
    CheckOut: string;
    Rooms: HotelRoom[];
  },
  now: Date,
  { needDestination = true }: { needDestination?: boolean } = {},
): Stay {
  const rooms: HotelRoomForm[] = query.Rooms.map((r, i) => ({
    Index: i,
    AdultNumber: r.AdultNumber,
    // The ages are what count: a stale childNumber must not hide a child without an age.
    childNumber: Math.max(r.childNumber, r.ChildAge.length),
    ChildAge: r.ChildAge,
  }));
  const destination = needDestination
    ? query.Destination?.trim() || query.Country?.trim() || ''
    : '-';
  const errors = hotelSearchErrors(
    { Destination: destination, CheckIn: query.CheckIn, CheckOut: query.CheckOut, Rooms: rooms },
    now,
  );
  const fields: FieldError[] = Object.entries(errors).map(([field, message]) => ({
    field: `Query.${field}`,
    message: message as string,
  }));
  if (fields.length) {
    const incomplete = !!(
      errors.Destination ||
      errors.CheckIn === M.checkInRequired ||
      errors.CheckOut === M.checkOutRequired
    );
    throw searchInvalid(
      incomplete ? M.criteriaIncorrect : (fields[0] as FieldError).message,
      fields,
    );
  }
  return {
    checkIn: query.CheckIn,
    checkOut: query.CheckOut,
    rooms: rooms.map((r) => ({
      adults: r.AdultNumber,
      children: r.ChildAge.slice(0, r.childNumber) as number[],
    })),
  };
}

export const roomsSignature = (stay: Stay) =>
  stay.rooms.map((r) => [r.adults, ...r.children].join('.')).join('_');

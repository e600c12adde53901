import {
  BOOKING_CONTACT_MESSAGES,
  bookingContactErrors,
  travellerNameErrors,
  type BookingContactFields,
  type TravellerNameFields,
} from '../contacts/traveller-name.rules.ts';

/** Messages of the hotel reservation form that SPEC does not spell (decision 011). */
export const HOTEL_RESERVATION_MESSAGES = {
  contactNameRequired: BOOKING_CONTACT_MESSAGES.contactNameRequired,
  guestsPerRoom: 'Please enter one guest name for each room.',
  specialRequestsTooLong: 'Special requests can be at most 500 characters.',
} as const;

export const SPECIAL_REQUESTS_MAX = 500;

/** One room's lead guest: a traveller's names (SPEC 5). */
export type HotelGuestFields = TravellerNameFields;

export type HotelContactFields = BookingContactFields;

/** One room's lead guest: SPEC 5's name messages (required, letters and spaces only). */
export const hotelGuestErrors = (guest: Partial<HotelGuestFields>) => travellerNameErrors(guest);

/** The contact: a name plus SPEC 5's contact form rules. */
export const hotelContactErrors = (contact: Partial<HotelContactFields>) =>
  bookingContactErrors(contact);

/** Every broken rule of a reservation as { field, message }, fields named as on the wire. */
export function hotelReservationErrors(input: {
  rooms: number;
  guests: Partial<HotelGuestFields>[];
  contact: Partial<HotelContactFields>;
  specialRequests?: string;
}): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (input.guests.length !== input.rooms)
    out.push({ field: 'Guests', message: HOTEL_RESERVATION_MESSAGES.guestsPerRoom });
  input.guests.forEach((g, i) => {
    for (const [field, message] of Object.entries(hotelGuestErrors(g)))
      out.push({ field: `Guests.${i}.${field}`, message });
  });
  for (const [field, message] of Object.entries(hotelContactErrors(input.contact)))
    out.push({ field: `Contact.${field}`, message });
  if ((input.specialRequests ?? '').length > SPECIAL_REQUESTS_MAX)
    out.push({
      field: 'SpecialRequests',
      message: HOTEL_RESERVATION_MESSAGES.specialRequestsTooLong,
    });
  return out;
}

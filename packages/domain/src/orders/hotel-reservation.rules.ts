import { PASSENGER_MESSAGES as PM } from '../passengers/passenger.messages.ts';
import { nameFormatError } from '../passengers/passenger.rules.ts';
import { contactErrors, type ContactFields } from '../contacts/contact.rules.ts';

/** Messages of the hotel reservation form that SPEC does not spell (decision 011). */
export const HOTEL_RESERVATION_MESSAGES = {
  contactNameRequired: 'Please enter the contact name',
  guestsPerRoom: 'Please enter one guest name for each room.',
  specialRequestsTooLong: 'Special requests can be at most 500 characters.',
} as const;

export const SPECIAL_REQUESTS_MAX = 500;

export interface HotelGuestFields {
  given_name: string;
  surname: string;
}

export interface HotelContactFields extends ContactFields {
  name: string;
}

/** One room's lead guest: SPEC 5's name messages (required, letters and spaces only). */
export function hotelGuestErrors(
  guest: Partial<HotelGuestFields>,
): Partial<Record<keyof HotelGuestFields, string>> {
  const errors: Partial<Record<keyof HotelGuestFields, string>> = {};
  const given = (guest.given_name ?? '').trim();
  const surname = (guest.surname ?? '').trim();
  if (!given) errors.given_name = PM.givenNameRequired;
  else if (nameFormatError(given)) errors.given_name = PM.nameFormat;
  if (!surname) errors.surname = PM.surnameRequired;
  else if (nameFormatError(surname)) errors.surname = PM.nameFormat;
  return errors;
}

/** The contact: a name plus SPEC 5's contact form rules. */
export function hotelContactErrors(
  contact: Partial<HotelContactFields>,
): Partial<Record<keyof HotelContactFields, string>> {
  const errors: Partial<Record<keyof HotelContactFields, string>> = { ...contactErrors(contact) };
  const name = (contact.name ?? '').trim();
  if (!name || name.length > 100) errors.name = HOTEL_RESERVATION_MESSAGES.contactNameRequired;
  return errors;
}

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

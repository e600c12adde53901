import { PASSENGER_MESSAGES as PM } from '../passengers/passenger.messages.ts';
import { nameFormatError } from '../passengers/passenger.rules.ts';
import { contactErrors, type ContactFields } from './contact.rules.ts';

/** A traveller named on a booking that is not a flight's (a hotel room's lead guest, an activity's lead traveller). */
export interface TravellerNameFields {
  given_name: string;
  surname: string;
}

/** Who to reach about a booking: a name plus SPEC 5's contact form. */
export interface BookingContactFields extends ContactFields {
  name: string;
}

/** Messages of the booking contact that SPEC does not spell (decision 011). */
export const BOOKING_CONTACT_MESSAGES = {
  contactNameRequired: 'Please enter the contact name',
} as const;

/** A traveller's names: SPEC 5's name messages (required, letters and spaces only). */
export function travellerNameErrors(
  person: Partial<TravellerNameFields>,
): Partial<Record<keyof TravellerNameFields, string>> {
  const errors: Partial<Record<keyof TravellerNameFields, string>> = {};
  const given = (person.given_name ?? '').trim();
  const surname = (person.surname ?? '').trim();
  if (!given) errors.given_name = PM.givenNameRequired;
  else if (nameFormatError(given)) errors.given_name = PM.nameFormat;
  if (!surname) errors.surname = PM.surnameRequired;
  else if (nameFormatError(surname)) errors.surname = PM.nameFormat;
  return errors;
}

/** The booking's contact: a name plus SPEC 5's contact form rules. */
export function bookingContactErrors(
  contact: Partial<BookingContactFields>,
): Partial<Record<keyof BookingContactFields, string>> {
  const errors: Partial<Record<keyof BookingContactFields, string>> = {
    ...contactErrors(contact),
  };
  const name = (contact.name ?? '').trim();
  if (!name || name.length > 100) errors.name = BOOKING_CONTACT_MESSAGES.contactNameRequired;
  return errors;
}

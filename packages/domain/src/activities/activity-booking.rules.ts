import {
  bookingContactErrors,
  travellerNameErrors,
  type BookingContactFields,
  type TravellerNameFields,
} from '../contacts/traveller-name.rules.ts';

/** The lead traveller of an activity booking: the one name the supplier's list shows. */
export type ActivityLeadFields = TravellerNameFields;
export type ActivityContactFields = BookingContactFields;

/** The lead traveller: SPEC 5's name rules (required, letters and spaces only), as for any traveller. */
export const activityLeadErrors = (lead: Partial<ActivityLeadFields>) => travellerNameErrors(lead);

/** Who to reach about the booking: a name plus SPEC 5's contact form, as for any booking. */
export const activityContactErrors = (contact: Partial<ActivityContactFields>) =>
  bookingContactErrors(contact);

/** Every broken rule of an activity booking's names as { field, message }, fields named as on the wire. */
export function activityBookingErrors(input: {
  lead: Partial<ActivityLeadFields>;
  contact: Partial<ActivityContactFields>;
}): { field: string; message: string }[] {
  return [
    ...Object.entries(activityLeadErrors(input.lead)).map(([f, message]) => ({
      field: `lead.${f}`,
      message,
    })),
    ...Object.entries(activityContactErrors(input.contact)).map(([f, message]) => ({
      field: `contact.${f}`,
      message,
    })),
  ];
}

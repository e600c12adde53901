import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { contactErrors, type ContactFields } from '@farewise/domain/contacts/contact.rules';
import type { PassengerType } from '@farewise/domain/passengers/passenger-dates';
import {
  passengerListErrors,
  type PassengerFormValues,
} from '@farewise/domain/passengers/passenger.rules';
import type { FieldError } from '@farewise/domain/api/envelope';

/**
 * One passenger form as react-hook-form holds it (SPEC 3 with the flights form's phone). Every
 * field is there; a restored draft may hold null, and any extra field it had.
 */
export type PassengerRow = PassengerFormValues &
  Required<Pick<PassengerFormValues, (typeof PASSENGER_FIELDS)[number]>>;

/** The booking page's form: one passenger form per traveller (adults first) and the contact. */
export interface BookingFormValues {
  passengers: PassengerRow[];
  contact: ContactFields;
}

export type BookingFieldName = FieldPath<BookingFormValues>;

export interface PassengerSlot {
  type: PassengerType;
  /** Position among passengers of its type (drafts are matched by type and index). */
  index: number;
}

/** The fields a passenger form shows, in the order they are laid out. */
export const PASSENGER_FIELDS = [
  'sex',
  'given_name',
  'middle_name',
  'surname',
  'birthday',
  'national_code',
  'id_card_issue',
  'id_card',
  'id_card_time',
  'phone_code',
  'mobile',
] as const;
export type PassengerFieldName = (typeof PASSENGER_FIELDS)[number];

export const CONTACT_FIELDS = ['postcode', 'mobile', 'email'] as const;

export const emptyPassenger = (): PassengerRow => ({
  sex: null,
  given_name: '',
  middle_name: '',
  surname: '',
  birthday: '',
  id_card_issue: '',
  national_code: '',
  id_card: '',
  id_card_time: '',
  phone_code: '',
  mobile: '',
});

export function passengerSlots(adults: number, children: number): PassengerSlot[] {
  return [
    ...Array.from({ length: adults }, (_, index) => ({ type: 'adult' as const, index })),
    ...Array.from({ length: children }, (_, index) => ({ type: 'child' as const, index })),
  ];
}

/** Every field name of the form for these slots, as react-hook-form paths. */
export function bookingFieldNames(count: number): BookingFieldName[] {
  const names: string[] = [];
  for (let i = 0; i < count; i++)
    for (const f of PASSENGER_FIELDS) names.push(`passengers.${i}.${f}`);
  for (const f of CONTACT_FIELDS) names.push(`contact.${f}`);
  return names as BookingFieldName[];
}

export interface BookingRuleContext {
  slots: readonly PassengerSlot[];
  /** The first departure date: ages are counted on it. */
  referenceDate: string;
  today: string;
}

/**
 * Every message of the form, keyed by field path ('passengers.1.id_card', 'contact.email'). The
 * rules are the domain's (SPEC 5), the ones the server applies: each passenger's own, duplicate
 * names and passport numbers across passengers, and the contact's.
 */
export function bookingFieldErrors(
  values: BookingFormValues,
  ctx: BookingRuleContext,
): Record<string, string> {
  const messages: Record<string, string> = {};
  passengerListErrors(values.passengers, (i) => ({
    type: ctx.slots[i]?.type ?? 'adult',
    referenceDate: ctx.referenceDate,
    today: ctx.today,
    withPhone: true,
  })).forEach((errors, i) => {
    for (const [field, message] of Object.entries(errors))
      if (message) messages[`passengers.${i}.${field}`] = message;
  });
  for (const [field, message] of Object.entries(contactErrors(values.contact)))
    if (message) messages[`contact.${field}`] = message;
  return messages;
}

/** The form's resolver: the domain's messages, each on its field. */
export function bookingResolver(ctx: BookingRuleContext): Resolver<BookingFormValues> {
  return (values) => {
    const messages = Object.entries(bookingFieldErrors(values, ctx));
    if (messages.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of messages) {
      const [head, ...rest] = path.split('.');
      if (head === 'passengers') {
        const [index, field] = rest as [string, string];
        const list = (errors.passengers ??= []) as Record<string, unknown>[];
        list[Number(index)] = { ...list[Number(index)], [field]: { type: 'validate', message } };
      } else {
        const contact = (errors.contact ??= {}) as Record<string, unknown>;
        contact[rest[0]!] = { type: 'validate', message };
      }
    }
    return { values: {}, errors: errors as FieldErrors<BookingFormValues> };
  };
}

/**
 * The server's field errors (422 [{ field: 'passengers.0.given_name', message }]) that name a
 * field of this form; others ('passengers' for a wrong count) are left to the page's message.
 */
export function serverFieldErrors(
  errors: readonly FieldError[],
  passengerCount: number,
): { name: BookingFieldName; message: string }[] {
  const names = new Set<string>(bookingFieldNames(passengerCount));
  return errors
    .filter((e) => names.has(e.field))
    .map((e) => ({ name: e.field as BookingFieldName, message: e.message }));
}

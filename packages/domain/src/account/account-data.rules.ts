/**
 * What a deleted account's kept orders say about the people on them (issue 41, decision 056):
 * the orders stay for the accounting years the law asks, with the amounts and the ledger, but
 * every name reads "Deleted traveller" and every contact is a placeholder no one can receive.
 */
export const DELETED_TRAVELLER_NAME = 'Deleted traveller';
const DELETED_GIVEN_NAME = 'Deleted';
const DELETED_SURNAME = 'Traveller';

/**
 * The contact e-mail of a kept order: under `.invalid` (RFC 2606), so no mail is ever delivered,
 * and with a random part per order, so it cannot be typed into the guest look-up to open it.
 */
export function deletedContactEmail(randomPart: string): string {
  return `deleted-${randomPart.toLowerCase()}@deleted.invalid`;
}

/** Person fields by name, however a kind spells them (given_name, givenName, GivenName…). */
type Replace = (email: string) => string;
const blank: Replace = () => '';
const PERSON_FIELDS: Record<string, Replace> = {
  givenname: () => DELETED_GIVEN_NAME,
  firstname: () => DELETED_GIVEN_NAME,
  surname: () => DELETED_SURNAME,
  lastname: () => DELETED_SURNAME,
  middlename: blank,
  name: () => DELETED_TRAVELLER_NAME,
  fullname: () => DELETED_TRAVELLER_NAME,
  email: (email) => email,
  mail: (email) => email,
  mobile: blank,
  phone: blank,
  tel: blank,
  birthday: blank,
  dateofbirth: blank,
  idcard: blank,
  idcardtime: blank,
  idcardissue: blank,
  nationalcode: blank,
};
const fieldKey = (key: string) => key.replace(/[_\s-]/g, '').toLowerCase();

/**
 * A person's part of an order (its passengers, guests, lead traveller or contact) with every
 * name, e-mail, phone, birthday and passport detail replaced; its shape, counts, ages and
 * fare types stay, so the order still reads as the booking it was. Only give it the person
 * parts: a product's own `name` (a hotel's, an activity's) is not a person's.
 */
export function anonymisePerson(value: unknown, placeholderEmail: string): unknown {
  if (Array.isArray(value)) return value.map((v) => anonymisePerson(v, placeholderEmail));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const replace = PERSON_FIELDS[fieldKey(key)];
      if (replace && (typeof v === 'string' || typeof v === 'number'))
        return [key, replace(placeholderEmail)];
      return [key, anonymisePerson(v, placeholderEmail)];
    }),
  );
}

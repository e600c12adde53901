import { randomInt } from 'node:crypto';

/** Letters and digits a traveller cannot confuse (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters a traveller can read out (order numbers, voucher codes). */
export const referenceCode = (length: number) =>
  Array.from({ length }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** A reference: a prefix ('FW' flight, 'HW' hotel, 'AW' activity orders, 'RQ' requests) and 8 characters. */
export const newReference = (prefix: string) => `${prefix}${referenceCode(8)}`;

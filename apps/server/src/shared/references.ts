import { randomInt } from 'node:crypto';

/** Letters and digits a traveller cannot confuse (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters a traveller can read out (order numbers, voucher codes). */
export const referenceCode = (length: number) =>
  Array.from({ length }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** A reference: a prefix ('FW' flight, 'HW' hotel, 'AW' activity orders, 'RQ' requests) and 8 characters. */
export const newReference = (prefix: string) => `${prefix}${referenceCode(8)}`;

/**
 * Runs `insert` (which draws a new reference each time) again when the database refuses the
 * reference as taken: a clash of two 8-character references is about 1 in 10^12, so three
 * retries are plenty; any other error is thrown as it is.
 */
export async function withFreshReference<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert();
    } catch (err) {
      if (attempt < 3 && /order_no/.test(String((err as { message?: string }).message ?? '')))
        continue;
      throw err;
    }
  }
}

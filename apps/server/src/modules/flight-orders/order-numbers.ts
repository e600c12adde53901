import { randomInt } from 'node:crypto';
import { AIRLINE_ACCOUNTING_CODES } from '../../suppliers/flights/index.ts';

import { newReference } from '../../shared/references.ts';

export { newReference };

export const newOrderNo = () => newReference('FW');

/**
 * Ticket numbers: the validating airline's IATA 3-digit accounting code (081 Qantas, 125 British
 * Airways) and 10 digits (simulated); an airline without a published code gets a stand-in.
 */
export function ticketNumber(carrier: string): string {
  const prefix =
    AIRLINE_ACCOUNTING_CODES[carrier] ??
    String(100 + ([...carrier].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) % 900));
  return `${prefix}-${String(randomInt(1_000_000_000, 9_999_999_999))}`;
}

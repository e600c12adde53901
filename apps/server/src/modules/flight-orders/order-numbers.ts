import { randomInt } from 'node:crypto';

import { newReference } from '../../shared/references.ts';

export { newReference };

export const newOrderNo = () => newReference('FW');

/** Ticket numbers: the airline's 3-digit accounting code and 10 digits (simulated). */
export function ticketNumber(carrier: string): string {
  const prefix = String(100 + ([...carrier].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) % 900));
  return `${prefix}-${String(randomInt(1_000_000_000, 9_999_999_999))}`;
}

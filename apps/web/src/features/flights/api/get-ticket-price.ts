import type { FlightRouting } from '@farewise/domain/flights/search.schemas';
import { request } from '../../../shared/api/client';

/** SPEC 8: what a fare price call without data says (with 'Search Again', going back). */
export const PRICE_FAILED_MESSAGE = 'Sorry, the request failed. Please book again.';

export interface TicketPrice {
  routing: FlightRouting;
  air_lines: unknown[];
  air_ports: unknown[];
}

/**
 * GET /v2/ticket/ticketPrice?unique=&g=: one option re-priced (SPEC 7). An expired or unknown
 * offer answers without data; the caller shows SPEC 8's 'Sorry, the request failed…' alert.
 */
export async function getTicketPrice(
  params: { unique: string; g: string; currency: string },
  signal?: AbortSignal,
): Promise<TicketPrice | null> {
  const data = await request<TicketPrice | null>('/v2/ticket/ticketPrice', {
    query: { unique: params.unique, g: params.g, Currency: params.currency },
    signal,
  });
  return data && data.routing ? data : null;
}

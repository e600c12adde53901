import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '../../../shared/api/client';

export interface VerifyTicketInput {
  unique: string;
  g: string;
  Currency: string;
  adultNumber: number;
  childNumber: number;
  /** The total the traveller saw, so the server can tell whether it changed. */
  totalPriceEx: number;
}

export type VerifyOutcome =
  { kind: 'confirmed'; total: number } | { kind: 'changed'; was: number; now: number };

function numberIn(data: unknown, ...keys: string[]): number | null {
  if (!data || typeof data !== 'object') return null;
  for (const key of keys) {
    const v = (data as Record<string, unknown>)[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return null;
}

/**
 * POST /v2/ticket/ticketVerify: checks the fare is still sold at the price shown. Until order
 * creation lands (next issue), the Book button stops here and shows this outcome.
 */
export async function verifyTicket(input: VerifyTicketInput): Promise<VerifyOutcome> {
  try {
    const data = await request<unknown>('/v2/ticket/ticketVerify', { body: input });
    const now = numberIn(data, 'totalPriceEx', 'now', 'total');
    if (now !== null && Math.abs(now - input.totalPriceEx) >= 0.005)
      return { kind: 'changed', was: input.totalPriceEx, now };
    return { kind: 'confirmed', total: now ?? input.totalPriceEx };
  } catch (err) {
    // DESIGN 3: a changed price is a 409 carrying { was, now }.
    if (err instanceof ApiError && err.code === 409) {
      const now = numberIn(err.data, 'now', 'totalPriceEx');
      if (now !== null)
        return { kind: 'changed', was: numberIn(err.data, 'was') ?? input.totalPriceEx, now };
    }
    throw err;
  }
}

export function useVerifyTicket() {
  return useMutation({ mutationFn: verifyTicket });
}

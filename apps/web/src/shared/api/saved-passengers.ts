import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedPassengerLists } from '@farewise/domain/passengers/passenger.schemas';
import { request } from './client';

/** Under ['account']: signing out removes the saved travellers with the rest of the account. */
export const savedPassengersKey = ['account', 'passengers'] as const;

/**
 * GET /v2/user/queryUserPassengers: the saved adults and children (SPEC 3), one key for the
 * account's traveller list and the booking form's Regular passengers, so a traveller saved in
 * one is in the other at once.
 */
export const savedPassengersQuery = queryOptions({
  queryKey: savedPassengersKey,
  queryFn: ({ signal }) => request<SavedPassengerLists>('/v2/user/queryUserPassengers', { signal }),
});

export const useSavedPassengers = (enabled = true) =>
  useQuery({ ...savedPassengersQuery, enabled });

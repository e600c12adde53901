import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedPassengerLists,
  SavedPassenger,
  UpdatePassengerBody,
} from '@farewise/domain/passengers/passenger.schemas';
import { request } from '../../../shared/api/client';
import { accountKeys } from './account-keys';

/** GET /v2/user/queryUserPassengers: the saved adults and children (SPEC 3). */
export const savedPassengersQuery = queryOptions({
  queryKey: accountKeys.passengers(),
  queryFn: ({ signal }) => request<SavedPassengerLists>('/v2/user/queryUserPassengers', { signal }),
});

export const useSavedPassengers = () => useQuery(savedPassengersQuery);

/** POST /v2/user/updateUserPassenger: creates without id, updates with it. */
export function useSavePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePassengerBody) =>
      request<SavedPassenger>('/v2/user/updateUserPassenger', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passengers() }),
  });
}

/** POST /v2/user/delUserPassenger. */
export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<unknown>('/v2/user/delUserPassenger', { method: 'POST', body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passengers() }),
  });
}

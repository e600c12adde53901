import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SavedPassenger,
  UpdatePassengerBody,
} from '@farewise/domain/passengers/passenger.schemas';
import { request } from '../../../shared/api/client';
import { savedPassengersKey } from '../../../shared/api/saved-passengers';

/** POST /v2/user/updateUserPassenger: creates without id, updates with it. */
export function useSavePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePassengerBody) =>
      request<SavedPassenger>('/v2/user/updateUserPassenger', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPassengersKey }),
  });
}

/** POST /v2/user/delUserPassenger. */
export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<unknown>('/v2/user/delUserPassenger', { method: 'POST', body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPassengersKey }),
  });
}

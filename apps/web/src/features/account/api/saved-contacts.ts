import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedContact,
  SavedContactList,
  UpdateContactBody,
} from '@farewise/domain/contacts/contact.schemas';
import { request } from '../../../shared/api/client';
import { accountKeys } from './account-keys';

/** GET /v2/user/queryUserContacts. */
export const savedContactsQuery = queryOptions({
  queryKey: accountKeys.contacts(),
  queryFn: ({ signal }) => request<SavedContactList>('/v2/user/queryUserContacts', { signal }),
});

export const useSavedContacts = () => useQuery(savedContactsQuery);

/** POST /v2/user/updateUserContact: creates without id, updates with it. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContactBody) =>
      request<SavedContact>('/v2/user/updateUserContact', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.contacts() }),
  });
}

/** POST /v2/user/delUserContact. */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<unknown>('/v2/user/delUserContact', { method: 'POST', body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.contacts() }),
  });
}

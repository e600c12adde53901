import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAlertResult,
  PriceAlertList,
  PriceAlertView,
} from '@farewise/domain/price-alerts/price-alert.schemas';
import type { AlertSearch, PriceDrop } from '@farewise/domain/price-alerts/price-alert.rules';
import { request } from '../../../shared/api/client';

/**
 * Price alert calls (/v3/priceAlert/*). A signed-in traveller's list lives under ['account'] so
 * logging out drops it; a mail link's list is keyed by its token.
 */
export const priceAlertKeys = {
  mine: () => ['account', 'priceAlerts'] as const,
  byToken: (token: string) => ['priceAlerts', token] as const,
};
const keyOf = (token?: string | null) =>
  token ? priceAlertKeys.byToken(token) : priceAlertKeys.mine();

export function usePriceAlerts(token?: string | null, enabled = true) {
  return useQuery({
    queryKey: keyOf(token),
    queryFn: ({ signal }) =>
      request<PriceAlertList>('/v3/priceAlert/list', {
        method: 'POST',
        body: token ? { token } : {},
        signal,
      }),
    enabled,
  });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      search: AlertSearch;
      currency: string;
      drop?: PriceDrop;
      email?: string;
    }) => request<CreateAlertResult>('/v3/priceAlert/create', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.mine() }),
  });
}

export function useUpdateAlert(token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; status?: 'active' | 'paused'; drop?: PriceDrop }) =>
      request<PriceAlertView>('/v3/priceAlert/update', {
        method: 'POST',
        body: token ? { ...body, token } : body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(token) }),
  });
}

export function useDeleteAlert(token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<null>('/v3/priceAlert/delete', {
        method: 'POST',
        body: token ? { id, token } : { id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(token) }),
  });
}

/** The mail's confirm and unsubscribe links (no sign-in). */
export function useMailLinkAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'confirm' | 'unsubscribe') =>
      request<unknown>(`/v3/priceAlert/${action}`, { method: 'POST', body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.byToken(token) }),
  });
}

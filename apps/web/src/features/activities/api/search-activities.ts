import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActivityDetail,
  ActivityItemBody,
  ActivityListBody,
  ActivityListData,
} from '@farewise/domain/activities/activity.schemas';
import { request } from '../../../shared/api/client';
import { activityKeys } from './activity-keys';

/**
 * POST /v3/vp/list. Cancellable: TanStack Query aborts the request when the search changes or
 * the page is left (SPEC 4: searches in flight are cancellable).
 */
export function useActivitySearch(body: ActivityListBody | null) {
  return useQuery({
    queryKey: activityKeys.list(body ?? { cityId: '', date: '' }),
    queryFn: ({ signal }) => request<ActivityListData>('/v3/vp/list', { body, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /v3/vp/item: the detail for a party, with its dates and the slots of one date. */
export const activityQuery = (body: ActivityItemBody) =>
  queryOptions({
    queryKey: activityKeys.item(body),
    queryFn: ({ signal }) => request<ActivityDetail>('/v3/vp/item', { body, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useActivity = (body: ActivityItemBody) => useQuery(activityQuery(body));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RetentionDays } from '@farewise/domain/site/retention.schemas';
import { request } from '../../../shared/api/client';

/** GET /v2/static/retention: the periods as the server is configured (RETENTION_*_DAYS). */
export const retentionQuery = queryOptions({
  queryKey: ['site', 'retention'] as const,
  queryFn: ({ signal }) =>
    request<{ days: RetentionDays }>('/v2/static/retention', { signal }).then((d) => d.days),
  staleTime: 60 * 60 * 1000,
});

export const useRetention = () => useQuery(retentionQuery);

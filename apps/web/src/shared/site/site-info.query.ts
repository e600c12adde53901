import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@farewise/domain/site/site.schemas';
import { request } from '../api/client';

/** GET /v2/static/siteInfo: logo, phones, mail, hours, address, currencies, copyright (SPEC 3). */
export const siteInfoQuery = queryOptions({
  queryKey: ['site', 'info'] as const,
  queryFn: ({ signal }) => request<SiteInfo>('/v2/static/siteInfo', { signal }),
  staleTime: 60 * 60 * 1000,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);

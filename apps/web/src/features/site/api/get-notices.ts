import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@farewise/domain/site/site.schemas';
import { request } from '../../../shared/api/client';

export interface NoticePage {
  list: Notice[];
  page: number;
  size: number;
  total: number;
}

/** GET /v2/static/notices: the site's current travel notices, first page. */
export const noticesQuery = (size = 3) =>
  queryOptions({
    queryKey: ['site', 'notices', { size }] as const,
    queryFn: ({ signal }) =>
      request<NoticePage>('/v2/static/notices', { query: { page: 1, size }, signal }),
    staleTime: 10 * 60 * 1000,
  });

export const useNotices = (size = 3) => useQuery(noticesQuery(size));

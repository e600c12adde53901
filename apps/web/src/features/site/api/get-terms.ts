import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export interface TermsPage {
  title: string;
  /** Sanitised by the server before it is stored. */
  html: string;
  updated_at: string;
}

/** GET /v2/static/terms: the Terms and Conditions as HTML (SPEC 2.4, 7). */
export const termsQuery = queryOptions({
  queryKey: ['site', 'terms'] as const,
  queryFn: ({ signal }) => request<TermsPage>('/v2/static/terms', { signal }),
  staleTime: 60 * 60 * 1000,
});

export const useTerms = () => useQuery(termsQuery);

import { useQuery } from '@tanstack/react-query';
import { BUILD_VERSION_META, type UpgradeInfo } from '@farewise/domain/site/build-version';
import { request } from '../api/client';

/** This page's own build version, from its index.html; null on the development server. */
export const pageVersion = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_VERSION_META}"]`)?.content || null;

/**
 * True when the server (GET /v3/upgrade) runs a newer build than this page, after a deploy.
 * Asked again when the traveller comes back to the tab after 5 minutes or more; `checkNow` asks
 * at once, as a page whose code failed to load does.
 */
export function useNewVersionAvailable(checkNow = false): boolean {
  const mine = pageVersion();
  const { data } = useQuery({
    queryKey: ['upgrade'],
    queryFn: ({ signal }) => request<UpgradeInfo>('/v3/upgrade', { signal }),
    enabled: !!mine,
    staleTime: 5 * 60_000,
    refetchOnMount: checkNow ? 'always' : true,
    refetchOnWindowFocus: true,
    // A failed check is nothing the traveller needs to hear about.
    meta: { silent: true },
  });
  return !!mine && !!data?.version && data.version !== mine;
}

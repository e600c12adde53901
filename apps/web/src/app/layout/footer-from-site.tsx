import { useSiteInfo } from '../../shared/site/site-info.query';
import { FooterView } from './footer-view';

/** The footer with site info's details (GET /v2/static/siteInfo). */
export function FooterFromSite() {
  const { data } = useSiteInfo();
  return <FooterView site={data ?? null} />;
}

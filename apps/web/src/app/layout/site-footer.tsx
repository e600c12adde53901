import { Suspense, lazy } from 'react';

// Below the fold on every page (the page area fills the screen): its code comes just after the
// page's first render, not with it (decision 034).
const FooterView = lazy(() => import('./footer-view').then((m) => ({ default: m.FooterView })));

/** Site footer (SPEC 2.3). */
export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <FooterView />
    </Suspense>
  );
}

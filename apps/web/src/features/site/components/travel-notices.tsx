import { Suspense, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import plain from '../../../shared/ui/plain.module.css';
import classes from './home-sections.module.css';

/** Two cards' room while the notices load. */
export function NoticesSkeleton() {
  return (
    <div className={classes.grid}>
      <span className={`${plain.skeleton} ${classes.noticeSkeleton}`} />
      <span className={`${plain.skeleton} ${classes.noticeSkeleton}`} />
    </div>
  );
}

/**
 * The site's current notices, with a link to the travel news (a page outside the router). The
 * app shell passes the list (notice-list.tsx), which comes with TanStack Query (decision 034).
 */
export function TravelNotices({ list }: { list?: ReactNode }) {
  return (
    <section aria-labelledby="notices-title">
      <div className={classes.sectionHead}>
        <h2 id="notices-title" className={plain.title} data-order="2">
          Before you go
        </h2>
        {/* Travel news is outside the router: a plain link and a full page load. */}
        <a href={paths.newsList.url()} className={plain.anchor}>
          Travel News
        </a>
      </div>
      <Suspense fallback={<NoticesSkeleton />}>{list}</Suspense>
    </section>
  );
}

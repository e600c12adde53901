import { useRoutes, type RouteObject } from 'react-router';
import { activityPaths } from '../config/activity-paths';
import { NotFound, page } from './lazy-page';

/**
 * The activity pages (decision 018), fetched on the first visit to one of them
 * (router.tsx). Each page still loads on demand; the pay page is the payments feature's, with
 * the activity's summary and terms.
 */
const activityRoutes: RouteObject[] = [
  page(activityPaths.list.path, () =>
    import('../features/activities/pages/activity-list-page').then((m) => ({
      Component: m.default,
    })),
  ),
  page(activityPaths.detail.path, () =>
    import('../features/activities/pages/activity-detail-page').then((m) => ({
      Component: m.default,
    })),
  ),
  page(activityPaths.booking.path, () =>
    import('../features/activities/pages/activity-booking-page').then((m) => ({
      Component: m.default,
    })),
  ),
  page(activityPaths.pay.path, () =>
    import('./activity-pay-route').then((m) => ({ Component: m.ActivityPayRoute })),
  ),
  page(activityPaths.orderDetail.path, () =>
    import('../features/activities/pages/activity-order-page').then((m) => ({
      Component: m.default,
    })),
  ),
];

/** The activity page of the address (an activity address the site does not have is not found). */
export function ActivityPages() {
  return useRoutes([...activityRoutes, { path: '*', element: <NotFound /> }]);
}

import type { RouteObject } from 'react-router';
import { activityPaths } from '../config/activity-paths';

/**
 * The activity pages (decision 018), added to the router on the first visit to one of them
 * (router.tsx). Each page still loads on demand; the pay page is the payments feature's.
 */
export const activityRoutes: RouteObject[] = [
  {
    path: activityPaths.list.path,
    lazy: () =>
      import('../features/activities/pages/activity-list-page').then((m) => ({
        Component: m.default,
      })),
  },
  {
    path: activityPaths.detail.path,
    lazy: () =>
      import('../features/activities/pages/activity-detail-page').then((m) => ({
        Component: m.default,
      })),
  },
  {
    path: activityPaths.booking.path,
    lazy: () =>
      import('../features/activities/pages/activity-booking-page').then((m) => ({
        Component: m.default,
      })),
  },
  {
    path: activityPaths.pay.path,
    lazy: () =>
      import('../features/payments/pages/activity-pay-page').then((m) => ({
        Component: m.ActivityPayPage,
      })),
  },
  {
    path: activityPaths.orderDetail.path,
    lazy: () =>
      import('../features/activities/pages/activity-order-page').then((m) => ({
        Component: m.default,
      })),
  },
];

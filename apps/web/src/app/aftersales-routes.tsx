import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { NotFound, page } from './lazy-page';

/** A route whose module's default export is its page. */
const defaultPage = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject =>
  page(path, () => load().then((m) => ({ Component: m.default })));

/**
 * The after-sales pages of a flight booking (SPEC 2.1; decision 015), fetched on the first visit
 * to one of them (router.tsx). Each page still loads on demand.
 */
const aftersalesRoutes: RouteObject[] = [
  defaultPage(
    paths.refChgOptions.path,
    () => import('../features/aftersales/pages/ref-chg-options-page'),
  ),
  defaultPage(
    paths.ticketRefund.path,
    () => import('../features/aftersales/pages/ticket-refund-page'),
  ),
  defaultPage(
    paths.returnSuccess.path,
    () => import('../features/aftersales/pages/return-success-page'),
  ),
  defaultPage(
    paths.changeFlightsBooking.path,
    () => import('../features/aftersales/pages/change-flights-booking-page'),
  ),
  defaultPage(
    paths.changeSuccess.path,
    () => import('../features/aftersales/pages/change-success-page'),
  ),
  defaultPage(paths.changeName.path, () => import('../features/aftersales/pages/change-name-page')),
  defaultPage(
    paths.otherProblem.path,
    () => import('../features/aftersales/pages/other-problem-page'),
  ),
  defaultPage(
    paths.changeProgress.path,
    () => import('../features/aftersales/pages/change-progress-page'),
  ),
];

/** The after-sales page of the address (the router's other pages' address is not found here). */
export function AftersalesPages() {
  return useRoutes([...aftersalesRoutes, { path: '*', element: <NotFound /> }]);
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { Suspense, lazy, type ComponentType } from 'react';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RequireLogin } from './require-login';
import { RouteError } from './route-error';
import { StartShell } from './start-shell';

/** A route whose page loads on demand (SPEC 2.1: all routes load on demand). */
const page = (path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  lazy: load,
});

/** The search forms of each product, composed into the home page's tabs here (features do not import each other). */
const FlightSearchForm = lazy(() =>
  import('../features/flights/components/flight-search-form').then((m) => ({
    default: m.FlightSearchForm,
  })),
);
const HotelSearchForm = lazy(() =>
  import('../features/hotels/components/hotel-search-form').then((m) => ({
    default: m.HotelSearchForm,
  })),
);
const ActivitySearchForm = lazy(() =>
  import('../features/activities/components/activity-search-form').then((m) => ({
    default: m.ActivitySearchForm,
  })),
);
const homePanels = {
  hotels: (
    <Suspense fallback={null}>
      <HotelSearchForm />
    </Suspense>
  ),
  flights: (
    <Suspense fallback={null}>
      <FlightSearchForm />
    </Suspense>
  ),
  activities: (
    <Suspense fallback={null}>
      <ActivitySearchForm />
    </Suspense>
  ),
};

/** A route whose module's default export is its page. */
const defaultPage = (path: string, load: () => Promise<{ default: ComponentType }>) =>
  page(path, () => load().then((m) => ({ Component: m.default })));

const SITE_ROUTES = 'site';
let activitiesAdded = false;

/** The after-sales pages of a flight booking (SPEC 2.1), each its own chunk. */
const AFTERSALES = [
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

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Until the first page's lazy code has loaded, the painted shell stays on screen.
    HydrateFallback: StartShell,
    children: [
      {
        // The activity pages are added here when first visited (activity-routes.tsx).
        id: SITE_ROUTES,
        ErrorBoundary: RouteError,
        children: [
          page(paths.home.path, () =>
            import('../features/site/pages/home-page').then((m) => ({
              Component: () => <m.HomePage panels={homePanels} />,
            })),
          ),
          page(paths.hotelHome.path, () =>
            import('../features/site/pages/home-page').then((m) => ({
              Component: () => <m.HotelHomePage panels={homePanels} />,
            })),
          ),
          page(paths.aboutUs.path, () =>
            import('../features/site/pages/about-us-page').then((m) => ({
              Component: m.AboutUsPage,
            })),
          ),
          page(paths.terms.path, () =>
            import('../features/site/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
          ),
          page(paths.mangeBookings.path, () =>
            import('../features/site/pages/customer-support-page').then((m) => ({
              Component: m.CustomerSupportPage,
            })),
          ),
          {
            Component: RequireLogin,
            children: [
              page(paths.userInfo.path, () =>
                import('../features/account/pages/user-info-page').then((m) => ({
                  Component: m.UserInfoPage,
                })),
              ),
            ],
          },
          page(paths.myBooking.path, () =>
            import('../features/account/pages/my-booking-page').then((m) => ({
              Component: m.MyBookingPage,
            })),
          ),
          page(paths.flightsList.path, () =>
            import('../features/flights/pages/flights-list-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.hotelList.path, () =>
            import('../features/hotels/pages/hotel-list-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.hotelDetail.path, () =>
            import('../features/hotels/pages/hotel-detail-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.flightsPay.path, () =>
            import('../features/payments/pages/flights-pay-page').then((m) => ({
              Component: m.FlightsPayPage,
            })),
          ),
          page(paths.hotelReservations.path, () =>
            import('../features/hotels/pages/hotel-reservation-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.hotelOrderDetail.path, () =>
            import('../features/hotels/pages/hotel-order-detail-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.hotelPay.path, () =>
            import('../features/payments/pages/hotel-pay-page').then((m) => ({
              Component: m.HotelPayPage,
            })),
          ),
          page(paths.paymentSuccess.path, () =>
            import('../features/payments/pages/payment-success-page').then((m) => ({
              Component: m.PaymentSuccessPage,
            })),
          ),
          page(paths.flightsBooking.path, () =>
            import('../features/flights/pages/flights-booking-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.flightsOrderDetails.path, () =>
            import('../features/orders/pages/flights-order-details-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.searchBookings.path, () =>
            import('../features/orders/pages/search-bookings-page').then((m) => ({
              Component: m.default,
            })),
          ),
          ...AFTERSALES,
          page('*', () =>
            import('../features/site/pages/not-found-page').then((m) => ({
              Component: m.NotFoundPage,
            })),
          ),
        ],
      },
    ],
  },
];

/**
 * React Router's lazy route discovery: the activity pages' routes are fetched and added the
 * first time a traveller goes to one, so their definitions (and the list of files each needs)
 * stay out of the first load of every other page (home's 150 KB budget, decision 018).
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    // Every activity page's path starts so (config/activity-paths.ts).
    if (activitiesAdded || !path.startsWith('/activity')) return;
    const { activityRoutes } = await import('./activity-routes');
    if (activitiesAdded) return;
    activitiesAdded = true;
    patch(SITE_ROUTES, activityRoutes);
  },
});

import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Suspense, lazy } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import {
  RequireLoginWithLibraries,
  RouteErrorWithLibraries,
  lazyWithLibraries,
} from './with-libraries';
import { StartShell } from './start-shell';
import { NotFound, page } from './lazy-page';

/** The after-sales pages (SPEC 2.1), by the start of their paths: added on the first visit to one. */
const AFTERSALES_PREFIXES = [
  '/refChgOptions',
  '/ticketRefund',
  '/changeProgress',
  '/returnSuccess',
  '/changeFlightsBooking',
  '/changeSuccess',
  '/changeName',
  '/otherProblem',
];

/**
 * The search forms of each product, composed into the home page's tabs here (features do not
 * import each other); drawn with Mantine, loaded as the page first renders (decision 034).
 */
const FlightSearchForm = lazyWithLibraries(() =>
  import('../features/flights/components/flight-search-form').then((m) => m.FlightSearchForm),
);
const HotelSearchForm = lazyWithLibraries(() =>
  import('../features/hotels/components/hotel-search-form').then((m) => m.HotelSearchForm),
);
const ActivitySearchForm = lazyWithLibraries(() =>
  import('../features/activities/components/activity-search-form').then(
    (m) => m.ActivitySearchForm,
  ),
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

/** Home's travel notices, drawn with TanStack Query (decision 034). */
const NoticeList = lazyWithLibraries(() =>
  import('../features/site/components/notice-list').then((m) => m.NoticeList),
);
const homeNotices = <NoticeList />;

/**
 * A page that fails to load or render shows the error inside the site's layout; going elsewhere
 * clears it.
 */
function PageErrors() {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorWithLibraries} resetKeys={[key]}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * The activity and after-sales pages' routes, fetched the first time a traveller goes to one of
 * them, so their definitions (and the list of files each needs) stay out of the first load of
 * every other page (home's budget, decisions 015 and 018). Any other address is not found.
 */
const ActivityPages = lazy(() =>
  import('./activity-routes').then((m) => ({ default: m.ActivityPages })),
);
const AftersalesPages = lazy(() =>
  import('./aftersales-routes').then((m) => ({ default: m.AftersalesPages })),
);
function LaterPages() {
  const { pathname } = useLocation();
  // Every activity page's path starts so (config/activity-paths.ts).
  if (pathname.startsWith('/activity')) return <ActivityPages />;
  if (AFTERSALES_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return <AftersalesPages />;
  return <NotFound />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PageErrors />,
        children: [
          page(
            paths.home.path,
            () =>
              import('../features/site/pages/home-page').then((m) => ({
                Component: () => <m.HomePage panels={homePanels} notices={homeNotices} />,
              })),
            { plain: true },
          ),
          page(
            paths.hotelHome.path,
            () =>
              import('../features/site/pages/home-page').then((m) => ({
                Component: () => <m.HotelHomePage panels={homePanels} notices={homeNotices} />,
              })),
            { plain: true },
          ),
          page(paths.aboutUs.path, () =>
            import('../features/site/pages/about-us-page').then((m) => ({
              Component: m.AboutUsPage,
            })),
          ),
          page(paths.terms.path, () =>
            import('../features/site/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
          ),
          page(paths.privacy.path, () =>
            import('../features/site/pages/privacy-page').then((m) => ({
              Component: m.PrivacyPage,
            })),
          ),
          page(paths.mangeBookings.path, () =>
            import('../features/site/pages/customer-support-page').then((m) => ({
              Component: m.CustomerSupportPage,
            })),
          ),
          {
            element: <RequireLoginWithLibraries />,
            children: [
              page(paths.userInfo.path, () =>
                import('./user-info-route').then((m) => ({ Component: m.UserInfoRoute })),
              ),
            ],
          },
          page(paths.myBooking.path, () =>
            import('../features/account/pages/my-booking-page').then((m) => ({
              Component: m.MyBookingPage,
            })),
          ),
          page(paths.flightsList.path, () =>
            import('./flights-list-route').then((m) => ({ Component: m.default })),
          ),
          page(paths.hotelList.path, () =>
            import('./hotel-list-route').then((m) => ({ Component: m.default })),
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
          page(
            paths.flightsBooking.path,
            () =>
              import('../features/flights/pages/flights-booking-page').then((m) => ({
                Component: m.default,
              })),
            // The passenger forms' rules (with the phone numbers' library), then their schemas
            // (with the validation library).
            {
              first: [
                () => import('@farewise/domain/passengers/passenger.rules'),
                () => import('@farewise/domain/passengers/passenger.schemas'),
              ],
            },
          ),
          page(paths.flightsOrderDetails.path, () =>
            import('../features/orders/pages/flights-order-details-page').then((m) => ({
              Component: m.default,
            })),
          ),
          page(paths.priceAlerts.path, () =>
            import('../features/price-alerts/pages/price-alerts-page').then((m) => ({
              Component: m.PriceAlertsPage,
            })),
          ),
          page(paths.searchBookings.path, () =>
            import('../features/orders/pages/search-bookings-page').then((m) => ({
              Component: m.default,
            })),
          ),
          { path: '*', element: <LaterPages /> },
        ],
      },
    ],
  },
];

/**
 * The site's pages. Until the first page's code has loaded, the shell the server painted stays on
 * screen (StartShell); later, a page whose code is loading leaves the current one on screen until
 * it is ready (the router's navigations are transitions). An error outside a page (the layout)
 * takes the whole screen.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <ErrorBoundary FallbackComponent={RouteErrorWithLibraries}>
      <Suspense fallback={<StartShell />}>{element}</Suspense>
    </ErrorBoundary>
  );
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { Suspense, lazy, type ComponentType } from 'react';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RequireLogin } from './require-login';
import { RouteError } from './route-error';
import { StartShell } from './start-shell';

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

const SITE_ROUTES = 'site';

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
 * React Router's lazy route discovery: a group of pages' routes is fetched and added the first
 * time a traveller goes to one of them, so their definitions (and the list of files each needs)
 * stay out of the first load of every other page (home's budget, decisions 015 and 018).
 */
const LATER_ROUTES: { prefixes: string[]; load: () => Promise<RouteObject[]>; added?: boolean }[] =
  [
    {
      // Every activity page's path starts so (config/activity-paths.ts).
      prefixes: ['/activity'],
      load: () => import('./activity-routes').then((m) => m.activityRoutes),
    },
    {
      prefixes: AFTERSALES_PREFIXES,
      load: () => import('./aftersales-routes').then((m) => m.aftersalesRoutes),
    },
  ];

export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    const group = LATER_ROUTES.find(
      (g) => !g.added && g.prefixes.some((prefix) => path.startsWith(prefix)),
    );
    if (!group) return;
    const found = await group.load();
    if (group.added) return;
    group.added = true;
    patch(SITE_ROUTES, found);
  },
});

/** Every route of SPEC 2.1 and a builder for its URL with query. */
export type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', url: (q?: { active?: 0 | 1 | 2 }) => withQuery('/', q) },
  hotelHome: { path: '/home', url: () => '/home' },
  aboutUs: { path: '/aboutUs', url: () => '/aboutUs' },
  terms: { path: '/terms', url: () => '/terms' },
  privacy: { path: '/privacy', url: () => '/privacy' },
  flightsList: { path: '/flightsList', url: (q?: Query) => withQuery('/flightsList', q) },
  flightsBooking: {
    path: '/flightsBooking/:id',
    url: (id: string, q?: { paymentType?: string; uniqueStr?: string }) =>
      withQuery(`/flightsBooking/${enc(id)}`, q),
  },
  flightsPay: {
    path: '/flightsPay/:id',
    url: (id: string, q?: Query) => withQuery(`/flightsPay/${enc(id)}`, q),
  },
  flightsOrderDetails: {
    path: '/flightsOrderDetails/:id',
    url: (id: string, search = '') =>
      `/flightsOrderDetails/${enc(id)}${search && !search.startsWith('?') ? `?${search}` : search}`,
  },
  searchBookings: { path: '/searchBookings', url: () => '/searchBookings' },
  refChgOptions: { path: '/refChgOptions/:id', url: (id: string) => `/refChgOptions/${enc(id)}` },
  ticketRefund: { path: '/ticketRefund/:id', url: (id: string) => `/ticketRefund/${enc(id)}` },
  changeProgress: { path: '/changeProgress', url: (q?: Query) => withQuery('/changeProgress', q) },
  returnSuccess: { path: '/returnSuccess/:id', url: (id: string) => `/returnSuccess/${enc(id)}` },
  changeFlightsBooking: {
    path: '/changeFlightsBooking/:id',
    url: (id: string, q?: { schedule?: string }) =>
      withQuery(`/changeFlightsBooking/${enc(id)}`, q),
  },
  changeSuccess: { path: '/changeSuccess/:id', url: (id: string) => `/changeSuccess/${enc(id)}` },
  changeName: { path: '/changeName/:id', url: (id: string) => `/changeName/${enc(id)}` },
  otherProblem: { path: '/otherProblem/:id', url: (id: string) => `/otherProblem/${enc(id)}` },
  hotelList: { path: '/hotelList', url: (q?: Query) => withQuery('/hotelList', q) },
  hotelDetail: {
    path: '/hotelDetail/:id',
    url: (id: string, q?: { sk?: string }) => withQuery(`/hotelDetail/${enc(id)}`, q),
  },
  hotelReservations: {
    path: '/hotelReservations/:id',
    url: (id: string, q?: Query) => withQuery(`/hotelReservations/${enc(id)}`, q),
  },
  hotelPay: {
    path: '/hotelPay/:id',
    url: (id: string, q?: Query) => withQuery(`/hotelPay/${enc(id)}`, q),
  },
  paymentSuccess: { path: '/paymentSuccess', url: (q?: Query) => withQuery('/paymentSuccess', q) },
  hotelOrderDetail: {
    path: '/hotelOrderDetail/:insideOrderNo',
    url: (no: string) => `/hotelOrderDetail/${enc(no)}`,
  },
  userInfo: {
    path: '/userInfo',
    url: (tab?: 0 | 1 | 2 | 3 | 4) => withQuery('/userInfo', { tab }),
  },
  /** A price alert's mail link (no sign-in): the address's alerts, confirm or unsubscribe. */
  priceAlerts: { path: '/priceAlerts', url: (q?: Query) => withQuery('/priceAlerts', q) },
  myBooking: { path: '/myBooking', url: () => '/myBooking' },
  mangeBookings: { path: '/mangeBookings', url: () => '/mangeBookings' },
  /** Travel news lives outside the router (SPEC 2.1): a plain link, a full page load. */
  newsList: { path: '/newsList', url: () => '/newsList' },
} as const;

/** Only /userInfo needs a signed-in user (SPEC 6). */
export const PROTECTED_PATHS = [paths.userInfo.path];

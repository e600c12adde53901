import type { FastifyInstance } from 'fastify';

/**
 * The pages of issue 16's table with real content, made through the site's API in process (a
 * flight search, a hotel search and its first hotel, a guest's order): home, a Sydney-London round
 * trip's results, a Paris hotel list, that list's first hotel, the order's booking page (with its
 * order token as a header) and search bookings. Used by page-speed.ts and first-cards.ts.
 */
export async function realPages(
  app: FastifyInstance,
): Promise<{ page: string; headers?: Record<string, string> }[]> {
  /** A call to the site in process, as the page would make it; fails the bench on a refusal. */
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<{ data: T; orderToken?: string }> {
    const res = await app.inject({ method, url, payload: payload as object });
    const body = res.json() as { code: number; msg: string; data: T; orderToken?: string };
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
    return body;
  }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  // Real content (issue 16): a real flight search, a real hotel and a real (guest) order.
  const flightSearch = {
    tripType: 2,
    fromCity: 'Sydney',
    fromCityCode: 'SYD',
    toCity: 'London',
    toCityCode: 'LON',
    fromDate: day(30),
    retDate: day(37),
    adultNumber: 1,
    childNumber: 0,
    cabinPref: 'Y',
  };
  const found = await call<{
    uniqueKey: string;
    routings: { priceList: { uniqueStr: string; totalPriceEx: number }[] }[];
  }>('POST', '/v2/ticket/ticketSearchNew', { ...flightSearch, Currency: 'AUD' });
  const fare = found.data.routings[0]!.priceList[0]!;
  const order = await call<string>('POST', '/v2/ticket/createOrder', {
    Currency: 'AUD',
    adultNumber: 1,
    childNumber: 0,
    data: { unique: found.data.uniqueKey, g: fare.uniqueStr },
    kind: 2,
    totalPriceEx: fare.totalPriceEx,
  });
  const paris = (
    await call<
      { ID: string; Name: string; Type: number; CountryCode: string; city_name: string }[]
    >('GET', '/v3/hotel/keyword?k=paris')
  ).data.find((s) => s.ID.startsWith('c'))!;
  const hotelSearch = {
    Destination: paris.Name,
    Type: paris.Type,
    CountryCode: paris.CountryCode,
    Country: paris.ID,
    FirstCountry: paris.city_name,
    CheckIn: day(30),
    CheckOut: day(33),
  };
  const hotels = await call<{ list: { HotelId: string; sk: string }[] }>(
    'POST',
    '/v3/hotel/search',
    {
      Query: {
        ...hotelSearch,
        Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
      },
      FilterParams: { Sort: 'recommended', Page: 1, Size: 20 },
      ClientToken: 'bench',
      Currency: 'AUD',
    },
  );
  const hotel = hotels.data.list[0]!;
  const query = (fields: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

  /** The pages of issue 16's table; a guest's booking page gets its order's token as a header. */
  const ALL_PAGES: { page: string; headers?: Record<string, string> }[] = [
    { page: '/' },
    { page: `/flightsList?${query(flightSearch)}` },
    { page: `/hotelList?${query({ t: Date.now(), ...hotelSearch, Rooms: 2 })}` },
    {
      page: `/hotelDetail/${encodeURIComponent(hotel.HotelId)}?sk=${encodeURIComponent(hotel.sk)}`,
    },
    {
      page: `/flightsBooking/${encodeURIComponent(order.data)}?paymentType=full`,
      headers: order.orderToken ? { 'x-order-token': order.orderToken } : undefined,
    },
    { page: '/searchBookings' },
  ];
  return ALL_PAGES;
}

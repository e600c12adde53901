import { expect, type APIRequestContext } from '@playwright/test';
import { gatewayPaymentMethod } from './card-fields.ts';

/** Hotel calls made straight to the API, for tests that need bookings set up quickly. */
type Envelope<T> = { code: number; msg: string; data: T; error?: string };

export const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

export interface ApiHotelCard {
  HotelId: string;
  Name: string;
  RoomSummary: string;
  RoomsLeft: number | null;
  TotalPrice: number;
  sk: string;
}

export interface ApiRoom {
  RoomTypeId: string;
  Name: string;
  Available: number;
  FitsRooms: number[];
  RatePlans: { RatePlanId: string; TotalPrice: number }[];
}

async function post<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const res = await request.post(url, { data, headers });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

export async function parisSuggestion(request: APIRequestContext) {
  const res = await request.get('/v3/hotel/keyword?k=paris');
  const list = ((await res.json()) as Envelope<{ ID: string; Name: string }[]>).data;
  return list.find((s) => s.ID.startsWith('c')) as { ID: string; Name: string };
}

/** The first page of a Paris search for one room of two adults. */
export async function searchParis(
  request: APIRequestContext,
  stay: { checkIn: string; checkOut: string },
): Promise<ApiHotelCard[]> {
  const paris = await parisSuggestion(request);
  const res = await post<{ list: ApiHotelCard[] }>(request, '/v3/hotel/search', {
    Query: {
      Destination: paris.Name,
      Country: paris.ID,
      CheckIn: stay.checkIn,
      CheckOut: stay.checkOut,
      Rooms: [{ Index: 0, AdultNumber: 2, childNumber: 0, ChildAge: [] }],
    },
    FilterParams: { Sort: 'recommended', Page: 1, Size: 20 },
    ClientToken: 'e2e',
    Currency: 'AUD',
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.list;
}

export async function roomsOf(request: APIRequestContext, card: { HotelId: string; sk: string }) {
  const res = await post<{ Rooms: ApiRoom[] }>(request, '/v3/hotel/hdetail', {
    HotelId: card.HotelId,
    sk: card.sk,
    Currency: 'AUD',
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.Rooms;
}

export interface ApiHotelBooking {
  orderId: string;
  insideOrderNo: string;
  accessToken: string | null;
}

/** Verifies and books one room of a type on its first plan, as a guest. */
export async function bookRoom(
  request: APIRequestContext,
  sk: string,
  room: ApiRoom,
  email = 'inventory@example.com',
): Promise<{ status: number; order: ApiHotelBooking; total: number }> {
  const plan = room.RatePlans[0]!;
  const base = {
    sk,
    RoomTypeId: room.RoomTypeId,
    RatePlanId: plan.RatePlanId,
    Currency: 'AUD',
    Language: 'en',
  };
  const quote = await post<{ TotalPrice: number }>(request, '/v3/hotel/verify', base);
  const res = await post<ApiHotelBooking>(request, '/v3/hotel/booking', {
    ...base,
    Guests: [{ given_name: 'Ann', surname: 'Lee' }],
    Contact: { name: 'Ann Lee', email, postcode: '61', mobile: '0412 345 678' },
    SpecialRequests: '',
    totalPrice: quote.body.data?.TotalPrice ?? plan.TotalPrice,
  });
  return { status: res.status, order: res.body.data, total: quote.body.data?.TotalPrice ?? 0 };
}

/** Pays a hotel order in full with the sandbox's good card and asks for its confirmation. */
export async function payHotel(request: APIRequestContext, order: ApiHotelBooking) {
  const headers: Record<string, string> = order.accessToken
    ? { 'x-order-token': order.accessToken }
    : {};
  const paid = await post<{ status: string }>(
    request,
    '/v3/commonb2c/createPayment',
    {
      orderType: 'hotel',
      orderId: order.orderId,
      paymentType: 'full',
      paymentMethod: await gatewayPaymentMethod(request),
      idempotencyKey: `e2e-${order.orderId}`,
    },
    headers,
  );
  expect(paid.body.data?.status, paid.body.msg).toBe('succeeded');
  await post(request, '/v3/hotel/confirm', {
    insideOrderNo: order.insideOrderNo,
    accessToken: order.accessToken,
  });
}

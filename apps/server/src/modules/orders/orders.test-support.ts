import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import { createFlightOrdersRepository } from '../flight-orders/flight-orders.repository.ts';
import { flightOrdersRoutes } from '../flight-orders/flight-orders.routes.ts';
import { createHotelOrdersRepository } from '../hotel-orders/hotel-orders.repository.ts';
import { hotelOrdersRoutes } from '../hotel-orders/hotel-orders.routes.ts';
import { paymentsPlugin } from '../payments/payments.plugin.ts';
import { ordersRoutes } from './orders.routes.ts';

/** The whole app with the order modules and the orders lists added if app.ts does not register them yet. */
export async function makeOrdersApp(clock: Clock): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { clock });
  if (!app.hasDecorator('payments')) await app.register(paymentsPlugin);
  if (!app.hasRoute({ method: 'POST', url: '/v2/ticket/createOrder' }))
    await app.register(flightOrdersRoutes);
  if (!app.hasRoute({ method: 'POST', url: '/v3/hotel/booking' }))
    await app.register(hotelOrdersRoutes);
  if (!app.hasRoute({ method: 'POST', url: '/v3/commonb2c/orders/mix' }))
    await app.register(ordersRoutes);
  await app.ready();
  return app;
}

const code = () => randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();

/**
 * A flight order row as the booking flow leaves it, written through the flight orders
 * repository (the full search-and-book flow is too slow for 25 orders).
 */
export async function seedFlightOrder(
  app: FastifyInstance,
  {
    userId,
    at,
    status,
    carrier = 'QF',
  }: { userId: string; at: Date; status: number; carrier?: string },
) {
  const detail = {
    carrier,
    flightNumber: `${carrier}401`,
    depTimeEx: '2026-12-24 08:00',
    arrTimeEx: '2026-12-24 09:35',
    depAirport: 'SYD',
    arrAirport: 'MEL',
  };
  return createFlightOrdersRepository({ db: app.db }).insert({
    orderNo: `FW${code()}`,
    userId,
    searchId: 'seed',
    optionKey: 'seed',
    fareProduct: '0THP',
    kind: 1,
    cabin: 'Y',
    adults: 2,
    children: 1,
    currency: 'AUD',
    rate: 1,
    totalAmount: 45_678,
    adultAmount: 17_000,
    childAmount: 11_678,
    paymentType: 'full',
    itinerary: {
      routing: {
        validatingCarrier: carrier,
        segmentInfo: {
          fromSegments: { DepAirport: 'SYD', ArrAirport: 'MEL', TotalTimes: 95, detail: [detail] },
          retSegments: null,
        },
      },
      air_lines: [],
      air_ports: [
        {
          code: 'SYD',
          name: 'Sydney Kingsford Smith',
          cityName: 'Sydney',
          cityCode: 'SYD',
          countryName: 'Australia',
          timeZone: 'Australia/Sydney',
        },
        {
          code: 'MEL',
          name: 'Melbourne Tullamarine',
          cityName: 'Melbourne',
          cityCode: 'MEL',
          countryName: 'Australia',
          timeZone: 'Australia/Melbourne',
        },
      ],
    },
    seatFlights: [],
    firstDeparture: '2026-12-24T08:00',
    status,
    holdState: status === 0 ? 'held' : 'confirmed',
    holdExpiresAt: status === 0 ? new Date(at.getTime() + 365 * 86_400_000) : null,
    createdAt: at,
    updatedAt: at,
  });
}

/** A hotel order row as the booking flow leaves it, written through the hotel orders repository. */
export async function seedHotelOrder(
  app: FastifyInstance,
  { userId, at, status }: { userId: string; at: Date; status: string },
) {
  return createHotelOrdersRepository({ db: app.db }).insert({
    orderNo: `HW${code()}`,
    userId,
    hotelId: 'seed-hotel',
    roomTypeId: 'seed-room',
    ratePlanId: 'seed-plan',
    refundable: true,
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    nights: ['2026-12-24', '2026-12-25'],
    roomCount: 2,
    snapshot: { HotelName: 'Harbour View Hotel', Photo: '/hotel.jpg', RoomPhoto: '/room.jpg' },
    rooms: [],
    contact: {},
    contactEmail: 'ann@example.com',
    currency: 'AUD',
    rate: 1,
    nightly: [],
    subtotal: 50_000,
    taxes: 5_000,
    total: 55_000,
    status,
    holdState: status === 'PendingPayment' ? 'held' : 'confirmed',
    holdExpiresAt: status === 'PendingPayment' ? new Date(at.getTime() + 365 * 86_400_000) : null,
    createdAt: at,
    updatedAt: at,
  });
}

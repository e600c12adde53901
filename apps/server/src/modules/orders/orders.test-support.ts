import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import { createFlightOrdersRepository } from '../flight-orders/flight-orders.repository.ts';
import { createHotelOrdersRepository } from '../hotel-orders/hotel-orders.repository.ts';
import type { Snapshot } from '../hotel-orders/hotel-order-view.ts';
import { hotelSupplier } from '../../suppliers/hotels/hotel-supplier.ts';

/** The whole app, ready. */
export async function makeOrdersApp(clock: Clock): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { clock });
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

/**
 * A hotel order row as the booking flow leaves it, written through the hotel orders repository:
 * the snapshot carries every field /v3/hotel/detail, confirm, refundList, /hotel/ticket and the
 * confirmation mail read (hotel-order-view.ts, hotel-order-mail.ts). Two rooms of one type on a
 * flexible rate; paid statuses carry the card payment, Issued a confirmation number, refund
 * statuses their refund. The ids are the supplier's first hotel and room type, so cancelling
 * a seeded order releases rooms that exist (the names stay the seed's own).
 */
export async function seedHotelOrder(
  app: FastifyInstance,
  { userId, at, status }: { userId: string; at: Date; status: string },
) {
  const stock = hotelSupplier().catalog.hotels[0]!;
  const hotelId = stock.id;
  const roomTypeId = stock.roomTypes[0]!.id;
  const nightly = [
    { Date: '2026-12-24', Price: 12_500 },
    { Date: '2026-12-25', Price: 12_500 },
  ];
  const policy = {
    FreeCancellation: true,
    FreeCancellationUntil: '2026-12-22 18:00',
    FreeCancellationUntilUtc: '2026-12-22T07:00:00.000Z',
    TimeZone: 'Australia/Sydney',
    Breakfast: true,
    PolicyText: 'Free cancellation before 18:00 on 22 Dec 2026 (hotel time)',
    BreakfastText: 'Breakfast included',
  };
  const line = (Index: number) => ({
    Index,
    RoomTypeId: roomTypeId,
    RoomName: 'Deluxe Harbour Room',
    Bed: '1 king bed',
    Photo: '/room.jpg',
    RatePlanId: 'seed-plan',
    RatePlanName: 'Free cancellation, breakfast included',
    Refundable: true,
    Breakfast: true,
    PolicyText: policy.PolicyText,
    NightlyPrices: nightly,
    Subtotal: 25_000,
    TaxesAndFees: 2_500,
    TotalPrice: 27_500,
  });
  const rooms = [
    { adults: 2, children: [], guest: { given_name: 'Ann', surname: 'Lee' } },
    { adults: 1, children: [7], guest: { given_name: 'Ben', surname: 'Lee' } },
  ];
  const snapshot = {
    HotelId: hotelId,
    HotelName: 'Harbour View Hotel',
    Address: '1 Circular Quay, The Rocks, Sydney',
    Stars: 4,
    Photo: '/hotel.jpg',
    RoomPhoto: '/room.jpg',
    TimeZone: 'Australia/Sydney',
    CheckInFrom: '15:00',
    CheckOutUntil: '11:00',
    RoomTypeId: roomTypeId,
    RoomName: 'Deluxe Harbour Room',
    Bed: '1 king bed',
    RatePlanId: 'seed-plan',
    RatePlanName: 'Free cancellation, breakfast included',
    CheckIn: '2026-12-24',
    CheckOut: '2026-12-26',
    Nights: 2,
    Rooms: rooms.map((r, i) => ({
      Index: i,
      AdultNumber: r.adults,
      childNumber: r.children.length,
      ChildAge: r.children,
    })),
    RoomLines: [line(0), line(1)],
    Currency: 'AUD',
    NightlyPrices: nightly.map((n) => ({ ...n, Price: n.Price * 2 })),
    Subtotal: 50_000,
    TaxesAndFees: 5_000,
    TotalPrice: 55_000,
    Policy: {
      ...policy,
      CancellationText: `${policy.PolicyText}. After that, cancelling costs the first night and the rest is refunded.`,
    },
    sk: '',
  } satisfies Snapshot;
  const paid = status !== 'PendingPayment' && status !== 'Cancelled';
  const payments = paid
    ? [
        {
          paymentId: null,
          kind: 'full',
          amount: 55_000,
          status: 'succeeded',
          cardBrand: 'Visa',
          cardLast4: '4242',
          at: new Date(at.getTime() + 60_000).toISOString(),
        },
      ]
    : [];
  const refundOf = (amount: number, charged: number, refundStatus: string) => ({
    refundId: randomUUID(),
    amount,
    charged,
    currency: 'AUD',
    status: refundStatus,
    reason: 'Plans changed',
    at: new Date(at.getTime() + 120_000).toISOString(),
  });
  const refunds =
    status === 'RoomRefund'
      ? [refundOf(55_000, 0, 'recorded')]
      : status === 'PartRefund'
        ? [refundOf(27_500, 27_500, 'recorded')]
        : status === 'RoomRefundPending'
          ? [refundOf(55_000, 0, 'pending')]
          : [];
  const refunded = refunds.reduce((sum, r) => sum + (r.status === 'pending' ? 0 : r.amount), 0);
  const cancelled = status === 'Cancelled' || refunds.length > 0;
  return createHotelOrdersRepository({ db: app.db }).insert({
    orderNo: `HW${code()}`,
    userId,
    hotelId,
    roomTypeId,
    ratePlanId: 'seed-plan',
    refundable: true,
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    nights: ['2026-12-24', '2026-12-25'],
    roomCount: 2,
    snapshot,
    rooms,
    contact: { name: 'Ann Lee', email: 'ann@example.com', postcode: '61', mobile: '412345678' },
    contactEmail: 'ann@example.com',
    specialRequests: '',
    currency: 'AUD',
    rate: 1,
    nightly: snapshot.NightlyPrices,
    subtotal: 50_000,
    taxes: 5_000,
    total: 55_000,
    freeCancelUntil: new Date(policy.FreeCancellationUntilUtc),
    status,
    holdState: status === 'PendingPayment' ? 'held' : cancelled ? 'released' : 'confirmed',
    holdExpiresAt: status === 'PendingPayment' ? new Date(at.getTime() + 365 * 86_400_000) : null,
    confirmationNo: status === 'Issued' ? 'SEED-123456' : null,
    payments,
    refunds,
    paidAmount: paid ? 55_000 : 0,
    refundedAmount: refunded,
    cancelReason: cancelled ? 'Plans changed' : null,
    cancelledAt: cancelled ? new Date(at.getTime() + 120_000) : null,
    // The seed stands for orders whose mail went long ago: only confirm's own mail is sent.
    confirmationSentAt: status === 'Issued' ? at : null,
    createdAt: at,
    updatedAt: at,
  });
}

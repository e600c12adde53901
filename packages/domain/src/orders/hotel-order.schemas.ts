import { z } from 'zod';
import { recordId } from '../api/record-id.ts';
import { hotelCurrencyParam, hotelRoom, ratePolicy } from '../hotels/hotel-search.schemas.ts';
import { nightlyPrice } from '../hotels/hotel-detail.schemas.ts';

/**
 * Wire shapes of the hotel booking calls (SPEC 7 leaves them open; decision 011). Money is
 * integer minor units (cents) of Currency, as on the other hotel calls.
 */

/** SPEC 4 text statuses a hotel order moves through. */
export const HOTEL_ORDER_STATUSES = [
  'PendingPayment',
  'Paid',
  'Issued',
  'RoomRefundPending',
  'Cancelled',
  'RoomRefund',
  'PartRefund',
] as const;
export type HotelOrderStatus = (typeof HOTEL_ORDER_STATUSES)[number];

const language = z.string().max(16).optional();
const insideOrderNo = z.string().trim().min(1).max(32);
const name = z.string().max(100).default('');

/** POST /v3/hotel/verify: the chosen room and rate re-priced now. */
export const hotelVerifyBody = z.object({
  sk: z.string().min(1).max(2000),
  /** One room type for every room, or one per room in the search's room order, comma-separated. */
  RoomTypeId: z.string().min(1).max(400),
  /** Likewise: one rate plan, or one per room, comma-separated. */
  RatePlanId: z.string().min(1).max(200),
  Currency: hotelCurrencyParam,
  /** The total the traveller saw; when given and different, 409 { was, now }. */
  totalPrice: z.number().int().min(0).optional(),
  Language: language,
});
export type HotelVerifyBody = z.input<typeof hotelVerifyBody>;

export const hotelCancellationPolicy = ratePolicy.extend({
  /** The plan in words: free until the deadline, then the first night is charged; or non-refundable. */
  CancellationText: z.string(),
});
export type HotelCancellationPolicy = z.infer<typeof hotelCancellationPolicy>;

/** One room of the booking: its type, plan and price for the stay. */
export const hotelRoomLine = z.object({
  Index: z.number().int(),
  RoomTypeId: z.string(),
  RoomName: z.string(),
  Bed: z.string(),
  Photo: z.string(),
  RatePlanId: z.string(),
  RatePlanName: z.string(),
  Refundable: z.boolean(),
  Breakfast: z.boolean(),
  PolicyText: z.string(),
  NightlyPrices: z.array(nightlyPrice),
  Subtotal: z.number().int(),
  TaxesAndFees: z.number().int(),
  TotalPrice: z.number().int(),
});
export type HotelRoomLine = z.infer<typeof hotelRoomLine>;

export const hotelQuote = z.object({
  HotelId: z.string(),
  HotelName: z.string(),
  Address: z.string(),
  Stars: z.number().int(),
  Photo: z.string(),
  TimeZone: z.string(),
  CheckInFrom: z.string(),
  CheckOutUntil: z.string(),
  RoomTypeId: z.string(),
  RoomName: z.string(),
  Bed: z.string(),
  RatePlanId: z.string(),
  RatePlanName: z.string(),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  Rooms: z.array(hotelRoom),
  /** Each room's type, plan and price. */
  RoomLines: z.array(hotelRoomLine),
  Currency: z.string(),
  /** All rooms together, per night, before taxes. */
  NightlyPrices: z.array(nightlyPrice),
  Subtotal: z.number().int(),
  TaxesAndFees: z.number().int(),
  TotalPrice: z.number().int(),
  Policy: hotelCancellationPolicy,
  /** Rooms of the type free on every night. */
  Available: z.number().int(),
  sk: z.string(),
});
export type HotelQuote = z.infer<typeof hotelQuote>;

export const hotelGuest = z.object({ given_name: name, surname: name });
export const hotelContact = z.object({
  name,
  email: z.string().max(254).default(''),
  postcode: z.string().max(8).default(''),
  mobile: z.string().max(32).default(''),
});

/** POST /v3/hotel/booking: holds the rooms and creates the order in one transaction. */
export const hotelBookingBody = hotelVerifyBody.extend({
  /** One lead guest per room, in the rooms' order. */
  Guests: z.array(hotelGuest).max(20),
  Contact: hotelContact,
  SpecialRequests: z.string().max(2000).optional().default(''),
  totalPrice: z.number().int().min(0),
});
export type HotelBookingBody = z.input<typeof hotelBookingBody>;

export const hotelBookingResult = z.object({
  orderId: z.string(),
  insideOrderNo: z.string(),
  /** A guest's key to the order (send it as the x-order-token header); null for a signed-in user. */
  accessToken: z.string().nullable(),
  holdExpiresAt: z.string(),
  Currency: z.string(),
  TotalPrice: z.number().int(),
});
export type HotelBookingResult = z.infer<typeof hotelBookingResult>;

export const hotelOrderRefBody = z.object({
  insideOrderNo,
  /** A guest's token; the x-order-token header works too. */
  accessToken: z.string().max(100).optional(),
  /** The booking's contact e-mail: opens it on a device it was not booked on (the mail's link). */
  email: z.string().trim().max(254).optional(),
  Language: language,
});
export type HotelOrderRefBody = z.input<typeof hotelOrderRefBody>;

export const hotelRefundBody = hotelOrderRefBody.extend({
  reason: z.string().max(500).optional().default(''),
});
export type HotelRefundBody = z.input<typeof hotelRefundBody>;

/** What cancelling now would do. */
export const hotelCancellationQuote = z.object({
  /** Whether the order can be cancelled now. */
  allowed: z.boolean(),
  /** Before the deadline (or unpaid): nothing is charged. */
  free: z.boolean(),
  chargeAmount: z.number().int(),
  refundAmount: z.number().int(),
  /** The sentence the order page shows. */
  text: z.string(),
});
export type HotelCancellationQuote = z.infer<typeof hotelCancellationQuote>;

export const hotelOrderPayment = z.object({
  paymentId: z.string().nullable(),
  kind: z.string(),
  amount: z.number().int(),
  status: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  at: z.string(),
});

export const hotelOrderRefund = z.object({
  refundId: z.string(),
  amount: z.number().int(),
  charged: z.number().int(),
  currency: z.string(),
  /** pending, refunded, failed, or recorded (no gateway payment to refund). */
  status: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type HotelOrderRefund = z.infer<typeof hotelOrderRefund>;

export const hotelOrderInfo = z.object({
  orderId: z.string(),
  insideOrderNo: z.string(),
  status: z.enum(HOTEL_ORDER_STATUSES),
  /** SPEC 4 text of the status. */
  statusText: z.string(),
  bookingTime: z.string(),
  holdExpiresAt: z.string().nullable(),
  confirmationNo: z.string().nullable(),
  hotel: z.object({
    HotelId: z.string(),
    Name: z.string(),
    Address: z.string(),
    Stars: z.number().int(),
    Photo: z.string(),
    TimeZone: z.string(),
    CheckInFrom: z.string(),
    CheckOutUntil: z.string(),
  }),
  room: z.object({
    RoomTypeId: z.string(),
    Name: z.string(),
    Bed: z.string(),
    Photo: z.string(),
    RatePlanId: z.string(),
    RatePlanName: z.string(),
  }),
  /** Each room's type, plan and price. */
  RoomLines: z.array(hotelRoomLine),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  Rooms: z.array(hotelRoom.extend({ Guest: hotelGuest })),
  Contact: hotelContact,
  SpecialRequests: z.string(),
  Currency: z.string(),
  NightlyPrices: z.array(nightlyPrice),
  Subtotal: z.number().int(),
  TaxesAndFees: z.number().int(),
  TotalPrice: z.number().int(),
  Paid: z.number().int(),
  Refunded: z.number().int(),
  Policy: hotelCancellationPolicy,
  cancellation: hotelCancellationQuote,
  payments: z.array(hotelOrderPayment),
  refunds: z.array(hotelOrderRefund),
});
export type HotelOrderInfo = z.infer<typeof hotelOrderInfo>;

/** POST /v3/hotel/binfo: what the pay page needs. */
export const hotelPayInfo = z.object({
  orderId: z.string(),
  insideOrderNo: z.string(),
  status: z.enum(HOTEL_ORDER_STATUSES),
  statusText: z.string(),
  payable: z.boolean(),
  holdExpiresAt: z.string().nullable(),
  Currency: z.string(),
  TotalPrice: z.number().int(),
  AmountDue: z.number().int(),
  HotelName: z.string(),
  RoomName: z.string(),
  RatePlanName: z.string(),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number().int(),
  RoomCount: z.number().int(),
  PolicyText: z.string(),
});
export type HotelPayInfo = z.infer<typeof hotelPayInfo>;

export const hotelBinfoBody = z.union([z.object({ orderId: recordId }), hotelOrderRefBody]);

export const hotelRefundResult = z.object({
  status: z.enum(HOTEL_ORDER_STATUSES),
  statusText: z.string(),
  refund: hotelOrderRefund.nullable(),
  msg: z.string(),
});
export type HotelRefundResult = z.infer<typeof hotelRefundResult>;

export const hotelRefundList = z.object({
  list: z.array(hotelOrderRefund),
  total: z.number().int(),
});

/** POST /hotel/ticket: the voucher of a paid order. */
export const hotelVoucher = z.object({
  insideOrderNo: z.string(),
  confirmationNo: z.string().nullable(),
  statusText: z.string(),
  HotelName: z.string(),
  Address: z.string(),
  CheckIn: z.string(),
  CheckOut: z.string(),
  CheckInFrom: z.string(),
  CheckOutUntil: z.string(),
  Nights: z.number().int(),
  RoomName: z.string(),
  RatePlanName: z.string(),
  BreakfastText: z.string(),
  Guests: z.array(
    z.object({
      Room: z.number().int(),
      Name: z.string(),
      Adults: z.number().int(),
      Children: z.number().int(),
      /** The children's ages, as booked. */
      ChildAges: z.array(z.number().int()),
    }),
  ),
  LeadContact: z.string(),
  SpecialRequests: z.string(),
  Currency: z.string(),
  TotalPrice: z.number().int(),
  PolicyText: z.string(),
  IssuedAt: z.string(),
});
export type HotelVoucher = z.infer<typeof hotelVoucher>;

/** POST /v3/commonb2c/orders/hotel: the signed-in user's hotel orders, newest first. */
export const hotelOrdersListBody = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
});
export type HotelOrdersListBody = z.input<typeof hotelOrdersListBody>;

/** SPEC 3 hotel order list item (order_type 2). */
export const hotelOrderListItem = z.object({
  order_type: z.literal(2),
  inside_order_no: z.string(),
  booking_time: z.string(),
  room_image: z.array(z.object({ Href: z.string() })),
  name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  room_num: z.number().int(),
  /** total in major units (2 decimals), as the flight list items' total_price. */
  price_total: z.object({ currency: z.string(), total: z.number() }),
  status: z.string(),
  status_text: z.string(),
});
export type HotelOrderListItem = z.infer<typeof hotelOrderListItem>;

export const hotelOrdersList = z.object({
  list: z.array(hotelOrderListItem),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type HotelOrdersList = z.infer<typeof hotelOrdersList>;

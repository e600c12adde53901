import { z } from 'zod';
import { recordId } from '../api/record-id.ts';
import { hotelRoom } from '../hotels/hotel-search.schemas.ts';
import { nightlyPrice } from '../hotels/hotel-detail.schemas.ts';
import {
  hotelCancellationPolicy,
  hotelFacts,
  hotelRoomLine,
  hotelVerifyBody,
  language,
} from './hotel-quote.schemas.ts';
import {
  cancelReason,
  orderContactFields,
  orderHeld,
  orderListItemState,
  orderPaymentCard,
  orderProofs,
  orderRefundState,
  ordersPageFields,
  pageOf,
  travellerName,
} from './order-parts.schemas.ts';

export {
  hotelCancellationPolicy,
  hotelQuote,
  hotelRoomLine,
  hotelVerifyBody,
  type HotelCancellationPolicy,
  type HotelQuote,
  type HotelRoomLine,
  type HotelVerifyBody,
} from './hotel-quote.schemas.ts';

/**
 * Wire shapes of the hotel booking calls (SPEC 7 leaves them open; decision 011), built from the
 * pieces every order kind shares (order-parts.schemas.ts); the re-priced room before the form is
 * in hotel-quote.schemas.ts, exported from here too. Money is integer minor units (cents) of
 * Currency, as on the other hotel calls.
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

const insideOrderNo = z.string().trim().min(1).max(32);

export const hotelGuest = travellerName;
export const hotelContact = orderContactFields;

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
  ...orderHeld,
  Currency: z.string(),
  TotalPrice: z.number().int(),
});
export type HotelBookingResult = z.infer<typeof hotelBookingResult>;

export const hotelOrderRefBody = z.object({
  insideOrderNo,
  ...orderProofs,
  Language: language,
});
export type HotelOrderRefBody = z.input<typeof hotelOrderRefBody>;

export const hotelRefundBody = hotelOrderRefBody.extend(cancelReason);
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
  ...orderPaymentCard,
});

export const hotelOrderRefund = z.object({
  refundId: z.string(),
  amount: z.number().int(),
  /** What was kept (charged) of the payment. */
  charged: z.number().int(),
  ...orderRefundState,
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
    ...hotelFacts,
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
export const hotelOrdersListBody = z.object(ordersPageFields);
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
  ...orderListItemState,
});
export type HotelOrderListItem = z.infer<typeof hotelOrderListItem>;

export const hotelOrdersList = pageOf(hotelOrderListItem);
export type HotelOrdersList = z.infer<typeof hotelOrdersList>;

import { z } from 'zod';
import { ACTIVITY_ORDER_STATUSES } from '../activities/activity.rules.ts';
import { activityOrderListItem } from '../activities/activity.schemas.ts';
import { hotelOrderListItem } from './hotel-order.schemas.ts';
import { NUMERIC_STATUS_LABELS, TEXT_STATUS_LABELS } from './order-status.ts';

/**
 * The signed-in user's order lists (SPEC 2.9, 3 order list item, 4 order status, 9 page sizes):
 * /v3/commonb2c/orders/flight, orders/mix and OrdersQuery. The route's schema, the web's type.
 */

/** SPEC 9: orders list page sizes. */
export const ORDER_PAGE_SIZES = [10, 20, 50] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
export const PAGE_SIZE_MESSAGE = 'size must be 10, 20 or 50';
export const PAGE_MESSAGE = 'page must be a whole number of 1 or more';
export const STATUS_MESSAGE =
  'status must be an order status (0 to 6 for flights, PendingPayment, Paid, Issued, RoomRefundPending, Cancelled, RoomRefund, PartRefund for hotels, or PendingPayment, Issued, Completed, Cancelled, RefundPending, Refunded for activities)';
const isActivityStatus = (v: string) => (ACTIVITY_ORDER_STATUSES as readonly string[]).includes(v);

export const ORDER_FILTERS = ['all', 'flights', 'hotels', 'activities'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The filter tabs, in the order My Trips shows them. */
export const ORDER_FILTER_OPTIONS: { value: OrderFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'flights', label: 'Flights' },
  { value: 'hotels', label: 'Hotels' },
  { value: 'activities', label: 'Activities' },
];

const page = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int({ error: PAGE_MESSAGE })
  .min(1, { error: PAGE_MESSAGE })
  .max(10_000)
  .default(1);
const size = z.coerce
  .number({ error: PAGE_SIZE_MESSAGE })
  .refine((n): n is OrderPageSize => (ORDER_PAGE_SIZES as readonly number[]).includes(n), {
    error: PAGE_SIZE_MESSAGE,
  })
  .transform((n) => n as OrderPageSize)
  .default(10);
/** SPEC 7: OrdersQuery, commonQuery and ordersMix pass an extra flag of true; its meaning is not shown, so it is accepted and has no effect. */
const flag = z.boolean().optional();

/** A flight's numeric status (SPEC 4), sent as a number or its digits. */
const flightStatus = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .refine((v) => /^\d$/.test(v) && NUMERIC_STATUS_LABELS[Number(v)] !== undefined, {
    error: STATUS_MESSAGE,
  });

/**
 * How 'status' is matched: exactly, against each kind's own raw status. Digits 0 to 6 are
 * flight statuses (so they match no hotel); a text status (PendingPayment, …) is a hotel status
 * (so it matches no flight). An empty status means every status. Anything else is a 400.
 */
const anyStatus = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .refine(
    (v) =>
      v === '' ||
      (/^\d$/.test(v) && NUMERIC_STATUS_LABELS[Number(v)] !== undefined) ||
      v in TEXT_STATUS_LABELS ||
      isActivityStatus(v),
    {
      error: STATUS_MESSAGE,
    },
  );

export interface StatusMatch {
  flight: number | null | 'none';
  hotel: string | null | 'none';
  activity: string | null | 'none';
}

/** Which raw status each kind must have for a status filter (null: any; 'none': no order of that kind matches). */
export function statusMatch(status: string | undefined): StatusMatch {
  if (!status) return { flight: null, hotel: null, activity: null };
  if (/^\d+$/.test(status)) return { flight: Number(status), hotel: 'none', activity: 'none' };
  return {
    flight: 'none',
    hotel: status in TEXT_STATUS_LABELS ? status : 'none',
    activity: isActivityStatus(status) ? status : 'none',
  };
}

export const flightOrdersListBody = z.object({ page, size, status: flightStatus.optional(), flag });
export type FlightOrdersListBody = z.input<typeof flightOrdersListBody>;

export const ordersMixBody = z.object({
  filter: z
    .enum(ORDER_FILTERS, { error: 'filter must be all, flights, hotels or activities' })
    .default('all'),
  status: anyStatus.optional(),
  page,
  size,
  flag,
});
export type OrdersMixBody = z.input<typeof ordersMixBody>;

/** SPEC 3 flight order list item (order_type 1); total_price in major units of currency. */
export const flightOrderListItem = z.object({
  order_type: z.literal(1),
  oid: z.string(),
  /** The order number the traveller knows (FW…); oid is the id its page is opened by. */
  order_no: z.string().optional(),
  order_time: z.string(),
  validatingCarrier: z.string(),
  from_dep_en: z.string(),
  from_arr_en: z.string(),
  /**
   * A multi-city trip's further cities (decision 026): where each leg after the first lands,
   * in order. Absent for one-way and round-trip orders.
   */
  onward_en: z.array(z.string()).optional(),
  from_dep_time: z.string(),
  adt_num: z.number().int(),
  chd_num: z.number().int(),
  currency: z.string(),
  total_price: z.number(),
  status: z.number().int(),
  status_text: z.string(),
});
export type FlightOrderListItem = z.infer<typeof flightOrderListItem>;

export const orderListItem = z.discriminatedUnion('order_type', [
  flightOrderListItem,
  hotelOrderListItem,
  activityOrderListItem,
]);
export type OrderListItem = z.infer<typeof orderListItem>;

export const flightOrdersList = z.object({
  list: z.array(flightOrderListItem),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type FlightOrdersList = z.infer<typeof flightOrdersList>;

export const ordersMixPage = z.object({
  list: z.array(orderListItem),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  filters: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type OrdersMixPage = z.infer<typeof ordersMixPage>;

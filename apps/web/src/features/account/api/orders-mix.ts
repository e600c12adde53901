import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../../shared/api/client';
import { withSavedCopy } from '../../../shared/offline/saved-copies';
import { accountKeys } from './account-keys';

/** SPEC 3 order list item: a flight (order_type 1), a hotel (2) or an activity (3). */
export interface FlightOrderListItem {
  order_type: 1;
  oid: string;
  /** The order number (FW…); absent in older answers. */
  order_no?: string;
  order_time: string;
  validatingCarrier: string;
  from_dep_en: string;
  from_arr_en: string;
  /** A multi-city trip's further cities, in order (decision 026). */
  onward_en?: string[];
  from_dep_time: string;
  adt_num: number;
  chd_num: number;
  currency: string;
  /** Major units, as the wire sends it. */
  total_price: number | string;
  status: string | number;
}

export interface HotelOrderListItem {
  order_type: 2;
  inside_order_no: string;
  booking_time: string;
  room_image: { Href: string }[];
  name: string;
  check_in: string;
  check_out: string;
  room_num: number;
  price_total: { currency: string; total: number | string };
  status: string | number;
}

export interface ActivityOrderListItem {
  order_type: 3;
  order_no: string;
  booking_time: string;
  name: string;
  photo: string;
  city: string;
  date: string;
  time: string;
  adt_num: number;
  chd_num: number;
  inf_num: number;
  price_total: { currency: string; total: number | string };
  status: string;
  /** The server's label: activity statuses have their own words (decision 018). */
  status_text: string;
}

export type OrderListItem = FlightOrderListItem | HotelOrderListItem | ActivityOrderListItem;

export const ORDER_FILTERS = ['all', 'flights', 'hotels', 'activities'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const ORDER_PAGE_SIZES = [10, 20, 50] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];

export interface OrdersQuery {
  filter: OrderFilter;
  status?: string;
  page: number;
  size: OrderPageSize;
}

export interface OrdersPage {
  list: OrderListItem[];
  page: number;
  size: number;
  total: number;
  filters: { value: string; label: string }[];
}

export const DEFAULT_ORDER_FILTERS: OrdersPage['filters'] = [
  { value: 'all', label: 'All' },
  { value: 'flights', label: 'Flights' },
  { value: 'hotels', label: 'Hotels' },
  { value: 'activities', label: 'Activities' },
];

const emptyPage = (query: OrdersQuery): OrdersPage => ({
  list: [],
  page: query.page,
  size: query.size,
  total: 0,
  filters: DEFAULT_ORDER_FILTERS,
});

/**
 * POST /v3/commonb2c/orders/mix: the signed-in user's orders, newest first. Until the server
 * serves it (404) the list is simply empty: a traveller sees 'No Flights Found', not an error.
 */
export async function fetchOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  try {
    const page = await request<OrdersPage>('/v3/commonb2c/orders/mix', {
      method: 'POST',
      body: query,
      signal,
    });
    return {
      ...emptyPage(query),
      ...page,
      list: Array.isArray(page?.list) ? page.list : [],
      filters: page?.filters?.length ? page.filters : DEFAULT_ORDER_FILTERS,
    };
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return emptyPage(query);
    throw err;
  }
}

/** The name of a page of trips' copy kept on this device for reading offline (decision 020). */
export const tripsCopy = (query: OrdersQuery) =>
  `trips:${query.filter}:${query.status ?? ''}:${query.page}:${query.size}`;

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: accountKeys.orders(query),
    queryFn: withSavedCopy(tripsCopy(query), ({ signal }: { signal: AbortSignal }) =>
      fetchOrders(query, signal),
    ),
    networkMode: 'always',
    meta: { savedCopy: true },
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OrdersQuery, enabled = true) =>
  useQuery({ ...ordersQuery(query), enabled });

import { useMutation } from '@tanstack/react-query';
import type {
  HotelBookingBody,
  HotelBookingResult,
} from '@farewise/domain/orders/hotel-order.schemas';
import { request } from '../../../shared/api/client';
import { rememberOrderToken } from '../../../shared/session/order-access';

/**
 * POST /v3/hotel/booking: holds the rooms and creates the order. A guest's access token is kept
 * for this visit under the order id (the pay page) and the order number (the order page).
 */
export async function bookHotel(body: HotelBookingBody): Promise<HotelBookingResult> {
  const result = await request<HotelBookingResult>('/v3/hotel/booking', { body });
  if (result.accessToken) {
    rememberOrderToken(result.orderId, result.accessToken);
    rememberOrderToken(result.insideOrderNo, result.accessToken);
  }
  return result;
}

export function useBookHotel() {
  return useMutation({ mutationFn: bookHotel, meta: { silent: true } });
}

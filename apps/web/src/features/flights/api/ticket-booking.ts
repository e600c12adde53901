import type {
  TicketBookingBody,
  TicketBookingResult,
} from '@farewise/domain/orders/flight-order.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';

/** POST /v2/ticket/ticketBooking: passengers and contact stored, seats held for 15 minutes. */
export function ticketBooking(body: TicketBookingBody): Promise<TicketBookingResult> {
  return request<TicketBookingResult>('/v2/ticket/ticketBooking', {
    body,
    headers: orderTokenHeaders(body.orderId),
  });
}

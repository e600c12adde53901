import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeFareBody, FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { request } from '../../../shared/api/client';
import { orderTokenHeaders } from '../../../shared/session/order-access';
import { flightKeys } from './flight-keys';

/**
 * POST /v2/ticket/changeFare: the booking page's 'Select Fare' moves the order to another fare;
 * the answer (the order re-priced) replaces the order everywhere it is cached, and what the
 * pay page and the orders list read is fetched again.
 */
export function useChangeFare(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fareProduct: ChangeFareBody['fareProduct']) =>
      request<FlightOrderInfo>('/v2/ticket/changeFare', {
        body: { orderId, fareProduct },
        headers: orderTokenHeaders(orderId),
      }),
    onSuccess: (order) => {
      client.setQueryData([...flightKeys.all, 'order', orderId], order);
      // The pay page's status and slice plan, and the account's order lists.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'flights' });
    },
  });
}

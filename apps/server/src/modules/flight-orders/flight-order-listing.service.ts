import type { DbOrTx } from '../../db/client.ts';
import { createOrderListing } from '../orders/index.ts';
import { createFlightOrdersRepository } from './flight-orders.repository.ts';
import { orderListItem } from './flight-order-view.ts';

/** Flight orders in the traveller's order lists: the order core's listing with a flight's list item. */
export const createFlightOrderListing = ({ db }: { db: DbOrTx }) =>
  createOrderListing(createFlightOrdersRepository({ db }), orderListItem);
export type FlightOrderListing = ReturnType<typeof createFlightOrderListing>;

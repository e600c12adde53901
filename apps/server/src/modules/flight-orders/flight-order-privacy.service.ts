import { and, gte, inArray, or } from 'drizzle-orm';
import { todayUtc } from '@farewise/domain/shared/today';
import type { DbOrTx } from '../../db/client.ts';
import { createOrderPrivacy } from '../../db/order-privacy.ts';
import { flightOrders } from './flight-orders.table.ts';

/** SPEC 4: awaiting payment, issuing, abnormal issuance: the money or the ticket is not settled. */
const UNSETTLED = [0, 1, 2];
/** Ticket confirmed or changed: a trip that is open until it departs. */
const TICKETED = [3, 6];

/** A deleted account's flight orders (issue 41, decision 056): exported, then kept anonymised. */
export const createFlightOrderPrivacy = ({ db }: { db: DbOrTx }) =>
  createOrderPrivacy({
    db,
    table: flightOrders,
    orderType: 1,
    personColumns: ['passengers', 'contact'],
    // The guest look-up's tokens of the order open it no more.
    cleared: { lookupTokenHashes: [] },
    open: (now) =>
      or(
        inArray(flightOrders.status, UNSETTLED),
        and(
          inArray(flightOrders.status, TICKETED),
          gte(flightOrders.firstDeparture, todayUtc(now)),
        ),
      ),
  });

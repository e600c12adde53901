import type { PassengerName } from '@farewise/domain/aftersales/name-correction';
import type { DbOrTx } from '../../db/client.ts';
import type { FlightOrderRow, StoredPassenger } from '../flight-orders/index.ts';
import { ticketNumber } from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import type { RequestRow } from './aftersales.repository.ts';
import { couponStatus, fullName } from './aftersales-order.ts';
import { directionsOf, itineraryOf, passengersOf } from '../flight-orders/index.ts';
import { detailsOf, entry } from './aftersales-view.ts';

/**
 * The name a passenger was ticketed under at booking (decision 040): kept on the passenger by the
 * first correction; for one corrected before it was kept, the old name of its first correction.
 */
export function bookedNameOf(
  passenger: StoredPassenger,
  index: number,
  history: readonly { kind: string; status: string; createdAt: Date; details: unknown }[],
): PassengerName {
  if (passenger.bookedName) return passenger.bookedName;
  const first = history
    .filter((r) => r.kind === 'name' && r.status === 'completed')
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => r.details as { passengerIndex?: number; oldName?: PassengerName })
    .find((d) => d.passengerIndex === index && d.oldName);
  const { given_name, middle_name, surname } = first?.oldName ?? passenger;
  return { given_name, middle_name, surname };
}

/**
 * A name correction or extra bags made (free at once, or once paid): the ticket reissued or the
 * bags added on the order, and the request closed with its timeline and mail.
 */
export function createExtrasCompletion(deps: AftersalesDeps, ctx: AftersalesContext) {
  const { clock, orders } = deps;
  const { requests } = ctx;

  /** The corrected name on the ticket, reissued, in the caller's transaction. */
  async function applyName(tx: DbOrTx, row: FlightOrderRow, request: RequestRow): Promise<string> {
    const d = detailsOf(request);
    const carrier = itineraryOf(row).routing.validatingCarrier;
    const history = await requests.forOrder(row.id, tx);
    let ticket = '';
    const passengers = passengersOf(row).map((p, i): StoredPassenger => {
      if (i !== d.passengerIndex || !d.newName) return p;
      ticket = ticketNumber(carrier);
      return {
        ...p,
        bookedName: bookedNameOf(p, i, history),
        ...d.newName,
        ticketHistory: [...(p.ticketHistory ?? []), ...(p.ticketNo ? [p.ticketNo] : [])],
        ticketNo: ticket,
      };
    });
    await orders.update(
      {
        id: row.id,
        set: {
          passengers,
          ticketNumbers: passengers.map((p) => p.ticketNo).filter(Boolean),
          updatedAt: clock.now(),
        },
      },
      tx,
    );
    return ticket;
  }

  /** The extra bags added to the passengers, in the caller's transaction. */
  async function applyBags(tx: DbOrTx, row: FlightOrderRow, request: RequestRow): Promise<void> {
    const bags = detailsOf(request).bags ?? [];
    const passengers = passengersOf(row).map((p, i): StoredPassenger => {
      // Bags go on tickets still open (one refunded meanwhile keeps none).
      const mine = bags.filter(
        (b) => b.passengerIndex === i && couponStatus(p, b.direction) === 'open',
      );
      if (mine.length === 0) return p;
      const extraBags = { ...p.extraBags };
      for (const b of mine) {
        const k = String(b.direction) as '0' | '1';
        extraBags[k] = (extraBags[k] ?? 0) + b.pieces;
      }
      return { ...p, extraBags };
    });
    await orders.update({ id: row.id, set: { passengers, updatedAt: clock.now() } }, tx);
  }

  /** The timeline and mail of a name correction or bags just made. */
  async function completed(
    tx: DbOrTx,
    request: RequestRow,
    row: FlightOrderRow,
    paid: string | null,
  ): Promise<RequestRow> {
    const now = clock.now();
    const d = detailsOf(request);
    let text: string;
    let heading: string;
    if (request.kind === 'name') {
      const ticket = await applyName(tx, row, request);
      text = `The name on the ticket is now ${d.newName ? fullName(d.newName) : ''}; ticket ${ticket} reissued.`;
      heading = 'Your name correction is made';
    } else {
      await applyBags(tx, row, request);
      const dirs = directionsOf(row);
      text = `Added: ${(d.bags ?? [])
        .map((b) => {
          const who =
            d.passengerNames?.[
              request.passengers ? (request.passengers as number[]).indexOf(b.passengerIndex) : 0
            ];
          const dir = dirs.find((x) => x.direction === b.direction);
          return `${b.pieces} extra bag${b.pieces === 1 ? '' : 's'} (23KG) for ${who ?? 'a passenger'}, ${dir ? `${dir.fromCity} → ${dir.toCity}` : ''}`;
        })
        .join('; ')}.`;
      heading = 'Your extra bags are added';
    }
    const add = [
      ...(paid ? [entry('payment_received', now, paid)] : []),
      entry(request.kind === 'name' ? 'reissued' : 'bags_added', now, text),
      entry('closed', now, 'Request closed.'),
    ];
    const mail = ctx.mailFor(row, request, [...(request.timeline as never[]), ...add], {
      subject: heading,
      heading,
      paragraphs: [text],
    });
    return ctx.record(tx, request, { status: 'completed' }, add, mail);
  }

  return completed;
}

import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import { journeyFareLegs, journeyLegs } from '@farewise/domain/flights/journey-legs';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import type { Receipt } from '@farewise/domain/orders/receipt';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import { formatDate, formatDateTime } from '@farewise/domain/shared/dates';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { OrderMovementsOf } from '../payments/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

/** Decimal major units of the flight views → integer minor units. */
const minor = (major: number) => Math.round(major * 100);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Receipts of paid orders (flight, hotel, activity): built from the order as its page shows it
 * (the caller has already passed the page's access rule) and the payments ledger.
 */
export function createReceiptsService({
  db,
  clock,
  movements,
}: {
  db: DbOrTx;
  clock: Clock;
  /** The app's payments' movements of an order (PaymentsService.movements). */
  movements: OrderMovementsOf;
}) {
  /** The order's charges and refunds (with its after-sales ones), dated: as its page shows them. */
  async function movementsOf(kind: 'flight' | 'hotel' | 'activity', orderId: string) {
    const { payments, refunds } = await movements(kind, orderId, db);
    return { payments, refunds };
  }
  return {
    async flight(order: FlightOrderInfo): Promise<Receipt> {
      const lead = order.passengers[0];
      const legs = journeyLegs(order.routing.segmentInfo);
      const details = legs.flatMap((leg) =>
        leg.detail.map(
          (s) =>
            `${s.carrierName} ${s.flightNumber}${s.codeShare ? ` (operated by ${s.operatingCarrierName})` : ''}: ` +
            `${s.depAirport} ${formatDateTime(s.depTimeEx)} to ${s.arrAirport} ${formatDateTime(s.arrTimeEx)} (local times)`,
        ),
      );
      const fare = order.routing.priceList.find((p) => p.fareProduct === order.fareProduct);
      details.push(`Fare: ${fare?.fareProductName ?? order.fareProduct}`);
      if (order.ticketNumbers.length) details.push(`Tickets: ${order.ticketNumbers.join(', ')}`);
      const items = [
        {
          label: `${plural(order.adultNumber, 'adult')}, fare and taxes`,
          amount: minor(order.adultPriceEx) * order.adultNumber,
        },
      ];
      if (order.childNumber > 0)
        items.push({
          label: `${plural(order.childNumber, 'child')}, fare and taxes`.replace(
            'childs',
            'children',
          ),
          amount: minor(order.childPriceEx) * order.childNumber,
        });
      // Slice payment: the hold price fee is part of what the order costs (orderTotal, decision 022).
      const totals = flightOrderTotal(order);
      for (const part of totals.parts)
        if (part.key === 'holdFee') items.push({ label: part.label, amount: part.amount });
      // The legs' taxes per traveller; the option's own figure when the legs carry none.
      const legPrices = (fare ? journeyFareLegs(fare.flights) : [])
        .map((l) => l.prices)
        .filter((p) => !!p);
      const taxes = legPrices.length
        ? legPrices.reduce(
            (s, p) =>
              s + minor(p.adultTax) * order.adultNumber + minor(p.childTax) * order.childNumber,
            0,
          )
        : minor(fare?.taxEx ?? 0) * (order.adultNumber + order.childNumber);
      return {
        kind: 'flight',
        orderNo: order.orderNo,
        issuedAt: clock.now().toISOString(),
        traveller: lead ? `${lead.given_name} ${lead.surname}`.trim() : '',
        email: order.contact?.email ?? '',
        currency: order.currency,
        details,
        items,
        taxesAndFees: taxes,
        total: totals.total,
        ...(await movementsOf('flight', order.orderId)),
      };
    },

    async hotel(order: HotelOrderInfo): Promise<Receipt> {
      const guest = order.Rooms[0]?.Guest;
      const details = [
        `${order.hotel.Name}, ${order.hotel.Address}`,
        `Check-in ${formatDate(order.CheckIn)}, check-out ${formatDate(order.CheckOut)} (${plural(order.Nights, 'night')})`,
      ];
      if (order.confirmationNo) details.push(`Hotel confirmation: ${order.confirmationNo}`);
      const items = order.RoomLines.map((line) => ({
        label: `Room ${line.Index + 1}: ${line.RoomName}, ${line.RatePlanName}`,
        amount: line.TotalPrice,
      }));
      const itemised = items.reduce((s, i) => s + i.amount, 0);
      return {
        kind: 'hotel',
        orderNo: order.insideOrderNo,
        issuedAt: clock.now().toISOString(),
        traveller: guest ? `${guest.given_name} ${guest.surname}` : order.Contact.name,
        email: order.Contact.email,
        currency: order.Currency,
        details,
        items:
          itemised === order.TotalPrice
            ? items
            : [
                {
                  label: `${order.room.Name}, ${order.room.RatePlanName}, ${plural(order.Rooms.length, 'room')}`,
                  amount: order.TotalPrice,
                },
              ],
        taxesAndFees: order.TaxesAndFees,
        total: order.TotalPrice,
        ...(await movementsOf('hotel', order.orderId)),
      };
    },

    async activity(order: ActivityOrderInfo): Promise<Receipt> {
      const BAND = { adult: 'adult', child: 'child', infant: 'infant' } as const;
      return {
        kind: 'activity',
        orderNo: order.orderNo,
        issuedAt: clock.now().toISOString(),
        traveller: `${order.lead.given_name} ${order.lead.surname}`,
        email: order.contact.email,
        currency: order.currency,
        details: [
          `${order.product.title}, ${order.option.name}`,
          `${formatDate(order.date)} at ${order.time}, ${order.product.cityName}, ${order.product.countryName}`,
          ...(order.voucher ? [`Voucher: ${order.voucher.code}`] : []),
        ],
        items: order.lines.map((l) => ({
          label: `${plural(l.count, BAND[l.band])}`.replace('childs', 'children'),
          amount: l.amount,
        })),
        taxesAndFees: 0,
        total: order.total,
        ...(await movementsOf('activity', order.orderNo)),
      };
    },

    pdf: renderReceiptPdf,
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;

/** The receipt as a mail attachment. */
export async function receiptAttachment(receipt: Receipt) {
  return {
    filename: `${receipt.orderNo}-receipt.pdf`,
    content: await renderReceiptPdf(receipt),
    contentType: 'application/pdf',
  };
}

/** A confirmation mail with the order's receipt added beside its .ics. */
export async function withReceipt<M extends { attachments?: OutgoingMail['attachments'] }>(
  mail: M,
  receipt: Promise<Receipt>,
): Promise<M> {
  return {
    ...mail,
    attachments: [...(mail.attachments ?? []), await receiptAttachment(await receipt)],
  };
}

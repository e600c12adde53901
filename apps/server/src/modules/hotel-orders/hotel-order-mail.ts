import { formatMoney } from '@farewise/domain/money/format';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatOrderTotal, hotelOrderTotal } from '@farewise/domain/orders/order-total';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { partyText } from '@farewise/domain/shared/party';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { orderMail, orderPageUrl, type OrderMailInput } from '../../shared/order-mail.ts';
import { icsCalendar } from '../../shared/icalendar.ts';

/** A 'YYYY-MM-DD' date as the UTC midnight an all-day event is written from. */
const dateOnly = (d: string) => new Date(`${d}T00:00:00Z`);

/** An iCalendar file with the stay as one all-day event from check-in to check-out (the hotel's dates). */
export function stayCalendar(order: HotelOrderInfo, now: Date): string {
  return icsCalendar({
    product: 'Hotel order',
    events: [
      {
        id: `${order.insideOrderNo}@farewise`,
        stamp: now,
        allDay: true,
        start: dateOnly(order.CheckIn),
        end: dateOnly(order.CheckOut),
        summary: `Stay at ${order.hotel.Name}`,
        location: order.hotel.Address,
        description:
          `Farewise order ${order.insideOrderNo}${order.confirmationNo ? `, hotel confirmation ${order.confirmationNo}` : ''}. ` +
          `${order.room.Name}. Check-in from ${order.hotel.CheckInFrom}, check-out until ${order.hotel.CheckOutUntil} (hotel time).`,
      },
    ],
  });
}

/** The confirmation e-mail of a paid hotel order: stay, rooms, guests, price, policy, and the .ics. */
export function hotelConfirmationMail(opts: OrderMailInput<HotelOrderInfo>): OutgoingMail {
  const { order } = opts;
  const money = (n: number) => formatMoney(n, order.Currency);
  const guests = order.Rooms.map(
    (r, i) =>
      `Room ${i + 1}: ${r.Guest.given_name} ${r.Guest.surname} · ${partyText({ adults: r.AdultNumber, children: r.childNumber, childAges: r.ChildAge })}`,
  );
  return orderMail({
    to: opts.to,
    subject: `Hotel booking confirmed: ${order.insideOrderNo}`,
    heading: 'Your hotel booking is confirmed',
    orderNo: order.insideOrderNo,
    numbers: order.confirmationNo ? [['Hotel confirmation number', order.confirmationNo]] : [],
    status: order.statusText,
    facts: [
      `Hotel: ${order.hotel.Name}, ${order.hotel.Address}`,
      `Check-in: ${formatDate(order.CheckIn)} from ${order.hotel.CheckInFrom}`,
      `Check-out: ${formatDate(order.CheckOut)} until ${order.hotel.CheckOutUntil}`,
      `Rooms: ${order.room.Name} (${order.room.RatePlanName})`,
      `Total: ${formatOrderTotal(hotelOrderTotal(order))}`,
      ...(order.Paid ? [`Paid: ${money(order.Paid)}`] : []),
      `Cancellation: ${order.Policy.CancellationText}`,
    ],
    lists: [{ title: 'Guests', items: guests }],
    note: order.SpecialRequests ? `Special requests: ${order.SpecialRequests}` : undefined,
    link: {
      url: orderPageUrl(opts.siteUrl, '/hotelOrderDetail', order.insideOrderNo),
      text: 'See or cancel your booking',
      html: 'See or cancel your booking',
    },
    calendarLine: 'The attached calendar file adds your stay to your calendar.',
    calendar: { method: 'PUBLISH', content: stayCalendar(order, opts.now) },
  });
}

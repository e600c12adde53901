import { formatMoney } from '@farewise/domain/money/format';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatOrderTotal, hotelOrderTotal } from '@farewise/domain/orders/order-total';
import type { HotelOrderInfo } from '@farewise/domain/orders/hotel-order.schemas';
import { partyText } from '@farewise/domain/shared/party';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { escapeHtml } from '../../shared/html.ts';
import { OPENS_ANYWHERE } from '../../shared/order-mail-link.ts';
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
export function hotelConfirmationMail(opts: {
  order: HotelOrderInfo;
  to: string;
  siteUrl: string;
  now: Date;
}): OutgoingMail {
  const { order } = opts;
  const money = (n: number) => formatMoney(n, order.Currency);
  const link = `${opts.siteUrl.replace(/\/$/, '')}/hotelOrderDetail/${encodeURIComponent(order.insideOrderNo)}`;
  const guests = order.Rooms.map(
    (r, i) =>
      `Room ${i + 1}: ${r.Guest.given_name} ${r.Guest.surname} · ${partyText({ adults: r.AdultNumber, children: r.childNumber, childAges: r.ChildAge })}`,
  );
  const facts = [
    `Hotel: ${order.hotel.Name}, ${order.hotel.Address}`,
    `Check-in: ${formatDate(order.CheckIn)} from ${order.hotel.CheckInFrom}`,
    `Check-out: ${formatDate(order.CheckOut)} until ${order.hotel.CheckOutUntil}`,
    `Rooms: ${order.room.Name} (${order.room.RatePlanName})`,
    `Total: ${formatOrderTotal(hotelOrderTotal(order))}`,
    ...(order.Paid ? [`Paid: ${money(order.Paid)}`] : []),
    `Cancellation: ${order.Policy.CancellationText}`,
  ];
  const text = [
    `Your hotel booking is confirmed. Order number: ${order.insideOrderNo}`,
    ...(order.confirmationNo ? [`Hotel confirmation number: ${order.confirmationNo}`] : []),
    `Status: ${order.statusText}`,
    '',
    ...facts,
    '',
    'Guests:',
    ...guests.map((g) => `  ${g}`),
    ...(order.SpecialRequests ? ['', `Special requests: ${order.SpecialRequests}`] : []),
    '',
    `See or cancel your booking: ${link}`,
    OPENS_ANYWHERE,
    'The attached calendar file adds your stay to your calendar.',
  ].join('\n');
  const body = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h1 style="font-size:20px">Your hotel booking is confirmed</h1>
<p>Order number: <strong>${escapeHtml(order.insideOrderNo)}</strong>${order.confirmationNo ? `<br>Hotel confirmation number: <strong>${escapeHtml(order.confirmationNo)}</strong>` : ''}<br>Status: ${escapeHtml(order.statusText)}</p>
<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<h2 style="font-size:16px">Guests</h2>
<ul>${guests.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>
${order.SpecialRequests ? `<p>Special requests: ${escapeHtml(order.SpecialRequests)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See or cancel your booking</a><br>${escapeHtml(OPENS_ANYWHERE)}</p>
</body></html>`;
  return {
    to: opts.to,
    subject: `Hotel booking confirmed: ${order.insideOrderNo}`,
    text,
    html: body,
    attachments: [
      {
        filename: `${order.insideOrderNo}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: stayCalendar(order, opts.now),
      },
    ],
  };
}

import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { namedLegs } from '@farewise/domain/flights/journey-legs';
import { formatDate, formatDateTime } from '@farewise/domain/shared/dates';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { formatDuration } from '@farewise/domain/shared/duration';
import { formatDecimalMoney, formatMoney } from '@farewise/domain/money/format';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { escapeHtml } from '../../shared/html.ts';
import { bookingLookUpLink, LOOK_UP_WITH_EMAIL } from '../../shared/order-mail-link.ts';
import { flightCalendar } from './flight-calendar.ts';

const money = (currency: string, amount: number) => formatDecimalMoney(amount, currency);
const fullName = (p: { given_name: string; middle_name: string; surname: string }) =>
  [p.given_name, p.middle_name, p.surname].filter(Boolean).join(' ');

function flightLine(f: SegmentDetail): string {
  return `${f.flightNumber} ${f.depAirport} ${formatDateTime(f.depTimeEx)} → ${f.arrAirport} ${formatDateTime(f.arrTimeEx)} (${formatDuration(f.duration)}, local times)`;
}

/** The confirmation e-mail after ticketing: itinerary, passengers, price paid, slice schedule, .ics. */
export function confirmationMail(opts: {
  order: FlightOrderInfo;
  to: string;
  siteUrl: string;
  now: Date;
}): OutgoingMail {
  const { order } = opts;
  const legs: [string, SegmentDetail[]][] = namedLegs(order.routing.segmentInfo).map((leg) => [
    leg.name,
    leg.detail,
  ]);
  const totals = flightOrderTotal(order);
  const totalText = formatMoney(totals.total, totals.currency);
  const partsText = totals.parts.map(
    (p) => `${p.key === 'price' ? 'Fare' : p.label} ${formatMoney(p.amount, totals.currency)}`,
  );
  const paid = order.payments
    .filter((p) => p.status === 'paid')
    .reduce((sum, p) => sum + p.amountEx, 0);
  const paidText = money(
    order.currency,
    paid || (totals.paymentType === 'full' ? totals.total / 100 : 0),
  );
  const link = bookingLookUpLink(opts.siteUrl, order.orderNo);

  const text = [
    `Your booking is confirmed. Order number: ${order.orderNo}`,
    `Status: ${order.statusText}`,
    '',
    ...legs.flatMap(([label, flights]) => [
      `${label}:`,
      ...flights.map((f) => `  ${flightLine(f)}`),
    ]),
    '',
    'Passengers:',
    ...order.passengers.map(
      (p) =>
        `  ${fullName(p)} (${p.age_type === 0 ? 'Adult' : 'Child'})${p.ticketNo ? ` ticket ${p.ticketNo}` : ''}`,
    ),
    '',
    `Total: ${totalText}${partsText.length > 1 ? ` (${partsText.join(' + ')})` : ''}`,
    `Paid: ${paidText}`,
    ...(order.slice
      ? [
          '',
          `Slice payment: deposit ${money(order.currency, order.slice.deposit)}, then weekly:`,
          ...order.slice.instalments.map(
            (i) => `  ${i.number}. ${formatDate(i.dueDate)}  ${money(order.currency, i.amountEx)}`,
          ),
        ]
      : []),
    '',
    `Find your booking at ${link} ${LOOK_UP_WITH_EMAIL}, on any phone or computer.`,
    'The attached calendar file adds your flights to your calendar.',
  ].join('\n');

  const body = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h1 style="font-size:20px">Your booking is confirmed</h1>
<p>Order number: <strong>${escapeHtml(order.orderNo)}</strong><br>Status: ${escapeHtml(order.statusText)}</p>
${legs
  .map(
    ([label, flights]) =>
      `<h2 style="font-size:16px">${label}</h2><ul>${flights.map((f) => `<li>${escapeHtml(flightLine(f))}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<h2 style="font-size:16px">Passengers</h2>
<ul>${order.passengers
    .map(
      (p) =>
        `<li>${escapeHtml(fullName(p))} (${p.age_type === 0 ? 'Adult' : 'Child'})${p.ticketNo ? `, ticket ${escapeHtml(p.ticketNo)}` : ''}</li>`,
    )
    .join('')}</ul>
<p>Total: <strong>${escapeHtml(totalText)}</strong>${partsText.length > 1 ? ` (${escapeHtml(partsText.join(' + '))})` : ''}<br>Paid: ${escapeHtml(paidText)}</p>
${
  order.slice
    ? `<h2 style="font-size:16px">Slice payment schedule</h2><p>Deposit ${escapeHtml(money(order.currency, order.slice.deposit))}</p>
<table cellpadding="4"><tr><th align="left">#</th><th align="left">Due</th><th align="right">Amount</th></tr>${order.slice.instalments
        .map(
          (i) =>
            `<tr><td>${i.number}</td><td>${escapeHtml(formatDate(i.dueDate))}</td><td align="right">${escapeHtml(money(order.currency, i.amountEx))}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p>Find your booking at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a> ${escapeHtml(LOOK_UP_WITH_EMAIL)}, on any phone or computer.</p>
</body></html>`;

  return {
    to: opts.to,
    subject: `Booking confirmed: ${order.orderNo}`,
    text,
    html: body,
    attachments: [
      {
        filename: `${order.orderNo}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: flightCalendar({
          orderNo: order.orderNo,
          routing: order.routing,
          airports: order.air_ports,
          now: opts.now,
        }),
      },
    ],
  };
}

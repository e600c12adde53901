import {
  freeCancellationUntilText,
  partyText,
  priceLineText,
} from '@farewise/domain/activities/activity.rules';
import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatDuration } from '@farewise/domain/shared/duration';
import { escapeHtml } from '../../shared/html.ts';
import { OPENS_ANYWHERE } from '../../shared/order-mail-link.ts';
import { ICalEventStatus, icsCalendar } from '../../shared/icalendar.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

/**
 * The activity as a calendar event at its real start and end (UTC instants from the city's
 * time zone); the cancellation sends the same UID with METHOD:CANCEL, so calendars remove it.
 */
export function activityCalendar(order: ActivityOrderInfo, now: Date, cancelled = false): string {
  const place = order.product.meetingPoint;
  return icsCalendar({
    product: 'Activity order',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    events: [
      {
        id: `${order.orderNo}@farewise`,
        sequence: cancelled ? 1 : 0,
        stamp: now,
        start: new Date(order.startsAt),
        end: new Date(order.endsAt),
        summary: order.product.title,
        location: {
          title: `${place.name}, ${place.address}`,
          geo: { lat: place.lat, lon: place.lon },
        },
        description: `Farewise order ${order.orderNo}${order.voucher ? `, voucher ${order.voucher.code}` : ''}. ${order.option.name} for ${partyText(order.party)}. Meet at ${place.name}.`,
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      },
    ],
  });
}

function mail(opts: {
  order: ActivityOrderInfo;
  to: string;
  siteUrl: string;
  now: Date;
  cancelled: boolean;
  heading: string;
  subject: string;
  facts: string[];
}): OutgoingMail {
  const { order } = opts;
  const link = `${opts.siteUrl.replace(/\/$/, '')}/activityOrderDetail/${encodeURIComponent(order.orderNo)}`;
  const text = [
    `${opts.heading}. Order number: ${order.orderNo}`,
    `Status: ${order.statusText}`,
    '',
    ...opts.facts,
    '',
    `See your booking${opts.cancelled ? '' : ', its voucher, or cancel'}: ${link}`,
    OPENS_ANYWHERE,
    opts.cancelled
      ? 'The attached calendar file removes the activity from your calendar.'
      : 'The attached calendar file adds the activity to your calendar.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h1 style="font-size:20px">${escapeHtml(opts.heading)}</h1>
<p>Order number: <strong>${escapeHtml(order.orderNo)}</strong><br>Status: ${escapeHtml(order.statusText)}</p>
<ul>${opts.facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">See your booking</a><br>${escapeHtml(OPENS_ANYWHERE)}</p>
</body></html>`;
  return {
    to: opts.to,
    subject: opts.subject,
    text,
    html,
    attachments: [
      {
        filename: `${order.orderNo}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${opts.cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: activityCalendar(order, opts.now, opts.cancelled),
      },
    ],
  };
}

// As the order page writes it: 'Sat 19 Dec 2026 at 10:00 (local time, Europe/Paris)'.
const when = (order: ActivityOrderInfo) =>
  `${formatDate(order.date)} at ${order.time} (local time, ${order.timeZone})`;

/** The confirmation of a paid activity: what, when, where, who, the voucher code, the price and the policy. */
export function activityConfirmationMail(opts: {
  order: ActivityOrderInfo;
  to: string;
  siteUrl: string;
  now: Date;
}): OutgoingMail {
  const { order } = opts;
  return mail({
    ...opts,
    cancelled: false,
    heading: 'Your activity is booked',
    subject: `Activity booked: ${order.product.title} (${order.orderNo})`,
    facts: [
      `Activity: ${order.product.title} (${order.option.name})`,
      `When: ${when(order)}, ${formatDuration(order.product.durationMinutes)}`,
      `Meeting point: ${order.product.meetingPoint.name}, ${order.product.meetingPoint.address}`,
      `Travellers: ${partyText(order.party)} (lead traveller ${order.lead.given_name} ${order.lead.surname})`,
      ...(order.voucher
        ? [`Voucher code: ${order.voucher.code} (show the voucher on your phone or printed)`]
        : []),
      ...order.lines.map((l) => `Price: ${priceLineText(l, order.ageBands, order.currency)}`),
      `Total paid: ${formatMoney(order.paid || order.total, order.currency)}`,
      `Cancellation: ${
        order.freeCancellationUntil
          ? freeCancellationUntilText(order.freeCancellationUntil, order.timeZone)
          : order.policy.text
      }`,
    ],
  });
}

/** The cancellation: what was cancelled and what goes back to the card. */
export function activityCancellationMail(opts: {
  order: ActivityOrderInfo;
  to: string;
  siteUrl: string;
  now: Date;
}): OutgoingMail {
  const { order } = opts;
  const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
  return mail({
    ...opts,
    cancelled: true,
    heading: 'Your activity booking is cancelled',
    subject: `Activity cancelled: ${order.product.title} (${order.orderNo})`,
    facts: [
      `Activity: ${order.product.title} (${order.option.name})`,
      `Was on: ${when(order)}`,
      refunded > 0
        ? `Refund: ${formatMoney(refunded, order.currency)} to the card you paid with (usually 5 to 10 working days to appear)`
        : 'Refund: nothing was charged',
    ],
  });
}

import {
  freeCancellationUntilText,
  partyText,
  priceLineText,
} from '@farewise/domain/activities/activity.rules';
import type { ActivityOrderInfo } from '@farewise/domain/activities/activity.schemas';
import { formatMoney } from '@farewise/domain/money/format';
import { formatDate } from '@farewise/domain/shared/dates';
import { formatDuration } from '@farewise/domain/shared/duration';
import { orderMail, orderPageUrl, type OrderMailInput } from '../../shared/order-mail.ts';
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

/** The layout every order mail has, with the activity's link and calendar file. */
function mail(
  opts: OrderMailInput<ActivityOrderInfo> & {
    cancelled: boolean;
    heading: string;
    subject: string;
    facts: string[];
  },
): OutgoingMail {
  const { order, cancelled } = opts;
  return orderMail({
    to: opts.to,
    subject: opts.subject,
    heading: opts.heading,
    orderNo: order.orderNo,
    status: order.statusText,
    facts: opts.facts,
    link: {
      url: orderPageUrl(opts.siteUrl, '/activityOrderDetail', order.orderNo),
      text: `See your booking${cancelled ? '' : ', its voucher, or cancel'}`,
      html: 'See your booking',
    },
    calendarLine: cancelled
      ? 'The attached calendar file removes the activity from your calendar.'
      : 'The attached calendar file adds the activity to your calendar.',
    calendar: {
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      content: activityCalendar(order, opts.now, cancelled),
    },
  });
}

// As the order page writes it: 'Sat 19 Dec 2026 at 10:00 (local time, Europe/Paris)'.
const when = (order: ActivityOrderInfo) =>
  `${formatDate(order.date)} at ${order.time} (local time, ${order.timeZone})`;

/** The confirmation of a paid activity: what, when, where, who, the voucher code, the price and the policy. */
export function activityConfirmationMail(opts: OrderMailInput<ActivityOrderInfo>): OutgoingMail {
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
export function activityCancellationMail(opts: OrderMailInput<ActivityOrderInfo>): OutgoingMail {
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

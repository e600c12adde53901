import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { escapeHtml } from './html.ts';
import { OPENS_ANYWHERE } from './order-mail-link.ts';

/**
 * The one layout of a hotel or activity order's mail, in text and HTML: a heading with the order
 * number, the status, the facts, any titled lists (a hotel's guests), a note, the link to the
 * order's page (it opens on any device) and the calendar file of the stay or the activity.
 */
export interface OrderMailParts {
  to: string;
  subject: string;
  heading: string;
  orderNo: string;
  /** More numbers beside the order number ('Hotel confirmation number', 'AB12-123456'). */
  numbers?: [label: string, value: string][];
  status: string;
  facts: string[];
  lists?: { title: string; items: string[] }[];
  /** A line after the lists ('Special requests: …'). */
  note?: string;
  /** The order's page on the site, and what the text and the HTML call the link. */
  link: { url: string; text: string; html: string };
  /** What the calendar file does ('The attached calendar file adds your stay to your calendar.'). */
  calendarLine: string;
  /** The .ics: PUBLISH adds the event, CANCEL removes it. */
  calendar: { method: 'PUBLISH' | 'CANCEL'; content: string };
}

/** What an order mail is made from: the order as its page reads it, the address, the site, the time. */
export interface OrderMailInput<Order> {
  order: Order;
  to: string;
  siteUrl: string;
  now: Date;
}

/** The page of an order on the site ('/hotelOrderDetail', 'HW23456789'). */
export const orderPageUrl = (siteUrl: string, page: string, orderNo: string) =>
  `${siteUrl.replace(/\/$/, '')}${page}/${encodeURIComponent(orderNo)}`;

export function orderMail(parts: OrderMailParts): OutgoingMail {
  const numbers = parts.numbers ?? [];
  const lists = parts.lists ?? [];
  const text = [
    `${parts.heading}. Order number: ${parts.orderNo}`,
    ...numbers.map(([label, value]) => `${label}: ${value}`),
    `Status: ${parts.status}`,
    '',
    ...parts.facts,
    ...lists.flatMap((l) => ['', `${l.title}:`, ...l.items.map((i) => `  ${i}`)]),
    ...(parts.note ? ['', parts.note] : []),
    '',
    `${parts.link.text}: ${parts.link.url}`,
    OPENS_ANYWHERE,
    parts.calendarLine,
  ].join('\n');
  const items = (list: string[]) =>
    `<ul>${list.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">',
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>`,
    `<p>Order number: <strong>${escapeHtml(parts.orderNo)}</strong>${numbers
      .map(([label, value]) => `<br>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`)
      .join('')}<br>Status: ${escapeHtml(parts.status)}</p>`,
    items(parts.facts),
    ...lists.flatMap((l) => [
      `<h2 style="font-size:16px">${escapeHtml(l.title)}</h2>`,
      items(l.items),
    ]),
    ...(parts.note ? [`<p>${escapeHtml(parts.note)}</p>`] : []),
    `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.html)}</a><br>${escapeHtml(OPENS_ANYWHERE)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    attachments: [
      {
        filename: `${parts.orderNo}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${parts.calendar.method}`,
        content: parts.calendar.content,
      },
    ],
  };
}

import type { TimelineEntry } from '@farewise/domain/aftersales/aftersales.schemas';
import { formatInstant } from '@farewise/domain/aftersales/request-status';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { escapeHtml } from '../../shared/html.ts';
import { LOOK_UP_WITH_EMAIL, requestProgressLink } from '../../shared/order-mail-link.ts';

/**
 * The e-mail of an after-sales step (refund confirmed or made, flights changed, name corrected,
 * bags added, booking cancelled, problem received, schedule changed): what happened in plain
 * words, the request's dated timeline, and where to follow it.
 */
export function aftersalesMail(opts: {
  to: string;
  siteUrl: string;
  orderNo: string;
  requestNo: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  timeline: TimelineEntry[];
  attachments?: OutgoingMail['attachments'];
}): OutgoingMail {
  const site = opts.siteUrl.replace(/\/$/, '');
  // One link for any phone or computer: the look-up asks only for this address, then shows the
  // request's progress (issue 37); /changeProgress alone needs the visit that booked or a sign-in.
  const progress = requestProgressLink(site, opts.orderNo, opts.requestNo);
  const timeline = opts.timeline.map((t) => `${formatInstant(t.at)}: ${t.text}`);
  const text = [
    opts.heading,
    `Order ${opts.orderNo} · request ${opts.requestNo}`,
    '',
    ...opts.paragraphs,
    '',
    'What has happened so far:',
    ...timeline.map((t) => `  ${t}`),
    '',
    `Follow your request and find your booking at ${progress} ${LOOK_UP_WITH_EMAIL}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<h1 style="font-size:20px">${escapeHtml(opts.heading)}</h1>
<p>Order <strong>${escapeHtml(opts.orderNo)}</strong> · request <strong>${escapeHtml(opts.requestNo)}</strong></p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<h2 style="font-size:16px">What has happened so far</h2>
<ul>${timeline.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
<p>Follow your request and find your booking at <a href="${escapeHtml(progress)}">${escapeHtml(progress)}</a> ${escapeHtml(LOOK_UP_WITH_EMAIL)}.</p>
</body></html>`;
  return {
    to: opts.to,
    subject: `${opts.subject} · ${opts.orderNo}`,
    text,
    html,
    ...(opts.attachments ? { attachments: opts.attachments } : {}),
  };
}

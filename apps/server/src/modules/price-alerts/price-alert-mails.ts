import { formatMoney } from '@farewise/domain/money/format';
import {
  alertDetails,
  alertTitle,
  describeDrop,
  type AlertSearch,
  type PriceDrop,
} from '@farewise/domain/price-alerts/price-alert.rules';
import {
  alertMailPath,
  alertSearchPath,
} from '@farewise/domain/price-alerts/price-alert.addresses';
import type { OutgoingMail } from '../mail/mail.service.ts';
import { escapeHtml } from '../../shared/html.ts';
import { namedFromOurData } from './price-alert-places.ts';

/** A paragraph of text, or a link with its words. */
type Part = string | { link: string; text: string };

function mail(
  to: string,
  subject: string,
  parts: Part[],
  headers?: Record<string, string>,
): OutgoingMail {
  const text = [
    ...parts.map((p) => (typeof p === 'string' ? p : `${p.text}: ${p.link}`)),
    '— Farewise',
  ].join('\n\n');
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">' +
    parts
      .map((p) =>
        typeof p === 'string'
          ? `<p>${escapeHtml(p)}</p>`
          : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a></p>`,
      )
      .join('') +
    '<p>— Farewise</p></body></html>';
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

export interface AlertMailInput {
  to: string;
  siteUrl: string;
  token: string;
  search: AlertSearch;
  currency: string;
  drop: PriceDrop;
}

/** To a guest: confirm the address before any alert is mailed to it. */
export function confirmAlertMail(input: AlertMailInput & { price: number | null }): OutgoingMail {
  // Places are named from our data: a search's names are what its sender typed.
  const a = { ...input, search: namedFromOurData(input.search) };
  return mail(a.to, `Confirm your price alert: ${alertTitle(a.search)}`, [
    `You asked us to watch the ${a.search.kind === 'hotel' ? 'cheapest stay' : 'price'} of ${alertTitle(a.search)} (${alertDetails(a.search)}).`,
    a.price === null
      ? 'Nothing is on sale for this search right now; we will tell you when a price appears and falls.'
      : `Today's lowest price is ${formatMoney(a.price, a.currency)}. We will mail you on ${describeDrop(a.drop, a.currency)}.`,
    { link: `${a.siteUrl}${alertMailPath(a.token, 'confirm')}`, text: 'Confirm this price alert' },
    'Any other alert asked for this address in the next 24 hours waits on the same page, to be confirmed there: we send no more mails about them.',
    'If you did not ask for this, ignore this mail: nothing will be sent to you.',
  ]);
}

/** The price fell by the traveller's threshold: old and new price, the search, and a one-click unsubscribe. */
export function priceDropMail(
  input: AlertMailInput & { before: number; now: number },
): OutgoingMail {
  const a = { ...input, search: namedFromOurData(input.search) };
  const unsubscribeApi = `${a.siteUrl}/v3/priceAlert/unsubscribe?token=${encodeURIComponent(a.token)}`;
  return mail(
    a.to,
    `Price drop: ${alertTitle(a.search)} now ${formatMoney(a.now, a.currency)}`,
    [
      `${a.search.kind === 'hotel' ? 'The cheapest stay of ' : ''}${alertTitle(a.search)} (${alertDetails(a.search)}) is now ${formatMoney(a.now, a.currency)}, down from ${formatMoney(a.before, a.currency)}.`,
      `You asked to hear about ${describeDrop(a.drop, a.currency)}. Prices change often; book soon if this suits you.`,
      {
        link: `${a.siteUrl}${alertSearchPath(a.search)}`,
        text: a.search.kind === 'hotel' ? 'See the hotels' : 'See the flights',
      },
      { link: `${a.siteUrl}${alertMailPath(a.token)}`, text: 'Manage your price alerts' },
      {
        link: `${a.siteUrl}${alertMailPath(a.token, 'unsubscribe')}`,
        text: 'Unsubscribe from this alert',
      },
    ],
    // RFC 8058 one-click unsubscribe for mail programs.
    {
      'List-Unsubscribe': `<${unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  );
}

import { formatMoney } from '@farewise/domain/money/format';
import type { OutgoingMail } from '../mail/mail.service.ts';

/**
 * A charge that arrives for an order that can no longer take it (the booking was cancelled, or
 * its hold lapsed and the seats or rooms went to someone else while the traveller was at the
 * 3-D Secure page): the payment is recorded as charged, nothing is booked, and all of it is
 * refunded at once with the key `late-charge:<paymentId>`. The reason and the pay page's words
 * are the domain's (payment-failure.ts).
 */
export { LATE_CHARGE_REASON, lateChargeMessage } from '@farewise/domain/payments/payment-failure';

export const lateChargeKey = (paymentId: string) => `late-charge:${paymentId}`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The mail that tells the traveller the late charge went back (or is on its way back). */
export function lateChargeMail(o: {
  to: string;
  title: string;
  amount: number;
  currency: string;
  card: string;
  /** False while the card processor has not confirmed the refund yet. */
  refunded: boolean;
  why: string;
}): OutgoingMail {
  const money = formatMoney(o.amount, o.currency);
  const paragraphs = [
    `${o.title}: ${o.why}`,
    o.refunded
      ? `Nothing was booked, and the whole ${money} charged to ${o.card} has been refunded to it.`
      : `Nothing was booked, and the whole ${money} charged to ${o.card} is being refunded to it; the card processor has not confirmed it yet, and we will keep asking until it does.`,
    'The booking page shows the charge and its refund. To travel, please book again.',
  ];
  const text = [...paragraphs, '— Farewise'].join('\n\n');
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">' +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    '<p>— Farewise</p></body></html>';
  return {
    to: o.to,
    subject: `Your payment of ${money} ${o.refunded ? 'has been' : 'is being'} refunded`,
    text,
    html,
  };
}

import { formatMoney } from '@farewise/domain/money/format';
import { formatDate, formatInstant } from '@farewise/domain/shared/dates';
import type { OutgoingMail } from '../mail/mail.service.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const HELP = "Need help? Contact us—we'll work with you to find a solution.";

function mail(to: string, subject: string, paragraphs: string[]): OutgoingMail {
  const text = [...paragraphs, HELP, '— Farewise'].join('\n\n');
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">' +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p>${escapeHtml(HELP)}</p><p>— Farewise</p></body></html>`;
  return { to, subject, text, html };
}

export interface InstalmentMailInput {
  to: string;
  title: string;
  number: number;
  dueDate: string;
  amount: number;
  currency: string;
  card: string;
}

export const reminderBeforeMail = (i: InstalmentMailInput) =>
  mail(
    i.to,
    `Reminder: instalment ${i.number} of ${formatMoney(i.amount, i.currency)} is due on ${formatDate(i.dueDate)}`,
    [
      `${i.title}: your slice payment instalment ${i.number} of ${formatMoney(i.amount, i.currency)} will be charged to ${i.card} on ${formatDate(i.dueDate)}.`,
      'Please make sure the card has enough funds. There are no late fees.',
    ],
  );

export const reminderAfterMail = (i: InstalmentMailInput) =>
  mail(i.to, `We could not take instalment ${i.number} of ${formatMoney(i.amount, i.currency)}`, [
    `${i.title}: instalment ${i.number} of ${formatMoney(i.amount, i.currency)}, due on ${formatDate(i.dueDate)}, could not be charged to ${i.card}.`,
    "There are no late fees. If 2 or more payments are missed without contacting us, the booking may be cancelled with at least 24 hours' notice, and slice pay will not be available for later bookings.",
  ]);

export const cancellationNoticeMail = (o: { to: string; title: string; cancelAt: Date }) =>
  mail(o.to, 'Notice: your booking will be cancelled for missed payments', [
    `${o.title}: 2 slice payment instalments were missed.`,
    `Unless you contact us, the booking will be cancelled on ${formatInstant(o.cancelAt, 'UTC')} UTC (at least 24 hours from this notice). The hold price fee is non-refundable, and slice pay will then be unavailable for later bookings.`,
  ]);

export const cancelledMail = (o: { to: string; title: string }) =>
  mail(o.to, 'Your booking was cancelled for missed payments', [
    `${o.title} was cancelled because 2 slice payment instalments were missed.`,
    'Slice pay is no longer available for later bookings with this account.',
  ]);

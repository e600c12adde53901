import dayjs from 'dayjs';

/**
 * How dates are written on the site, in pages and mails alike (issue 12, decision 022): one
 * way, 'Mon 7 Dec 2026', and with a time 'Mon 7 Dec 2026, 08:30'. Flight and hotel times are
 * the place's own wall-clock time: they travel as local 'YYYY-MM-DD HH:mm' strings and are
 * written as they are, never moved to the reader's zone. Anything unparsable is shown as given.
 */

export const DATE_FORMAT = 'ddd D MMM YYYY';
export const DATE_TIME_FORMAT = `${DATE_FORMAT}, HH:mm`;

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/;

/** '2026-12-07' or '2026-12-07 08:30' (the place's local time) → 'Mon 7 Dec 2026'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = LOCAL.exec(value);
  const d = m ? dayjs(m[1]) : null;
  return d?.isValid() ? d.format(DATE_FORMAT) : value;
}

/** '2026-12-07 08:30' (the place's local time) → 'Mon 7 Dec 2026, 08:30'; a date alone has no time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const m = LOCAL.exec(value);
  if (!m) return value;
  const d = dayjs(`${m[1]}T${m[2] ?? '00:00'}`);
  if (!d.isValid()) return value;
  return m[2] ? d.format(DATE_TIME_FORMAT) : d.format(DATE_FORMAT);
}

/** 'Mon 7 Dec': the short form where the year is plain (calendar strips, schedules of a trip). */
export function formatShortDate(value: string | null | undefined): string {
  const full = formatDate(value);
  return full === value ? full : full.replace(/ \d{4}$/, '');
}

/**
 * An instant (an ISO timestamp: booked at, paid at) written in a time zone: the place's zone
 * when it has one, else the reader's own (in a browser) or UTC (on the server).
 */
export function formatInstant(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  if (!timeZone) return dayjs(date).format(DATE_TIME_FORMAT);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return formatDateTime(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`);
}

import dayjs from 'dayjs';

/** A strict calendar date 'YYYY-MM-DD': 2025-02-30 is not one (leap years follow the standard rule). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = dayjs(value);
  return d.isValid() && d.format('YYYY-MM-DD') === value;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The date `days` business days (Monday to Friday) after `date` ('YYYY-MM-DD'). */
export function addBusinessDays(date: string, days: number): string {
  let d = dayjs(date);
  let left = days;
  while (left > 0) {
    d = d.add(1, 'day');
    if (d.day() !== 0 && d.day() !== 6) left--;
  }
  return d.format('YYYY-MM-DD');
}

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

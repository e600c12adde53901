import { formatFare } from '@farewise/domain/flights/fare-display';
import { formatDateTime, formatInstant } from '@farewise/domain/shared/dates';
import { formatDay } from '@farewise/domain/aftersales/request-status';

/** A decimal amount of the wire as the site writes money ('AUD 1,234.50'). */
export const money = (amount: number, currency: string) => formatFare(amount, currency);

/** 'Mon 7 Dec 2026' for a date or a local 'YYYY-MM-DD HH:mm'. */
export const day = (date: string) => formatDay(date.slice(0, 10));

/** 'Mon 7 Dec 2026, 14:05' for a local 'YYYY-MM-DD HH:mm' (the place's own time). */
export const localTime = (local: string) => formatDateTime(local);

/** An instant in the traveller's own time zone, for timelines. */
export const instant = (iso: string) => formatInstant(iso);

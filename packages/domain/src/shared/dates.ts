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

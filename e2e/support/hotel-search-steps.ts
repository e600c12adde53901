import { expect, type Page } from '@playwright/test';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** How the calendar names a day's button: 'Thursday 3 December 2026'. */
export const dayLabel = (d: Date) =>
  `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;

export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);

/** Picks a day in a date field's calendar (a hotel's Check-in or Check-out, an activity's Date), moving month by month to it. */
export async function pickDate(page: Page, label: 'Check-in' | 'Check-out' | 'Date', date: Date) {
  await page
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .or(page.getByLabel(label, { exact: true }))
    .first()
    .click();
  const calendar = page.getByRole('dialog', { name: label, exact: true });
  // The calendar's code loads on first open: look for the day only once a month is drawn.
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeVisible();
  const day = calendar.getByRole('button', { name: dayLabel(date), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

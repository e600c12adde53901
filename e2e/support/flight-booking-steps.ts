import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { E2E } from './ports.ts';
import { readMailedCode } from './mailbox.ts';
import { payThroughGateway } from './card-fields.ts';

/** Steps of the flight booking flows: search, choose a fare, fill the travellers, pay. */

export const thisYear = new Date().getFullYear();

/** '1,234.56' or 'AUD 1,234.56' or 'A$1,234.56' to 1234.56 (the last amount in the text). */
export function amountIn(text: string | null): number {
  const all = (text ?? '').match(/\d[\d,]*\.\d{2}/g) ?? [];
  return Number((all.at(-1) ?? 'NaN').replace(/,/g, ''));
}

export async function pickCity(page: Page, label: 'From' | 'To', typed: string, option: RegExp) {
  const field = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByLabel(label, { exact: true }))
    .first();
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** A round-trip Sydney to London search for the given travellers; returns when results show. */
export async function searchRoundTrip(page: Page, adults: number, children: number) {
  await page.goto('/?active=1');
  await page
    .getByRole('region', { name: 'Cookies and terms' })
    .getByRole('button', { name: 'Agree' })
    .click();
  const form = page.getByRole('form', { name: 'Search flights' });
  await expect(form).toBeVisible();
  await pickCity(page, 'From', 'Sydney', /Sydney/);
  await pickCity(page, 'To', 'London', /London/);
  await form.getByRole('button', { name: /adult|traveller|passenger/i }).click();
  const pop = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Add an adult' }) });
  for (let a = 1; a < adults; a++) await pop.getByRole('button', { name: 'Add an adult' }).click();
  for (let c = 0; c < children; c++) await pop.getByRole('button', { name: 'Add a child' }).click();
  await pop.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/flightsList\?/);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Runs the shown search again with departure in `days` days and return a week later. */
export async function moveSearchDates(page: Page, days: number) {
  const url = new URL(page.url());
  const later = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const back = new Date(Date.now() + (days + 7) * 86_400_000).toISOString().slice(0, 10);
  for (const [k, v] of [...url.searchParams]) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) url.searchParams.set(k, /ret/i.test(k) ? back : later);
  }
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: /of \d+ flights?/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Clicks Book on the first active fare and returns the total for all travellers its card shows. */
export async function bookFirstFare(page: Page, travellers: number): Promise<number> {
  const book = page
    .getByRole('button', { name: /^Book / })
    .and(page.locator(':enabled'))
    .first();
  const card = page.locator('[data-active]').filter({ has: book }).first();
  const cardText = await card.textContent();
  const total = amountIn(cardText?.match(new RegExp(`([\\d,.]+) for ${travellers}`))?.[0] ?? null);
  expect(total, `fare card total in: ${cardText}`).toBeGreaterThan(0);
  await card.getByRole('button', { name: /^Book / }).click();
  return total;
}

/** Chooses an option of a Mantine Select by its label (scoped) and the option text. */
export async function choose(
  scope: Locator,
  page: Page,
  label: string,
  option: string | RegExp,
  typed?: string,
) {
  const input = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByLabel(label, { exact: true }))
    .first();
  const choice = page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first();
  // A list still moving into place can take the click on the page behind it and close; the
  // traveller would simply open it again, and so does this step.
  await expect(async () => {
    if (!(await choice.isVisible())) {
      await input.click();
      if (typed) await input.fill(typed);
    }
    await choice.click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

export async function chooseDate(
  scope: Locator,
  page: Page,
  label: string,
  y: number,
  m: number,
  d: number,
) {
  await choose(scope, page, `${label} year`, String(y));
  await choose(scope, page, `${label} month`, String(m).padStart(2, '0'));
  await choose(scope, page, `${label} day`, String(d).padStart(2, '0'));
}

export interface Traveller {
  sex: 'Male' | 'Female';
  first: string;
  last: string;
  birth: [number, number, number];
  passport: string;
}

export async function fillPassenger(page: Page, n: number, type: 'Adult' | 'Child', t: Traveller) {
  const form = page.getByRole('region', { name: `Passenger ${n} (${type} Ticket)` });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: t.sex, exact: true }).check();
  await form.getByLabel('First name').fill(t.first);
  await form.getByLabel('Last/Family/Surname').fill(t.last);
  await chooseDate(form, page, 'Birthday', ...t.birth);
  await choose(form, page, 'Nationality', 'Australian', 'Australian');
  await choose(form, page, 'Passport issuing country', 'Australia', 'Australia');
  await form.getByLabel('Passport number').fill(t.passport);
  await chooseDate(form, page, 'Passport expiry date', thisYear + 6, 3, 10);
  await fillPhone(form, page);
}

export async function fillPhone(form: Locator, page: Page) {
  await choose(form, page, 'Phone code', '+61', '61');
  await form.getByLabel('Mobile').fill('412345678');
}

export async function fillContact(page: Page, email: string) {
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByLabel('Mobile').fill('412345678');
  await contact.getByLabel('Email').fill(email);
}

/** Pays on /flightsPay with a sandbox card, typed into the gateway's fields; returns the amount the page says is due. */
export async function payWithCard(page: Page, card: string): Promise<number> {
  await expect(page).toHaveURL(/\/flightsPay\//, { timeout: 20_000 });
  const due = page.getByTestId('amount-due');
  await expect(due).toHaveText(/\d/, { timeout: 20_000 });
  const amount = amountIn(await due.textContent());
  await payThroughGateway(page, card);
  return amount;
}

export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}

export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const password = 'travel2025';
  const sent = await request.post('/v2/getMailCode', { data: { email, use: '1' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await readMailedCode(email);
  const reg = await request.post('/v3/register', { data: { email, password, code } });
  const body = (await reg.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.token;
}

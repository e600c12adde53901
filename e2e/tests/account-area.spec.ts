import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { violations } from '../support/axe.ts';
import { api, register, seedOrders, signedInPage } from '../support/accounts.ts';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const thisYear = new Date().getFullYear();

/** Chooses an option of a Mantine select by its accessible name. */
async function pick(scope: Locator, page: Page, label: string, option: string, type?: string) {
  const input = scope.getByLabel(label);
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

async function fillTraveller(
  page: Page,
  dialog: Locator,
  t: {
    type?: 'Adult (over 12)' | 'Child (2 to 12)';
    sex: 'Male' | 'Female';
    first: string;
    last: string;
    birth: [year: number, month: string, day: string];
    passport: string;
  },
) {
  if (t.type) await dialog.getByText(t.type).click();
  await dialog.getByRole('radio', { name: t.sex, exact: true }).check();
  await dialog.getByLabel('First name').fill(t.first);
  await dialog.getByLabel('Last name').fill(t.last);
  await pick(dialog, page, 'Birth year', String(t.birth[0]), String(t.birth[0]));
  await pick(dialog, page, 'Birth month', t.birth[1]);
  await pick(dialog, page, 'Birth day', t.birth[2]);
  await pick(dialog, page, 'Passport issuing country', 'Australia', 'Austral');
  await pick(dialog, page, 'Nationality', 'Australian', 'Austral');
  await dialog.getByLabel('Passport number').fill(t.passport);
  await pick(dialog, page, 'Expiry year', String(thisYear + 5), String(thisYear + 5));
  await pick(dialog, page, 'Expiry month', 'Jun');
  await pick(dialog, page, 'Expiry day', '30');
}

test('a traveller saves an adult and a child, edits one and deletes one, and adds a contact', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const account = await register('travellers');
  const page = await signedInPage(browser, account);
  await page.goto('/userInfo?tab=1');
  const panel = page.getByRole('tabpanel', { name: 'Traveler List' });
  await expect(panel.getByText('No saved travellers yet')).toBeVisible();

  // An adult.
  await panel.getByRole('button', { name: 'Add a traveller' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a traveller' });
  await fillTraveller(page, dialog, {
    sex: 'Female',
    first: 'Ann',
    last: 'Lee',
    birth: [1990, 'Apr', '2'],
    passport: 'E1234567',
  });
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save traveller' }).click();
  await expect(dialog).toBeHidden();
  const ann = panel.getByRole('article', { name: 'Ann Lee' });
  await expect(ann).toBeVisible();
  await expect(ann.getByText('Adult')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Adults (1)' })).toBeVisible();

  // A child, six years old.
  await panel.getByRole('button', { name: 'Add a traveller' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a traveller' });
  await fillTraveller(page, dialog, {
    type: 'Child (2 to 12)',
    sex: 'Male',
    first: 'Max',
    last: 'Lee',
    birth: [thisYear - 6, 'Jan', '15'],
    passport: 'E7654321',
  });
  await dialog.getByRole('button', { name: 'Save traveller' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'Children (1)' })).toBeVisible();
  const max = panel.getByRole('article', { name: 'Max Lee' });
  await expect(max.getByText('Child')).toBeVisible();

  // Edit the adult's first name; the list shows the new name after a reload too.
  await ann.getByRole('button', { name: 'Edit Ann Lee' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit traveller' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Ann');
  await expect(dialog.getByLabel('Birth year', { exact: true })).toHaveValue('1990');
  await dialog.getByLabel('First name').fill('Anna');
  await dialog.getByRole('button', { name: 'Save traveller' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('article', { name: 'Anna Lee' })).toBeVisible();
  await expect(panel.getByRole('article', { name: 'Ann Lee' })).toHaveCount(0);

  // Delete the child.
  await max.getByRole('button', { name: 'Delete Max Lee' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete traveller?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('article', { name: 'Max Lee' })).toHaveCount(0);
  await page.reload();
  await expect(panel.getByRole('article', { name: 'Anna Lee' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /^Children/ })).toHaveCount(0);

  // A contact, on the Contact List tab.
  await page.getByRole('tab', { name: 'Contact List' }).click();
  await expect(page).toHaveURL(/tab=2/);
  const contacts = page.getByRole('tabpanel', { name: 'Contact List' });
  await contacts.getByRole('button', { name: 'Add a contact' }).click();
  const form = page.getByRole('dialog', { name: 'Add a contact' });
  await pick(form, page, 'Country code', 'Australia (+61)', 'Australia');
  await form.getByLabel('Mobile').fill('412345678');
  await form.getByLabel('Email').fill('ann.lee@example.com');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form).toBeHidden();
  const card = contacts.getByRole('article', { name: 'ann.lee@example.com' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('412');
  await page.reload();
  await expect(contacts.getByRole('article', { name: 'ann.lee@example.com' })).toBeVisible();
  await page.context().close();
});

test('changing the password signs the traveller out on another device', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = await register('password');
  const here = await signedInPage(browser, account);
  // The other device has its own session: a separate login, so a token of its own.
  const other = await api<{ token: string }>('/v3/login', {
    mail: account.email,
    password: account.password,
  });
  expect(other.token).not.toBe(account.token);
  const elsewhere = await signedInPage(browser, { ...account, token: other.token });

  await elsewhere.goto('/userInfo?tab=2');
  await expect(elsewhere.getByRole('heading', { name: 'My account', exact: true })).toBeVisible();
  await expect(elsewhere.getByText('No saved contacts yet')).toBeVisible();

  await here.goto('/userInfo?tab=3');
  const panel = here.getByRole('tabpanel', { name: 'Password setting' });
  await panel.getByLabel(/^Current password/).fill(account.password);
  await panel.getByLabel(/^New password/).fill('Journey2027');
  await panel.getByLabel(/^Re-enter new password/).fill('Journey2027');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

  // The other device's next call is refused: it falls back to the logged-out state.
  const refused = elsewhere.waitForResponse((r) => r.status() === 401);
  await elsewhere.reload();
  await refused;
  await expect(
    elsewhere.getByRole('heading', { name: 'Log in to see your account' }),
  ).toBeVisible();
  await expect(elsewhere.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  expect(await elsewhere.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // This device stays signed in, and the new password works for a fresh login.
  await here.reload();
  await expect(here.getByRole('heading', { name: 'My account', exact: true })).toBeVisible();
  const login = elsewhere.getByRole('dialog', { name: 'Welcome' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill('Journey2027');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'My account', exact: true })).toBeVisible();
  await here.context().close();
  await elsewhere.context().close();
});

test('My Trips shows a flight and a hotel order with their status texts and filters them', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const account = await register('trips');
  await seedOrders({
    email: account.email,
    flights: 1,
    hotels: 1,
    flightStatuses: [0],
    hotelStatuses: ['Cancelled'],
  });
  const page = await signedInPage(browser, account);
  await page.goto('/userInfo?tab=0');
  const panel = page.getByRole('tabpanel', { name: 'My Trips' });
  const cards = panel.getByRole('link', { name: /^(Flight|Hotel) / });
  const flight = panel.getByRole('link', { name: /^Flight / });
  const hotel = panel.getByRole('link', { name: /^Hotel / });

  await expect(panel.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(2);
  await expect(flight).toContainText('Awaiting Payment');
  await expect(flight).toContainText('Sydney');
  await expect(hotel).toContainText('Room Cancelled');
  await expect(hotel).toContainText('Harbour View Hotel');
  await expect(panel.getByText('Total 2')).toBeVisible();

  await panel.getByRole('tab', { name: 'Flights' }).click();
  await expect(page).toHaveURL(/filter=flights/);
  await expect(flight).toHaveCount(1);
  await expect(hotel).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Hotels' }).click();
  await expect(page).toHaveURL(/filter=hotels/);
  await expect(hotel).toHaveCount(1);
  await expect(flight).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Activities' }).click();
  await expect(panel.getByRole('heading', { name: 'No Flights Found' })).toBeVisible();

  // A hotel card opens its order page.
  await panel.getByRole('tab', { name: 'Hotels' }).click();
  await hotel.click();
  await expect(page).toHaveURL(/\/hotelOrderDetail\/HW[0-9A-F]{8}$/);
  await page.context().close();
});

test('My Trips pages through 25 orders at 10 and 20 a page and jumps to page 3', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const account = await register('pages');
  const seeded = await seedOrders({
    email: account.email,
    flights: 13,
    hotels: 12,
    flightStatuses: [3, 5, 1, 0, 4, 6, 2],
    hotelStatuses: ['Issued', 'Cancelled', 'Paid', 'PendingPayment', 'RoomRefund', 'PartRefund'],
  });
  expect(seeded.flights).toHaveLength(13);
  expect(seeded.hotels).toHaveLength(12);
  const page = await signedInPage(browser, account);
  await page.goto('/userInfo?tab=0');
  const panel = page.getByRole('tabpanel', { name: 'My Trips' });
  const cards = panel.getByRole('link', { name: /^(Flight|Hotel) / });
  const pager = panel.getByRole('navigation', { name: 'Orders pages' });

  await expect(pager.getByText('Total 25')).toBeVisible();
  await expect(cards).toHaveCount(10);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 4' })).toHaveCount(0);
  const firstOnPage1 = await cards.first().getAttribute('href');

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).not.toHaveAttribute('href', firstOnPage1 ?? '');

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(cards).toHaveCount(5);

  // 20 a page: two pages, 20 then 5.
  await pick(pager, page, 'Orders per page', '20 / page');
  await expect(page).toHaveURL(/size=20/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards).toHaveCount(20);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveCount(0);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards).toHaveCount(5);

  // Back to 10 a page, and the jump box goes to page 3.
  await pick(pager, page, 'Orders per page', '10 / page');
  await expect(cards).toHaveCount(10);
  const jump = pager.getByLabel('Go to');
  await jump.fill('3');
  await jump.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await expect(cards).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Page 3 of 10 holds the five oldest orders: the first seeded flight is the last card.
  await expect(cards.last()).toHaveAttribute(
    'href',
    new RegExp(`/flightsOrderDetails/${seeded.flights.at(-1)}`),
  );
  await page.context().close();
});

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the upload dialog refuses an 11th picture with the limit message', async ({ browser }) => {
  test.setTimeout(60_000);
  const account = await register('uploads');
  await api(
    '/v2/user/updateUserPassenger',
    {
      given_name: 'Ann',
      middle_name: '',
      surname: 'Lee',
      sex: 2,
      birthday: '1990-04-02',
      id_card_issue: 'AU',
      national_code: 'AU',
      id_card: 'E1234567',
      id_card_time: `${thisYear + 5}-06-30`,
      age_type: 0,
    },
    account.token,
  );
  const page = await signedInPage(browser, account);
  await page.goto('/userInfo?tab=1');
  await page.getByRole('button', { name: 'Documents of Ann Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documents of Ann Lee' });
  const input = dialog.locator('input[type=file]');
  const png = (i: number) => ({ name: `page-${i}.png`, mimeType: 'image/png', buffer: TINY_PNG });

  // Three pictures go up and show as cards.
  await input.setInputFiles([1, 2, 3].map(png));
  await expect(dialog.getByText('3 of 10 pictures')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(3);

  // Eight more would make eleven: refused with SPEC 8's message, nothing uploaded.
  await input.setInputFiles([4, 5, 6, 7, 8, 9, 10, 11].map(png));
  await expect(dialog.getByRole('alert')).toHaveText(
    'The limit is 10, you selected 8 files this time, add up to 11 totally',
  );
  await expect(dialog.getByText('3 of 10 pictures')).toBeVisible();

  // Seven fit (ten in all); then the add button is gone and an 11th file is refused.
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await input.setInputFiles([4, 5, 6, 7, 8, 9, 10].map(png));
  await expect(dialog.getByText('10 of 10 pictures')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add pictures' })).toHaveCount(0);
  await input.setInputFiles([png(11)]);
  await expect(dialog.getByRole('alert')).toHaveText(
    'The limit is 10, you selected 1 files this time, add up to 11 totally',
  );
  await expect(dialog.getByText('10 of 10 pictures')).toBeVisible();
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
  await page.context().close();
});

test('each account tab passes axe and is captured at 1280 and 375 px', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = await register('axe');
  await seedOrders({
    email: account.email,
    flights: 2,
    hotels: 2,
    flightStatuses: [0, 3],
    hotelStatuses: ['Issued'],
  });
  await api(
    '/v2/user/updateUserPassenger',
    {
      given_name: 'Ann',
      middle_name: '',
      surname: 'Lee',
      sex: 2,
      birthday: '1990-04-02',
      id_card_issue: 'AU',
      national_code: 'AU',
      id_card: 'E1234567',
      id_card_time: `${thisYear + 5}-06-30`,
      age_type: 0,
    },
    account.token,
  );
  await api(
    '/v2/user/updateUserContact',
    { postcode: '61', mobile: '412345678', email: 'ann.lee@example.com' },
    account.token,
  );
  const ready: Record<number, (p: Page) => Locator> = {
    0: (p) => p.getByRole('link', { name: /^Flight / }).first(),
    1: (p) => p.getByRole('article', { name: 'Ann Lee' }),
    2: (p) => p.getByRole('article', { name: 'ann.lee@example.com' }),
    3: (p) => p.getByRole('button', { name: 'Change password' }),
  };
  const names = ['my-trips', 'traveler-list', 'contact-list', 'password'];
  for (const width of [1280, 375]) {
    const page = await signedInPage(browser, account, { width, height: width > 400 ? 800 : 812 });
    for (const tab of [0, 1, 2, 3]) {
      await page.goto(`/userInfo?tab=${tab}`);
      await expect(ready[tab]!(page)).toBeVisible();
      expect(await violations(page), `tab ${tab} at ${width} px`).toEqual([]);
      if (tab === 0 && width === 375) {
        // Below 768 px the pager is previous, pages and next only.
        const pager = page.getByRole('navigation', { name: 'Orders pages' });
        await expect(pager.getByRole('button', { name: 'Next page' })).toBeVisible();
        await expect(pager.getByRole('button', { name: 'Page 1' })).toBeVisible();
        await expect(pager.getByLabel('Go to')).toHaveCount(0);
        await expect(pager.getByLabel('Orders per page')).toHaveCount(0);
      }
      await page.screenshot({
        path: path.join(artifacts, `account-${names[tab]}-${width}.png`),
        fullPage: true,
      });
    }
    await page.context().close();
  }
});

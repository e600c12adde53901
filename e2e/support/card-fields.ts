import { expect, type APIRequestContext, type Page } from '@playwright/test';

const thisYear = new Date().getFullYear();

/** The payment gateway's own card fields on a pay page: a frame of the gateway's page (decision 050). */
export const cardFields = (page: Page) => page.frameLocator('iframe[title="Card details"]');

/** Types a card into the gateway's fields (number, name, a future MM/YY, CVC). */
export async function fillCardFields(page: Page, number: string) {
  const fields = cardFields(page);
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Name on card').fill('Ada Lovelace');
  await fields.getByLabel('Expiry (MM/YY)').fill(`12${String(thisYear + 3).slice(2)}`);
  await fields.getByLabel('CVC').fill('123');
}

/** Types the card into the gateway's fields and presses the page's one Pay button. */
export async function payThroughGateway(page: Page, number: string) {
  await fillCardFields(page, number);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/**
 * Every request the page makes from now on, read for a card's digits (as typed, with spaces or
 * dashes, or bare): `toSite` lists the site's API calls (/v2/, /v3/) carrying them, which must
 * stay empty; `toGateway` counts the calls to the sandbox gateway's tokenise, where the card goes.
 */
export function watchRequestsForCard(page: Page, number: string) {
  const digits = number.replace(/\D/g, '');
  const seen = { toSite: [] as string[], toGateway: 0, apiCalls: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    const carried = [request.url(), request.postData() ?? '']
      .map((text) => text.replace(/[\s-]|%20/g, ''))
      .some((text) => text.includes(digits));
    if (url.pathname.startsWith('/sandbox-gateway/tokenise')) {
      if (carried) seen.toGateway += 1;
    } else if (/^\/v[23]\//.test(url.pathname)) {
      seen.apiCalls += 1;
      if (carried) seen.toSite.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

/** The amount a pay page says is due, once it shows one. */
export async function amountDueText(page: Page): Promise<string> {
  const due = page.getByTestId('amount-due');
  await expect(due).toHaveText(/\d/, { timeout: 20_000 });
  return (await due.textContent()) ?? '';
}

/**
 * For tests that pay through the API: the card goes to the sandbox gateway's tokenise, as its
 * fields send it, and the payment call gets the one-use payment method it answers.
 */
export async function gatewayPaymentMethod(
  request: APIRequestContext,
  number = '4242 4242 4242 4242',
  name = 'Ann Lee',
): Promise<string> {
  const res = await request.post('/sandbox-gateway/tokenise', {
    data: { number, name, expMonth: 12, expYear: (thisYear + 3) % 100, cvc: '123' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { paymentMethod: string }).paymentMethod;
}

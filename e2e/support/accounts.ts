import { expect, type Browser, type Page } from '@playwright/test';
import { E2E } from './ports.ts';
import { mailCount, readMailedCode, uniqueEmail } from './mailbox.ts';

export interface Account {
  email: string;
  password: string;
  token: string;
}

export async function api<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${E2E.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${url}: ${json.msg}`).toBe(200);
  return json.data;
}

/** Registers a fresh traveller through the API with a mailed code. */
export async function register(tag: string): Promise<Account> {
  const email = uniqueEmail(tag);
  const password = 'Travel2026';
  const before = await mailCount(email);
  await api('/v2/getMailCode', { email, lang: 'en', use: '1' });
  const code = await readMailedCode(email, before);
  const { token } = await api<{ token: string }>('/v3/register', { email, password, code });
  return { email, password, token };
}

/** A browser context already signed in the way the web keeps its session (localStorage). */
export async function signedInPage(
  browser: Browser,
  account: Account,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E.baseUrl,
          localStorage: [
            { name: 'token', value: account.token },
            { name: 'userInfo', value: JSON.stringify({ email: account.email }) },
          ],
        },
      ],
    },
  });
  // The consent banner is agreed per browser session; agree up front so it covers nothing.
  await context.addInitScript(() => sessionStorage.setItem('bannerAgreed', '1'));
  return context.newPage();
}

/** A user's orders written straight through the test harness (support/seed-server.ts). */
export async function seedOrders(body: {
  email: string;
  flights?: number;
  hotels?: number;
  flightStatuses?: number[];
  hotelStatuses?: string[];
}) {
  const res = await fetch(`${E2E.seedUrl}/seed/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { flights: string[]; hotels: string[] };
}

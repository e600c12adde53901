import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SiteInfo } from '@farewise/domain/site/site.schemas';
import { Providers } from '../src/app/providers';

/** A query client as the tests use it: no retries. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });

/**
 * Renders UI inside the app's providers and a memory router at `path`; `queryClient` to start
 * with answers already cached (as after another page).
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    routes,
    queryClient = testQueryClient(),
  }: { path?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

type Reply = { status?: number; body: unknown };
/** Stubs fetch: each call is answered by `reply(url, init)`; returns the mock to inspect calls. */
export function mockApi(reply: (url: string, init?: RequestInit) => Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status = 200, body } = reply(String(input), init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (data: unknown, msg = 'ok') => ({ body: { code: 200, msg, data } });

/**
 * Stubs fetch so that no call is answered until `answer(body)`, which answers every call waiting
 * (with the API's envelope as given); `asked` is how many are waiting.
 */
export function holdApi() {
  const waiting: ((response: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => waiting.push(resolve))),
  );
  return {
    get asked() {
      return waiting.length;
    },
    answer(body: unknown) {
      for (const resolve of waiting.splice(0))
        resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
    },
  };
}

/** The site's details as /v2/static/siteInfo gives them (SPEC 3). */
export const SITE_INFO: SiteInfo = {
  logo: '/v2/static/logo',
  loginLogo: '/v2/static/logo?style=2',
  site_title: 'Farewise',
  default_currency: 'AUD,USD',
  tel_general_enquiries: '+61 2 8000 1234',
  tel_from_overseas: '+61 2 8000 5678',
  support_mail: 'support@farewise.example',
  hours: 'Monday to Friday 9:00-18:00',
  address: 'Level 12, 1 Market Street, Sydney NSW 2000',
  copyright: 'Copyright 2026 Farewise Pty Ltd.',
};

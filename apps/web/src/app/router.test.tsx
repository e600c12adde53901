import { afterEach, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockApi, ok } from '../../test/render';
import { Providers } from './providers';
import { routes } from './router';

afterEach(() => vi.restoreAllMocks());

test("while the first page's code loads, the shell stays on screen and the router asks for nothing", async () => {
  const warn = vi.spyOn(console, 'warn');
  mockApi(() => ok(null));
  const router = createMemoryRouter(routes, { initialEntries: ['/aboutUs'] });
  render(
    <Providers queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  // The first render, before the lazy page has arrived: the painted shell's header bar.
  expect(screen.getByRole('img', { name: 'Farewise' })).toHaveAttribute('src', '/v2/static/logo');
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  // Then the page inside the site's layout.
  expect(await screen.findByRole('main')).toBeInTheDocument();
  const asked = warn.mock.calls.map((args) => String(args[0]));
  expect(asked.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
});

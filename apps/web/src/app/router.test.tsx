import { afterEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { page, preloadPage } from './lazy-page';
import { renderSite } from '../../test/render-site';

afterEach(() => vi.restoreAllMocks());

test("while the first page's code loads, the shell stays on screen; then the page, in the site's layout", async () => {
  mockApi(() => ok(null));
  renderSite('/aboutUs');
  // The first render, before the lazy page has arrived: the painted shell's header bar.
  expect(screen.getByRole('img', { name: 'Farewise' })).toHaveAttribute('src', '/v2/static/logo');
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  // Then the page inside the site's layout.
  expect(await screen.findByRole('main')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
});

test.each(['/activityFoo', '/changeNameless', '/nowhere'])(
  'an address the site does not have is not found (%s), inside or outside a group of pages loaded later',
  async (path) => {
    mockApi(() => ok(null));
    renderSite(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
  },
);

test("a page's code is asked for once: by the preload as the app starts, not again when it renders", async () => {
  mockApi(() => ok(null));
  const load = vi.fn(async () => ({ Component: () => <h1>Early page</h1> }));
  const routes = [page('/early', load)];
  preloadPage(routes, '/early');
  preloadPage(routes, '/elsewhere');
  expect(load).toHaveBeenCalledTimes(1);
  renderWithApp(<div />, { path: '/early', routes });
  expect(await screen.findByRole('heading', { name: 'Early page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test("a page's modules that are slow to run load before the rest of its code, which runs in a later task", async () => {
  mockApi(() => ok(null));
  const steps: string[] = [];
  const first = [1, 2].map((n) =>
    vi.fn(async () => {
      steps.push(`first ${n}`);
      // A task queued as these modules have run: it comes before the next ones.
      setTimeout(() => steps.push(`a task after ${n}`), 0);
    }),
  );
  const load = vi.fn(async () => {
    steps.push('page');
    return { Component: () => <h1>Turns page</h1> };
  });
  const routes = [page('/turns', load, { first })];
  preloadPage(routes, '/turns');
  renderWithApp(<div />, { path: '/turns', routes });
  expect(await screen.findByRole('heading', { name: 'Turns page' })).toBeInTheDocument();
  expect(steps).toEqual(['first 1', 'a task after 1', 'first 2', 'a task after 2', 'page']);
  for (const step of first) expect(step).toHaveBeenCalledTimes(1);
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../test/render';
import { renderSite } from '../../test/render-site';
import { UpgradeBar } from './upgrade-offer';

const OFFER = 'A new version of Farewise is available —';
const BAR = 'A new version of Farewise is available — Reload';

function servedVersion(version: string | null) {
  return mockApi((url) =>
    url.startsWith('/v3/upgrade')
      ? { body: { code: 200, msg: 'success', data: { version } } }
      : { status: 404, body: { code: 404, msg: 'Not found.', data: null } },
  );
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  document.head.querySelector('meta[name="farewise-version"]')?.remove();
  vi.unstubAllGlobals();
});

function thisPageIs(version: string) {
  const meta = document.createElement('meta');
  meta.name = 'farewise-version';
  meta.content = version;
  document.head.append(meta);
}

describe('a page older than the server', () => {
  test('offers the new version with a Reload button that reloads the page', async () => {
    thisPageIs('a1a1a1a1a1a1');
    servedVersion('b2b2b2b2b2b2');
    renderWithApp(<UpgradeBar />);
    const bar = await screen.findByRole('status', { name: 'New version' });
    expect(bar).toHaveTextContent(BAR);
    await userEvent.click(within(bar).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('says nothing while the server runs the same version', async () => {
    thisPageIs('a1a1a1a1a1a1');
    const api = servedVersion('a1a1a1a1a1a1');
    renderWithApp(<UpgradeBar />);
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('status', { name: 'New version' })).not.toBeInTheDocument();
  });

  test('an open page hears of a deploy when the traveller comes back to the tab a while later', async () => {
    thisPageIs('a1a1a1a1a1a1');
    let served = 'a1a1a1a1a1a1';
    mockApi(() => ({ body: { code: 200, msg: 'success', data: { version: served } } }));
    renderWithApp(<UpgradeBar />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status', { name: 'New version' })).not.toBeInTheDocument();
    served = 'd4d4d4d4d4d4';
    // Six minutes on, the traveller returns to the tab.
    vi.setSystemTime(Date.now() + 6 * 60_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByRole('status', { name: 'New version' })).toHaveTextContent(BAR);
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  test('a page without a version (the development server) never asks', async () => {
    const api = servedVersion('b2b2b2b2b2b2');
    renderWithApp(<UpgradeBar />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api).not.toHaveBeenCalled();
  });
});

describe('a page whose code fails to load after a deploy', () => {
  // This build's file of the page is gone from the server.
  beforeEach(() => {
    vi.doMock('../features/orders/pages/search-bookings-page', () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/search-bookings-page-0ld.js',
      );
    });
  });
  afterEach(() => vi.doUnmock('../features/orders/pages/search-bookings-page'));

  test('offers the new version instead of an error', async () => {
    thisPageIs('a1a1a1a1a1a1');
    servedVersion('c3c3c3c3c3c3');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/searchBookings');
    expect(await screen.findByRole('heading', { name: OFFER })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // The page's error is shown in the site's layout.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: OFFER }));
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('when the server runs the same version, it is an error as before', async () => {
    thisPageIs('a1a1a1a1a1a1');
    servedVersion('a1a1a1a1a1a1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/searchBookings');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

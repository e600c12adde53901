import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { CollapsibleSearch, formOnDemand } from './collapsible-search';

/** matchMedia as a phone (every max-width query matches) or a wide screen. */
function screenIs(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockImplementation((query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

const form = <button type="submit">Search</button>;

describe('the search above results', () => {
  test('on a phone a search is one line; Edit search opens the form and Close folds it', async () => {
    screenIs(true);
    const user = userEvent.setup();
    renderWithApp(
      <CollapsibleSearch summary="Sydney to London · 20 Jan – 3 Feb · 2 Adults">
        {form}
      </CollapsibleSearch>,
    );
    expect(screen.getByText('Sydney to London · 20 Jan – 3 Feb · 2 Adults')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit search' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  test('on a phone with no search yet, and on a wide screen, the form shows at once', () => {
    screenIs(true);
    const { unmount } = renderWithApp(<CollapsibleSearch summary={null}>{form}</CollapsibleSearch>);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    unmount();
    screenIs(false);
    renderWithApp(<CollapsibleSearch summary="Paris · 1 Dec – 3 Dec">{form}</CollapsibleSearch>);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit search' })).not.toBeInTheDocument();
  });

  test("on a phone the form's code is asked for when Edit search is reached for, not with the page", async () => {
    screenIs(true);
    const user = userEvent.setup();
    const load = vi.fn(async () => ({ label }: { label: string }) => <button>{label}</button>);
    const search = formOnDemand(load, <p>Loading the search form</p>);
    renderWithApp(
      <CollapsibleSearch summary="Paris · 25 Dec – 28 Dec" onIntent={search.preload}>
        <search.Form label="Search" />
      </CollapsibleSearch>,
    );
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit search' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Search' })).toBeVisible();
  });

  test('wider, the code is asked for with the page and the form drawn at once when it is in', async () => {
    screenIs(false);
    const load = vi.fn(async () => ({ label }: { label: string }) => <button>{label}</button>);
    const search = formOnDemand(load, <p>Loading the search form</p>);
    expect(load).toHaveBeenCalledTimes(1);
    await search.preload();
    renderWithApp(
      <CollapsibleSearch summary="Paris · 25 Dec – 28 Dec">
        <search.Form label="Search" />
      </CollapsibleSearch>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    expect(screen.queryByText('Loading the search form')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

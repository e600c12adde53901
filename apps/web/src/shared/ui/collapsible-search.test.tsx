import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { CollapsibleSearch } from './collapsible-search';

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
});

import { describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchTabs, type SearchTab } from './search-tabs';

const panels = { hotels: <p>hotel form</p>, flights: <p>flight form</p> };

function renderTabs(value: 'hotels' | 'flights', onChange = vi.fn()) {
  // No Mantine around: home draws its tabs without it (decision 034).
  render(<SearchTabs value={value} onChange={onChange} panels={panels} />);
  return onChange;
}

describe('home search tabs', () => {
  test('the chosen tab is selected and labels the one panel, which holds its form', () => {
    renderTabs('hotels');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Hotels' });
    expect(panel).toHaveTextContent('hotel form');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('flight form')).not.toBeInTheDocument();
  });

  test('choosing the other tab asks the page for it', async () => {
    const onChange = renderTabs('hotels');
    await userEvent.click(screen.getByRole('tab', { name: 'Flights' }));
    expect(onChange).toHaveBeenCalledWith('flights');
  });

  test('the flights tab shows the flight form', () => {
    renderTabs('flights');
    expect(screen.getByRole('tabpanel', { name: 'Flights' })).toHaveTextContent('flight form');
    expect(screen.queryByText('hotel form')).not.toBeInTheDocument();
  });

  test('only the chosen tab is in the Tab order; the arrow keys, Home and End choose another and move to it', async () => {
    function Home() {
      const [tab, setTab] = useState<SearchTab>('hotels');
      return <SearchTabs value={tab} onChange={setTab} panels={panels} />;
    }
    render(
      <>
        <button type="button">Before</button>
        <Home />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const flights = screen.getByRole('tab', { name: 'Flights' });
    expect(flights).toHaveFocus();
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Flights' })).toHaveTextContent('flight form');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activities' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');

    // Tab reaches the chosen tab only.
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('tabindex', '0');
  });
});

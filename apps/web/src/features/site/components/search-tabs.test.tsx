import { describe, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { SearchTabs } from './search-tabs';

const panels = { hotels: <p>hotel form</p>, flights: <p>flight form</p> };

function renderTabs(value: 'hotels' | 'flights', onChange = vi.fn()) {
  render(
    <MantineProvider env="test">
      <SearchTabs value={value} onChange={onChange} panels={panels} />
    </MantineProvider>,
  );
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
});

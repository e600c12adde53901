import { useState } from 'react';
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { SegmentedChoice } from './segmented-choice';

const SORTS = [
  { value: 'best', label: 'Best' },
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'fastest', label: 'Fastest' },
] as const;

function Sort({ seen }: { seen: string[] }) {
  const [sort, setSort] = useState<(typeof SORTS)[number]['value']>('best');
  return (
    <SegmentedChoice
      label="Sort by"
      data={SORTS}
      value={sort}
      onChange={(v) => {
        seen.push(v);
        setSort(v);
      }}
    />
  );
}

test('a radio group: a click or the arrow keys choose, and the choice is checked', async () => {
  const user = userEvent.setup();
  const seen: string[] = [];
  render(
    <MantineProvider env="test">
      <Sort seen={seen} />
    </MantineProvider>,
  );
  const group = screen.getByRole('radiogroup', { name: 'Sort by' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Best' })).toBeChecked();
  await user.click(screen.getByText('Cheapest'));
  expect(screen.getByRole('radio', { name: 'Cheapest' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Best' })).not.toBeChecked();
  // The keyboard: focus is on the chosen radio; an arrow moves the choice.
  expect(screen.getByRole('radio', { name: 'Cheapest' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Fastest' })).toBeChecked();
  expect(seen).toEqual(['cheapest', 'fastest']);
});

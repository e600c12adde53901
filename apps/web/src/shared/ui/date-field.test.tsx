import { useState } from 'react';
import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DateField } from './date-field';

function Field({ seen }: { seen: (string | null)[] }) {
  const [value, setValue] = useState<string | null>('2026-12-07');
  return (
    <DateField
      label="New return date"
      value={value}
      minDate="2026-12-01"
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

test("the calendar's arrows and heading are named at every level, and a day is read with its weekday", async () => {
  const user = userEvent.setup();
  const seen: (string | null)[] = [];
  render(
    <MantineProvider env="test">
      <Field seen={seen} />
    </MantineProvider>,
  );
  await user.click(screen.getByRole('button', { name: /New return date/ }));
  const calendar = await screen.findByRole('dialog');
  expect(await within(calendar).findByRole('button', { name: 'Next month' })).toBeInTheDocument();
  expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();

  await user.click(within(calendar).getByRole('button', { name: 'Choose a month' }));
  expect(within(calendar).getByRole('button', { name: 'Next year' })).toBeInTheDocument();
  expect(within(calendar).getByRole('button', { name: 'Previous year' })).toBeInTheDocument();
  await user.click(within(calendar).getByRole('button', { name: 'Choose a year' }));
  expect(within(calendar).getByRole('button', { name: 'Next years' })).toBeInTheDocument();
  await user.click(within(calendar).getByRole('button', { name: '2026' }));
  await user.click(within(calendar).getByRole('button', { name: /Dec/ }));

  await user.click(within(calendar).getByRole('button', { name: 'Tuesday 8 December 2026' }));
  expect(seen).toEqual(['2026-12-08']);
  expect(screen.getByRole('button', { name: /New return date/ })).toHaveTextContent(
    'Tue 8 Dec 2026',
  );
});

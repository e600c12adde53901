import { describe, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../app/theme';
import { Select } from './select';

const COUNTRIES = ['Australia', 'France', 'Japan'];

// As the site draws it (the list in a portal) and as Mantine's test mode does (no portal).
describe.each([
  ['in the site', undefined],
  ["in Mantine's test mode", 'test' as const],
])("the site's Select %s", (_, env) => {
  test('a closed Select has no options in the page; opened, it says so, names its list and picks', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env={env}>
        <Select label="Nationality" data={COUNTRIES} />
        <Select label="Month" data={['01', '02']} />
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Nationality', { selector: 'input' });
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.click(field);
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(list).toHaveAttribute('role', 'listbox');
    // Only the open Select's options are drawn.
    expect(
      within(list!)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(COUNTRIES);
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(3);

    await user.click(within(list!).getByRole('option', { name: 'France', hidden: true }));
    expect(field).toHaveValue('France');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    expect(field).not.toHaveAttribute('aria-controls');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  test('the keyboard opens the list and chooses from it', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env={env}>
        <Select label="Nationality" data={COUNTRIES} />
      </MantineProvider>,
    );
    await user.tab();
    const field = screen.getByLabelText('Nationality', { selector: 'input' });
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    // The first option, then the next.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field).toHaveValue('France');
  });
});

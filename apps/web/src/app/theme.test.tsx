import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, Select } from '@mantine/core';
import { theme } from './theme';

describe("the site's theme", () => {
  test("a closed Select's options are not in the page; they are drawn when it opens", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme} env="test">
        <Select label="Nationality" data={['Australia', 'France', 'Japan']} />
      </MantineProvider>,
    );
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await user.click(screen.getByLabelText('Nationality'));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'France' }));
    expect(screen.getByLabelText('Nationality')).toHaveValue('France');
  });
});

import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { mockApi, ok } from '../../test/render';
import { getCurrency } from '../shared/currency/currency-store';
import { AppRoutes } from './router';
import { librariesModule } from './with-libraries';

// Mantine, TanStack Query and the site's theme (app/libraries.ts) never arrive in this test:
// whatever works here works without them (decision 034).
const never = new Promise<never>(() => {});

afterEach(() => vi.restoreAllMocks());

test('home is drawn and answers without Mantine and TanStack Query: header, tabs, currency, footer', async () => {
  mockApi(() => ok(null));
  vi.spyOn(librariesModule, 'load').mockReturnValue(never);
  // As main.tsx mounts the site: no providers around the routes.
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>,
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Find a stay you will love' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Why travellers book with Farewise' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mange Bookings' })).toHaveAttribute(
    'href',
    '/searchBookings',
  );
  expect(await screen.findByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms',
  );
  expect(document.querySelector('style[data-mantine-styles]')).toBeNull();

  // The tabs change the page's title.
  await userEvent.click(screen.getByRole('tab', { name: 'Flights' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Fly further for less' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');

  // The currency choice offers all four until site info's list is in, and takes a choice.
  const currency = screen.getByRole('combobox', { name: 'Currency' });
  expect(
    within(currency)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['USD', 'CNY', 'AUD', 'EUR']);
  await userEvent.selectOptions(currency, 'EUR');
  expect(getCurrency()).toBe('EUR');
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

  // The Customer Support popover opens, its details loading.
  await userEvent.click(screen.getByRole('button', { name: 'Customer Support' }));
  expect(screen.getByRole('button', { name: 'Customer Support' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(screen.getByRole('progressbar', { name: 'Loading contact details' })).toBeVisible();
});

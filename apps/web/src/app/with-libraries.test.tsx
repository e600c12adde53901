import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { mockApi, ok, SITE_INFO as SITE } from '../../test/render';
import { toastError } from '../shared/ui/toast';
import { AppRoutes } from './router';

afterEach(() => vi.restoreAllMocks());

test('home, drawn without them, gets its notices, footer details, currencies, toasts and popover details once Mantine and TanStack Query are in', async () => {
  mockApi((url) => {
    if (url.includes('/v2/static/siteInfo')) return ok(SITE);
    if (url.includes('/v2/static/notices')) {
      return ok({
        list: [
          {
            id: 1,
            title: 'Check your passport before you fly',
            body: 'Six months of validity.',
            level: 'info',
            publishedAt: '2026-11-01',
          },
        ],
        page: 1,
        size: 3,
        total: 1,
      });
    }
    return ok(null);
  });
  // As main.tsx mounts the site: no providers around the routes.
  render(
    <MemoryRouter initialEntries={['/?active=1']}>
      <AppRoutes />
    </MemoryRouter>,
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Fly further for less' }),
  ).toBeInTheDocument();
  toastError('The seat map is not available.');

  expect(await screen.findByText('Check your passport before you fly')).toBeInTheDocument();
  expect(await screen.findByText(SITE.hours)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: SITE.tel_general_enquiries })).toHaveAttribute(
    'href',
    'tel:+61280001234',
  );
  // Site info offers two currencies.
  await vi.waitFor(() =>
    expect(
      within(screen.getByRole('combobox', { name: 'Currency' })).getAllByRole('option'),
    ).toHaveLength(2),
  );
  expect(await screen.findByText('The seat map is not available.')).toBeInTheDocument();
  // One toast, however many parts of the page were drawn with the libraries.
  expect(screen.getAllByText('The seat map is not available.')).toHaveLength(1);

  // The Customer Support popover's details come from the same site info.
  await userEvent.click(screen.getByRole('button', { name: 'Customer Support' }));
  expect(await screen.findByRole('link', { name: SITE.support_mail })).toHaveAttribute(
    'href',
    `mailto:${SITE.support_mail}`,
  );
});

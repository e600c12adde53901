import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { RouteError } from '../../app/route-error';
import { ApiError } from '../api/client';
import { toastFailure } from './toast';

const ID = '3f2a9c1e-5b7d-4e2f-9a10-6c8d2e4f1b3a';
const failed = () =>
  new ApiError({
    code: 500,
    msg: `Something went wrong on our side. Please try again later. (Reference ${ID})`,
    requestId: ID,
  });

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reference of a failed call', () => {
  test('an error toast shows it, and its button copies it whole', async () => {
    const user = userEvent.setup();
    renderWithApp(<p>page</p>);
    toastFailure(failed());

    const reference = await screen.findByTestId('error-reference');
    expect(reference).toHaveTextContent(`Reference: ${ID}`);
    await user.click(within(reference).getByRole('button', { name: 'Copy the reference' }));
    expect(await navigator.clipboard.readText()).toBe(ID);
    expect(
      await within(reference).findByRole('button', { name: 'Reference copied' }),
    ).toBeInTheDocument();
  });

  test('a toast for an error the server did not give (offline, a page error) has none', async () => {
    renderWithApp(<p>page</p>);
    toastFailure(new ApiError({ code: 0, msg: 'Network error.' }));
    expect(await screen.findByText('Network error.')).toBeInTheDocument();
    expect(screen.queryByTestId('error-reference')).not.toBeInTheDocument();
  });

  test('the error page shows it when a call failed the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ok(null));
    renderWithApp(<RouteError error={failed()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-reference')).toHaveTextContent(`Reference: ${ID}`);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { AUTH_MESSAGES as M } from '@farewise/domain/auth/auth.messages';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { PasswordSettings } from './password-settings';

function setup(
  reply = () =>
    ok(null, M.passwordChanged) as ReturnType<typeof ok> | { status: number; body: unknown },
) {
  const fetchMock = mockApi(reply);
  renderWithApp(<PasswordSettings />);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('Password setting', () => {
  test('an empty form names each field with the SPEC 5 messages', async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(M.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(M.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(M.confirmRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the new password needs letters and numbers, and the two must match', async () => {
    const { user } = setup();
    await user.type(field('New password'), 'abcdef');
    await user.tab();
    expect(await screen.findByText(M.passwordRule)).toBeInTheDocument();
    await user.clear(field('New password'));
    await user.type(field('New password'), 'abc123');
    await user.type(field('Re-enter new password'), 'abc124');
    await user.tab();
    expect(await screen.findByText(M.confirmMismatch)).toBeInTheDocument();
    await user.type(field('Re-enter new password'), ' ');
    await user.clear(field('Re-enter new password'));
    await user.type(field('Re-enter new password'), '   ');
    await user.tab();
    expect(await screen.findByText(M.confirmEmpty)).toBeInTheDocument();
  });

  test('success says so and that other devices have been signed out', async () => {
    const { user, fetchMock } = setup();
    await user.type(field('Current password'), 'old123');
    await user.type(field('New password'), 'new456');
    await user.type(field('Re-enter new password'), 'new456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Other devices have been signed out.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/v3/changePass');
    expect(JSON.parse(String(init?.body))).toEqual({ old_pass: 'old123', new_pass: 'new456' });
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
  });

  test('a wrong current password is shown on its field', async () => {
    const { user } = setup(() => ({
      status: 400,
      body: { code: 400, msg: M.oldPasswordWrong, data: null },
    }));
    await user.type(field('Current password'), 'nope123');
    await user.type(field('New password'), 'new456');
    await user.type(field('Re-enter new password'), 'new456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(M.oldPasswordWrong)).toBeInTheDocument();
  });
});

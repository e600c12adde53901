import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AUTH_MESSAGES } from '@farewise/domain/auth/auth.messages';
import { closeDialogs, openLogin } from '../../../shared/dialogs/dialog-store';
import { clearSession, sessionStore } from '../../../shared/session/session-store';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { LoginDialog } from './login-dialog';

afterEach(() => {
  act(() => {
    closeDialogs();
    clearSession();
  });
});

function setup(options?: Parameters<typeof openLogin>[0]) {
  const fetchMock = mockApi((url) => {
    if (url.startsWith('/v3/login'))
      return ok(
        { token: 'tok-1', email: 'ann@example.com', expiresAt: '2030-01-01' },
        'Login successful',
      );
    if (url.startsWith('/v2/user/getInfo')) return ok({ email: 'ann@example.com' });
    return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
  });
  act(() => openLogin(options));
  const view = renderWithApp(<LoginDialog />);
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('login dialog', () => {
  test('is titled Welcome and offers Create an Account and Forgot Password?', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No, just book it' })).not.toBeInTheDocument();
  });

  test('an empty form shows the SPEC messages for e-mail and password', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  });

  test('a malformed e-mail is rejected on blur', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@');
    await user.tab();
    expect(
      await screen.findByText('This email address appears to be incorrect.'),
    ).toBeInTheDocument();
  });

  test('the password is required on blur', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Please enter a password')).toBeInTheDocument();
  });

  test('the guest link shows only when opened from a booking, and continues as guest', async () => {
    const onContinueAsGuest = vi.fn();
    const { user } = setup({ onContinueAsGuest });
    await user.click(await screen.findByRole('button', { name: 'No, just book it' }));
    expect(onContinueAsGuest).toHaveBeenCalledOnce();
  });

  test('a successful login stores the token and loads user info', async () => {
    const { user, fetchMock } = setup();
    await user.type(await screen.findByLabelText('Email'), 'Ann@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-1'));
    const loginCall = fetchMock.mock.calls.find(([url]) => String(url) === '/v3/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      mail: 'ann@example.com',
      password: 'secret1',
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/v2/user/getInfo')).toBe(true),
    );
    expect(sessionStore.get().user?.email).toBe('ann@example.com');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  test('a refused login shows the server msg as an error toast', async () => {
    mockApi(() => ({
      status: 401,
      body: { code: 401, msg: 'The email or password is incorrect.', data: null },
    }));
    act(() => openLogin());
    renderWithApp(<LoginDialog />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

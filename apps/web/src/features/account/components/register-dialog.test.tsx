import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import {
  closeDialogs,
  dialogStore,
  openForgotPassword,
  openRegister,
} from '../../../shared/dialogs/dialog-store';
import { clearSession } from '../../../shared/session/session-store';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { RegisterDialog } from './register-dialog';
import { RetrievePasswordDialog } from './retrieve-password-dialog';

afterEach(() => {
  act(() => {
    closeDialogs();
    clearSession();
  });
});

const dialogs = [
  {
    name: 'Register',
    open: openRegister,
    Dialog: RegisterDialog,
    title: 'Create an Account',
    submit: 'Register',
    password: 'Password',
  },
  {
    name: 'Retrieve Password',
    open: openForgotPassword,
    Dialog: RetrievePasswordDialog,
    title: 'Retrieve Password',
    submit: 'Submit',
    password: 'New password',
  },
] as const;

describe.each(dialogs)('$name dialog', ({ open, Dialog, title, submit, password }) => {
  function setup() {
    const fetchMock = mockApi((url) => {
      if (url === '/v2/getMailCode')
        return ok(null, 'The verification code has been sent to your email.');
      if (url === '/v3/register')
        return ok(
          { token: 'tok-new', email: 'new@example.com', expiresAt: '2030-01-01' },
          'Registration successful. You are now logged in.',
        );
      if (url === '/v2/resetPassword')
        return ok(null, 'Password has been reset successfully. Please log in.');
      if (url === '/v2/user/getInfo') return ok({ email: 'new@example.com' });
      return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
    });
    act(() => open());
    renderWithApp(<Dialog />);
    return { fetchMock, user: userEvent.setup() };
  }

  test('an empty form shows every required message as SPEC 5 spells it', async () => {
    const { user } = setup();
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText('Enter a valid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.getByText('Please re-enter the password')).toBeInTheDocument();
  });

  test('a weak password and a different re-entry are refused', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(password), 'abcdef');
    await user.type(screen.getByLabelText('Re-enter password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(
      await screen.findByText('Password at least 6 characters (including letters and numbers)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Two input password is inconsistent!')).toBeInTheDocument();
  });

  test('a re-entry of only spaces asks for the password again', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Re-enter password'), '   ');
    await user.tab();
    expect(await screen.findByText('Please enter your password again')).toBeInTheDocument();
  });

  test('Get Code needs a valid-looking e-mail and sends nothing without one', async () => {
    const { user, fetchMock } = setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Please fill in the correct email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v2/getMailCode')).toBe(false);
  });
});

test('a successful register signs the traveller in and sends the code as a number', async () => {
  const fetchMock = mockApi((url) => {
    if (url === '/v3/register')
      return ok(
        { token: 'tok-new', email: 'new@example.com', expiresAt: '2030-01-01' },
        'Registration successful. You are now logged in.',
      );
    if (url === '/v2/user/getInfo') return ok({ email: 'new@example.com' });
    return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
  });
  act(() => openRegister());
  renderWithApp(<RegisterDialog />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.type(screen.getByLabelText('Re-enter password'), 'abc123');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-new'));
  const call = fetchMock.mock.calls.find(([url]) => url === '/v3/register');
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({
    email: 'new@example.com',
    password: 'abc123',
    code: 123456,
  });
  // The server's msg (SPEC 8 shows it first), and it is true: the traveller is signed in.
  expect(
    await screen.findByText('Registration successful. You are now logged in.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Please log in/)).not.toBeInTheDocument();
  expect(dialogStore.get().registerShow).toBe(false);
  expect(dialogStore.get().loginShow).toBe(false);
});

test('a signed-in traveller is never told to log in, even when the answer has no msg', async () => {
  mockApi((url) => {
    if (url === '/v3/register')
      return ok({ token: 'tok-new', email: 'new@example.com', expiresAt: '2030-01-01' }, '');
    if (url === '/v2/user/getInfo') return ok({ email: 'new@example.com' });
    return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
  });
  act(() => openRegister());
  renderWithApp(<RegisterDialog />);
  await fillAndRegister();
  await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-new'));
  expect(
    await screen.findByText('Registration successful. You are now logged in.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Please log in/)).not.toBeInTheDocument();
});

test("an answer that signs no one in shows SPEC 8's 'Please log in' and opens Log In", async () => {
  mockApi((url) => {
    if (url === '/v3/register') return ok(null, '');
    return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
  });
  act(() => openRegister());
  renderWithApp(<RegisterDialog />);
  await fillAndRegister();
  expect(await screen.findByText('Registration successful. Please log in.')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
  expect(dialogStore.get().loginShow).toBe(true);
});

async function fillAndRegister() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.type(screen.getByLabelText('Re-enter password'), 'abc123');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

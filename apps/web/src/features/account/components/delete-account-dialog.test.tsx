import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { AUTH_MESSAGES as M } from '@farewise/domain/auth/auth.messages';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { sessionStore, signIn } from '../../../shared/session/session-store';
import { ACCOUNT_DELETED_NOTICE, DeleteAccountDialog } from './delete-account-dialog';

const EMAIL = 'ann@example.com';
type Reply = ReturnType<typeof ok> | { status: number; body: unknown };

function setup(replies: { code?: () => Reply; remove?: () => Reply } = {}) {
  signIn({ token: 'tok', email: EMAIL });
  const fetchMock = mockApi((url) => {
    if (url === '/v3/account/deleteCode')
      return replies.code?.() ?? ok({ retryAfter: 60 }, 'A code has been sent to your email.');
    if (url === '/v3/account/delete')
      return replies.remove?.() ?? ok(null, 'Your account has been deleted.');
    return ok(null);
  });
  const onClose = vi.fn();
  const view = renderWithApp(<DeleteAccountDialog opened onClose={onClose} email={EMAIL} />, {
    path: '/userInfo?tab=3',
  });
  return { fetchMock, onClose, router: view.router, user: userEvent.setup({ delay: null }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });
const codeField = () => screen.getByLabelText(/^Verification code/, { selector: 'input' });

describe('Delete my account', () => {
  test('says what happens before anything is sent, and deleting waits for a code', async () => {
    const { fetchMock } = setup();
    expect(dialog()).toHaveTextContent(
      /saved travellers, contacts, price alerts and uploaded pictures are deleted/,
    );
    expect(dialog()).toHaveTextContent(/bookings are kept .* names and contact details replaced/);
    expect(dialog()).toHaveTextContent(/signed out on every device/);
    expect(dialog()).toHaveTextContent(EMAIL);
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the code, refuses an empty one, and a wrong one shows on its field', async () => {
    const { user, fetchMock } = setup({
      remove: () => ({
        status: 400,
        body: { code: 400, msg: 'The verification code is incorrect.', data: null },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('button', { name: /^Send again in 60s/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(M.codeRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The verification code is incorrect.')).toBeInTheDocument();
    expect(sessionStore.get().token).toBe('tok');
  });

  test('with the right code: deleted, signed out on this device, home with a notice', async () => {
    const { user, fetchMock, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(
      await screen.findByLabelText(/^Verification code/, { selector: 'input' }),
      '654321',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get().token).toBeNull();
    expect(await screen.findByText(ACCOUNT_DELETED_NOTICE)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/v3/account/delete');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '654321' });
  });

  test('open trips: the reason is shown and no code is asked for', async () => {
    const msg = 'Your account has trips that are not over yet.';
    const { user } = setup({
      code: () => ({ status: 409, body: { code: 409, msg, data: { openOrders: 1 } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
  });
});

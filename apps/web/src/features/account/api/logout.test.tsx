import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { signIn, sessionStore } from '../../../shared/session/session-store';
import { rememberHotelForLogin } from '../../../shared/session/after-login';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { useLogout } from './logout';

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Log out</button>;
}

describe('logout', () => {
  test('calls the server, says Exit successfully, clears token, Id and sk, and leaves /userInfo for home', async () => {
    const fetchMock = mockApi((url) =>
      url === '/v3/logout'
        ? ok(null, 'Exit successfully')
        : { status: 404, body: { code: 404, msg: 'x', data: null } },
    );
    act(() => signIn({ token: 'tok-1', email: 'ann@example.com' }));
    rememberHotelForLogin({ id: 'H1', sk: 'sk1' });
    localStorage.setItem('Id', 'H1');
    localStorage.setItem('sk', 'sk1');

    const { router } = renderWithApp(<></>, {
      path: '/userInfo?tab=2',
      routes: [
        { path: '/userInfo', element: <LogoutButton /> },
        { path: '/', element: <h1>Home</h1> },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v3/logout');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).authorization).toBe(
      'Bearer tok-1',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    for (const key of ['Id', 'sk']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStore.get()).toEqual({ token: null, user: null });
    expect(await screen.findByText('Exit successfully')).toBeInTheDocument();
  });

  test('on any other page the traveller stays where they are', async () => {
    mockApi(() => ok(null, 'Exit successfully'));
    act(() => signIn({ token: 'tok-2', email: 'ann@example.com' }));
    const { router } = renderWithApp(<></>, {
      path: '/aboutUs',
      routes: [{ path: '/aboutUs', element: <LogoutButton /> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/aboutUs');
  });

  test('a 401 on a signed-in call clears the session', async () => {
    mockApi(() => ({ status: 401, body: { code: 401, msg: 'Please log in again.', data: null } }));
    act(() => signIn({ token: 'tok-3', email: 'ann@example.com' }));
    renderWithApp(<p>page</p>);
    const { request } = await import('../../../shared/api/client');
    await act(async () => {
      await request('/v2/user/getInfo').catch(() => undefined);
    });
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

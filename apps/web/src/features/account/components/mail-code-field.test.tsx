import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { closeDialogs, openRegister } from '../../../shared/dialogs/dialog-store';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { RegisterDialog } from './register-dialog';

afterEach(() => act(() => closeDialogs()));

/** Lets pending promises (the fetch, the JSON) settle under fake timers. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => void (await Promise.resolve()));
};

describe('Get Code button', () => {
  test('goes idle → sending → 60 s countdown in seconds → idle, disabled while sending or counting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let answer: (() => void) | null = null;
    const fetchMock = mockApi((url) =>
      url === '/v2/getMailCode'
        ? ok(null, 'Code sent')
        : { status: 404, body: { code: 404, msg: 'x', data: null } },
    );
    // Hold the code call open so the 'sending' state can be seen.
    const realFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/v2/getMailCode') await new Promise<void>((r) => (answer = r));
      return realFetch(input, init);
    });
    act(() => openRegister());
    renderWithApp(<RegisterDialog />);
    await flush();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    const button = screen.getByRole('button', { name: 'Get Code' });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    await flush();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await act(async () => answer?.());
    await flush();
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => u === '/v2/getMailCode')?.[1]?.body),
    );
    expect(body).toEqual({ email: 'ann@example.com', use: '1', lang: 'en' });

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59s' })).toBeDisabled();

    // A second press while counting sends nothing.
    fireEvent.click(screen.getByRole('button', { name: '59s' }));
    expect(fetchMock.mock.calls.filter(([u]) => u === '/v2/getMailCode')).toHaveLength(1);

    await act(async () => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: '1s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Get Code' })).toBeEnabled();
  });

  test('a failed send returns to idle and shows the server msg', async () => {
    mockApi((url) =>
      url === '/v2/getMailCode'
        ? { status: 400, body: { code: 400, msg: 'This email is already registered.', data: null } }
        : { status: 404, body: { code: 404, msg: 'x', data: null } },
    );
    act(() => openRegister());
    renderWithApp(<RegisterDialog />);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ann@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
    // The message and the button's return to idle are two renders; a busy machine shows the gap.
    expect(await screen.findByRole('button', { name: 'Get Code' })).toBeEnabled();
  });

  test('a 429 counts down for as long as the server asks', async () => {
    mockApi((url) =>
      url === '/v2/getMailCode'
        ? {
            status: 429,
            body: {
              code: 429,
              msg: 'Too many requests. Please try again in 42 seconds.',
              data: { retryAfter: 42 },
            },
          }
        : { status: 404, body: { code: 404, msg: 'x', data: null } },
    );
    act(() => openRegister());
    renderWithApp(<RegisterDialog />);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ann@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByRole('button', { name: '42s' })).toBeDisabled();
  });
});

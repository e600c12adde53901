import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api/client';
import { OFFLINE_MESSAGE } from './offline-message';
import { clearSession, signIn } from '../session/session-store';
import { MAX_COPIES, readCopy, saveCopy, withSavedCopy } from './saved-copies';

const order = { orderNo: 'FW123', status: 'Issued' };
const setOnline = (online: boolean) => vi.stubGlobal('navigator', { ...navigator, onLine: online });

afterEach(() => clearSession());

describe('trips saved for reading offline', () => {
  test('an order opened online is answered from this device when offline, with when it was saved', async () => {
    signIn({ token: 't1', email: 'ann@example.com' });
    const fetcher = vi.fn().mockResolvedValue(order);
    const query = withSavedCopy('flight:1', fetcher);
    await expect(query()).resolves.toEqual(order);

    setOnline(false);
    await expect(query()).resolves.toEqual(order);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(readCopy('flight:1')?.savedAt).toBeLessThanOrEqual(Date.now());
  });

  test('a failed connection falls back to the copy; an answer from the server does not', async () => {
    signIn({ token: 't1', email: 'ann@example.com' });
    saveCopy('hotel:H1', order);
    const down = withSavedCopy('hotel:H1', () =>
      Promise.reject(new ApiError({ code: 0, msg: 'Network error.' })),
    );
    await expect(down()).resolves.toEqual(order);
    const gone = withSavedCopy('hotel:H1', () =>
      Promise.reject(new ApiError({ code: 404, msg: 'No such order.' })),
    );
    await expect(gone()).rejects.toMatchObject({ code: 404 });
  });

  test('offline, a page never opened on this device says it needs a connection', async () => {
    setOnline(false);
    const query = withSavedCopy('activity:A9', () => Promise.resolve(order));
    await expect(query()).rejects.toThrow(OFFLINE_MESSAGE);
  });

  test("another account signed in on this device does not read the first one's trips", async () => {
    signIn({ token: 't1', email: 'ann@example.com' });
    saveCopy('trips:all', [order]);
    signIn({ token: 't2', email: 'bob@example.com' });
    expect(readCopy('trips:all')).toBeNull();
  });

  test("a guest's copies stay in this tab only (session storage), never in local storage", () => {
    saveCopy('flight:2', order);
    expect(readCopy('flight:2')?.data).toEqual(order);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('savedCopy:'))).toEqual([]);
    expect(Object.keys(sessionStorage)).toContain('savedCopy:flight:2');
  });

  test('logging out removes every saved trip from this device', () => {
    saveCopy('flight:guest', order);
    signIn({ token: 't1', email: 'ann@example.com' });
    saveCopy('flight:1', order);
    saveCopy('trips:all', [order]);
    clearSession();
    const saved = [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) =>
      k.startsWith('savedCopy:'),
    );
    expect(saved).toEqual([]);
  });

  test('at most MAX_COPIES are kept, the oldest dropped first', () => {
    signIn({ token: 't1', email: 'ann@example.com' });
    for (let i = 0; i <= MAX_COPIES; i++) saveCopy(`flight:${i}`, order, 1000 + i);
    expect(readCopy('flight:0')).toBeNull();
    expect(readCopy(`flight:${MAX_COPIES}`)).not.toBeNull();
  });
});

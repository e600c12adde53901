import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { rememberOrderEmail } from '../../../shared/session/order-access';
import { ChangeProgressPage } from './change-progress-page';

describe('/changeProgress signed out', () => {
  test('an account’s booking found by its e-mail on this visit lists its requests with that e-mail', async () => {
    // As after the look-up from an after-sales mail's link: an account's booking has no token.
    rememberOrderEmail('o-2', 'ann@example.com');
    const seen: Record<string, string>[] = [];
    const api = mockApi((url, init) => {
      if (url.includes('/v3/ext/sr/refchg2/list')) {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        seen.push(headers);
        return headers['x-order-email'] === 'ann@example.com'
          ? ok({ page: 1, size: 10, total: 0, list: [] })
          : { status: 404, body: { code: 404, msg: 'This order was not found.', data: null } };
      }
      return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
    });
    renderWithApp(<ChangeProgressPage />, { path: '/changeProgress?orderId=o-2&request=RQ8' });
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(screen.queryByText('This order was not found.')).not.toBeInTheDocument();
    expect(seen[0]).toMatchObject({ 'x-order-email': 'ann@example.com' });
    // The e-mail is never in the address.
    expect(api.mock.calls.every(([url]) => !String(url).includes('example.com'))).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { activityOrder as order } from '../../test/activity-order';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { ActivityPayRoute } from './activity-pay-route';

const status = {
  orderType: 'activity',
  orderId: 'AWABCD2345',
  orderNo: 'AWABCD2345',
  title: 'Activity order AWABCD2345 · Seine sightseeing cruise',
  status: 'unpaid',
  paymentType: 'full',
  currency: 'AUD',
  total: 13_800,
  paid: 0,
  due: 13_800,
  refunded: 0,
  payments: [],
  instalments: [],
  cancelAt: null,
  sandbox: true,
};
describe('/activityPay', () => {
  test('shows the date, time, option and each age band with its price, and only this activity’s terms', async () => {
    mockApi((url) => (url.includes('/v3/vp/orders') ? ok(order) : ok(status)));
    renderWithApp(<></>, {
      path: '/activityPay/AWABCD2345',
      routes: [{ path: '/activityPay/:id', element: <ActivityPayRoute /> }],
    });
    const summary = await screen.findByRole('region', { name: 'Your activity' });
    expect(within(summary).getByText('Cruise with a glass of champagne')).toBeInTheDocument();
    expect(
      within(summary).getByText(/Sat 19 Dec 2026 at 10:00 \(local time\)/),
    ).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByTestId('price-line')
        .map((l) => l.textContent),
    ).toEqual([
      '2 × Adult (13+) at AUD 46.00AUD 92.00',
      '1 × Child (4-12) at AUD 46.00AUD 46.00',
      '1 × Infant (0-3), freeAUD 0.00',
    ]);
    expect(
      within(summary).getByText(
        'Free cancellation until Fri 18 Dec 2026, 10:00 (local time), for a full refund.',
      ),
    ).toBeInTheDocument();
    const terms = screen.getByRole('complementary', { name: 'Free cancellation' });
    expect(terms).toHaveTextContent('Free cancellation up to 24 hours before the start');
    expect(screen.queryByText('What Happens If I Miss a Payment?')).not.toBeInTheDocument();
    expect(screen.queryByText('What if I want to cancel?')).not.toBeInTheDocument();
  });
});

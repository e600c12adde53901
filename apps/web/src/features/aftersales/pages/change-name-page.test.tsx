import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AfterSalesOptions } from '@farewise/domain/aftersales/aftersales.schemas';
import { NOT_A_CORRECTION } from '@farewise/domain/aftersales/name-correction';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { ChangeNamePage } from './change-name-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER = '11111111-2222-4333-8444-555555555555';

/** Ann Lee, booked so, already corrected once to Anne Lea. */
const options: AfterSalesOptions = {
  orderId: ORDER,
  orderNo: 'FWABCDEFGH',
  status: 3,
  statusText: 'Ticket Confirmed',
  currency: 'AUD',
  paymentType: 'full',
  fareProduct: 'CHGF',
  fareName: 'Flex',
  bookedAt: '2026-11-20T09:00:00Z',
  freeCancellationUntil: null,
  paid: 1000,
  refunded: 0,
  directions: [
    {
      direction: 0,
      label: 'Depart',
      from: 'SYD',
      to: 'MEL',
      fromCity: 'Sydney',
      toCity: 'Melbourne',
      departure: '2026-12-20 08:00',
      departureUtc: '2026-12-19T21:00:00Z',
      departed: false,
      flights: ['QF1'],
      includedBaggage: '1 x 23KG',
      extraBagPrice: 50,
    },
  ],
  airports: [],
  passengers: [
    {
      index: 0,
      name: 'Anne Lea',
      given_name: 'Anne',
      middle_name: '',
      surname: 'Lea',
      bookedName: { given_name: 'Ann', middle_name: '', surname: 'Lee' },
      type: 0,
      ticketNo: '081-000000001',
      coupons: [{ direction: 0, status: 'open', extraBags: 0 }],
    },
  ],
  options: [
    {
      action: 'name',
      label: 'Name correction',
      allowed: true,
      price: 'No change fee',
      reason: "After 24 hours from booking, names are corrected under the fare's change rules.",
      perSegment: [],
    },
  ],
  quote: null,
  requests: [],
};

function api(asked: unknown[]) {
  return mockApi((url, init) => {
    if (url.startsWith('/v3/ext/sr/refchg2/psgList')) return ok(options);
    if (url.startsWith('/v3/ext/sr/refchg2/submit')) {
      asked.push(JSON.parse(String(init?.body)));
      return ok({
        request: null,
        bagsQuote: null,
        nameQuote: {
          allowed: true,
          reason: null,
          errors: [],
          letters: 2,
          swapped: false,
          free: false,
          currency: 'AUD',
          amount: 0,
          ruleText: "After 24 hours from booking the fare's change rules apply: Flex fare",
          quotedAt: '2026-11-24T10:00:00.000Z',
          expiresAt: '2026-11-24T10:15:00.000Z',
        },
      });
    }
    return { status: 404, body: { code: 404, msg: 'no', data: null } };
  });
}

async function type(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = await screen.findByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, value);
}

describe('/changeName', () => {
  test('another person’s name is refused on the page with its reason, before anything is sent', async () => {
    const asked: unknown[] = [];
    api(asked);
    renderWithApp(<ChangeNamePage />, {
      routes: [{ path: '/changeName/:id', element: <ChangeNamePage /> }],
      path: `/changeName/${ORDER}`,
    });
    const user = userEvent.setup();
    await type(user, 'First name', 'Zed');
    await type(user, 'Last name', 'Young');
    expect(await screen.findByText(NOT_A_CORRECTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct the name' })).toBeDisabled();
    expect(asked).not.toContainEqual(
      expect.objectContaining({ given_name: 'Zed', surname: 'Young' }),
    );
  });

  test('letters are counted from the name as booked: a second small step away is refused', async () => {
    const asked: unknown[] = [];
    api(asked);
    renderWithApp(<ChangeNamePage />, {
      routes: [{ path: '/changeName/:id', element: <ChangeNamePage /> }],
      path: `/changeName/${ORDER}`,
    });
    const user = userEvent.setup();
    // Anne Lea to Annie Leah is 2 letters, but 4 from Ann Lee as booked.
    await type(user, 'First name', 'Annie');
    await type(user, 'Last name', 'Leah');
    expect(await screen.findByText(NOT_A_CORRECTION)).toBeInTheDocument();
    expect(asked).not.toContainEqual(
      expect.objectContaining({ given_name: 'Annie', surname: 'Leah' }),
    );
    // Back to the booked name is a correction: the price is asked for and shown.
    await type(user, 'First name', 'Ann');
    await type(user, 'Last name', 'Lee');
    await waitFor(() => expect(screen.getByTestId('name-price')).toHaveTextContent('AUD 0.00'));
    expect(screen.queryByText(NOT_A_CORRECTION)).not.toBeInTheDocument();
    expect(asked).toContainEqual(expect.objectContaining({ given_name: 'Ann', surname: 'Lee' }));
  });
});

import { describe, expect, test } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../../../test/render';
import HotelOrderDetailPage from './hotel-order-detail-page';

const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('hotel order page', () => {
  test("opened with the order's id (from the pay and success pages) it moves to the insideOrderNo", async () => {
    const bodies: unknown[] = [];
    mockApi((url, init) => {
      if (url.includes('/v3/hotel/binfo')) {
        bodies.push(JSON.parse(String(init?.body)));
        return {
          body: {
            code: 200,
            msg: 'success',
            data: { orderId: ORDER_ID, insideOrderNo: 'H20261121000123' },
          },
        };
      }
      return { body: { code: 404, msg: 'Not found', data: null } };
    });
    const { router } = renderWithApp(<></>, {
      path: `/hotelOrderDetail/${ORDER_ID}`,
      routes: [{ path: '/hotelOrderDetail/:insideOrderNo', element: <HotelOrderDetailPage /> }],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/hotelOrderDetail/H20261121000123'),
    );
    expect(bodies).toEqual([{ orderId: ORDER_ID }]);
  });
});

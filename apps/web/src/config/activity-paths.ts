import { withQuery, type Query } from './paths';

const enc = encodeURIComponent;

/**
 * The activity pages' routes (decision 018; SPEC 2.1 has none). Beside paths.ts rather than in it,
 * so the first load of every other page (the entry holds paths.ts) does not carry them.
 */
export const activityPaths = {
  list: { path: '/activityList', url: (q?: Query) => withQuery('/activityList', q) },
  detail: {
    path: '/activityDetail/:id',
    url: (id: string, q?: Query) => withQuery(`/activityDetail/${enc(id)}`, q),
  },
  booking: {
    path: '/activityBooking/:id',
    url: (id: string, q?: Query) => withQuery(`/activityBooking/${enc(id)}`, q),
  },
  pay: {
    path: '/activityPay/:id',
    url: (orderNo: string) => `/activityPay/${enc(orderNo)}`,
  },
  orderDetail: {
    path: '/activityOrderDetail/:orderNo',
    url: (orderNo: string) => `/activityOrderDetail/${enc(orderNo)}`,
  },
} as const;

/** Query keys of hotel orders, one for each call, shared by the hotels and payments features. */
export const hotelOrderKeys = {
  all: ['hotel-orders'] as const,
  quote: (sk: string, room: string, plan: string, currency: string) =>
    [...hotelOrderKeys.all, 'quote', sk, room, plan, currency] as const,
  detail: (insideOrderNo: string) => [...hotelOrderKeys.all, 'detail', insideOrderNo] as const,
  /** POST /v3/hotel/binfo by the order's id (the pay and success pages know the order so). */
  payInfo: (orderId: string) => [...hotelOrderKeys.all, 'by-id', orderId] as const,
  /** Under the order's key: invalidating the order (after a cancellation) refreshes these too. */
  refunds: (insideOrderNo: string) => [...hotelOrderKeys.detail(insideOrderNo), 'refunds'] as const,
  voucher: (insideOrderNo: string) => [...hotelOrderKeys.detail(insideOrderNo), 'voucher'] as const,
};

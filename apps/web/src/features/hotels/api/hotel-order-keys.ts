/** Query keys of the hotel reservation and order pages. */
export const hotelOrderKeys = {
  all: ['hotel-orders'] as const,
  quote: (sk: string, room: string, plan: string, currency: string) =>
    [...hotelOrderKeys.all, 'quote', sk, room, plan, currency] as const,
  detail: (insideOrderNo: string) => [...hotelOrderKeys.all, 'detail', insideOrderNo] as const,
  /** Under the order's key: invalidating the order (after a cancellation) refreshes these too. */
  refunds: (insideOrderNo: string) => [...hotelOrderKeys.detail(insideOrderNo), 'refunds'] as const,
  voucher: (insideOrderNo: string) => [...hotelOrderKeys.detail(insideOrderNo), 'voucher'] as const,
};

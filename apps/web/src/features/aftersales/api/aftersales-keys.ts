/** Query keys of the after-sales calls: everything of one order lives under its key. */
export const aftersalesKeys = {
  all: ['aftersales'] as const,
  order: (orderId: string) => [...aftersalesKeys.all, 'order', orderId] as const,
  options: (orderId: string, quote?: string) =>
    [...aftersalesKeys.order(orderId), 'options', quote ?? ''] as const,
  changeFlights: (orderId: string, query: string) =>
    [...aftersalesKeys.order(orderId), 'change-flights', query] as const,
  request: (requestId: string) => [...aftersalesKeys.all, 'request', requestId] as const,
  list: (orderId: string | null, page: number, size: number) =>
    [...aftersalesKeys.all, 'list', orderId ?? 'mine', page, size] as const,
};

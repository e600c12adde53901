/** Query keys of the account area; logout removes everything under ['account']. */
export const accountKeys = {
  all: ['account'] as const,
  contacts: () => [...accountKeys.all, 'contacts'] as const,
  orders: (query: object) => [...accountKeys.all, 'orders', query] as const,
};

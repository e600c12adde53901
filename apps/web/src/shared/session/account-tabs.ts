/** The account area's tabs, in the order of /userInfo?tab=0..4 (SPEC 2.1). */
export const ACCOUNT_TABS = [
  'My Trips',
  'Traveler List',
  'Contact List',
  'Password setting',
  'Price alerts',
] as const;
export type AccountTab = 0 | 1 | 2 | 3 | 4;

export function accountTabFromQuery(value: string | null): AccountTab {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : 0;
}

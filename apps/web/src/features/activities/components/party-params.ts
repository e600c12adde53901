import type { Party } from '@farewise/domain/activities/activity.rules';

/** The party from the address (adults, children, infants), two adults when absent. */
export function partyFrom(params: URLSearchParams): Party {
  const n = (key: string, fallback: number) => {
    const v = Number(params.get(key));
    return Number.isInteger(v) && v >= 0 && v <= 15 && params.get(key) !== null ? v : fallback;
  };
  return {
    adults: Math.max(1, n('adults', 2)),
    children: n('children', 0),
    infants: n('infants', 0),
  };
}

/** Minutes seats, rooms or places stay held for an unpaid order (SPEC 2.4), for every kind of order. */
export const HOLD_MINUTES = 15;

/**
 * SPEC 9's slice payment terms, shown on the pay page before paying and on the booking page.
 * One list so every screen says the same.
 */
export const SLICE_TERMS_TITLE = 'Slice payment terms';

export const SLICE_TERMS: readonly string[] = [
  'There is no cancellation fee: cancel and everything you have paid comes back, except the hold price fee, which is non-refundable. The instalments stop and nothing more is charged.',
  'Cancel within the 24-hour grace period after booking and the hold price fee is waived: everything you paid comes back.',
  'Missed payments carry no late fees. We send a reminder before and after each payment.',
  'If 2 or more payments are missed without contacting us, the booking may be cancelled with at least 24 hours’ notice, and slice pay will then be unavailable for later bookings.',
  'An unpaid final payment blocks check-in.',
  'Customers in the USA must pay the remaining balance if no refund is possible; customers in Australia can stop payments.',
];

/**
 * What an order mail says under its link to the booking's page (activity, hotel): the link opens
 * on any device, where the page asks only for the address the mail went to (issue 37).
 */
export const OPENS_ANYWHERE =
  'On another phone or computer, the page asks for this e-mail address and opens your booking.';

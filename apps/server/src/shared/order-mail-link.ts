/**
 * What an order mail says under its link to the booking's page (activity, hotel): the link opens
 * on any device, where the page asks only for the address the mail went to (issue 37).
 */
export const OPENS_ANYWHERE =
  'On another phone or computer, the page asks for this e-mail address and opens your booking.';

/**
 * A flight order's link in its mails: the booking look-up with the order number filled in, so on
 * any device the traveller gives only the e-mail address the mail went to.
 */
export const bookingLookUpLink = (siteUrl: string, orderNo: string) =>
  `${siteUrl.replace(/\/$/, '')}/searchBookings?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * An after-sales request's link in its mails: the same look-up, also carrying the request, so on
 * any device the traveller gives only the e-mail address and lands on the request's progress.
 */
export const requestProgressLink = (siteUrl: string, orderNo: string, requestNo: string) =>
  `${bookingLookUpLink(siteUrl, orderNo)}&request=${encodeURIComponent(requestNo)}`;

/** What a flight mail says with that link. */
export const LOOK_UP_WITH_EMAIL = 'with this e-mail address (the order number is in the link)';

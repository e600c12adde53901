import dayjs from 'dayjs';
import { formatDate } from '../shared/dates.ts';

/**
 * Flights are sold until this many hours before they leave (decision 039): airlines close
 * e-ticketing and check-in well before departure, so a later sale could not be ticketed.
 * Search drops flights inside it; order creation, ticketPrice/ticketVerify and payment refuse them.
 */
export const TICKETING_CUTOFF_HOURS = 3;

/** The earliest departure (epoch ms) still sold at `now`. */
export function earliestBookableDeparture(now: Date | number): number {
  return dayjs(now).add(TICKETING_CUTOFF_HOURS, 'hour').valueOf();
}

/** Whether a flight leaving at `departureUtc` (epoch ms) may still be sold at `now`. */
export function isBookableDeparture(departureUtc: number, now: Date | number): boolean {
  return departureUtc >= earliestBookableDeparture(now);
}

/** Whether a departure date (YYYY-MM-DD) is before `today` (YYYY-MM-DD, where the flight leaves). */
export function isPastDepartureDate(date: string, today: string): boolean {
  return date < today;
}

export const DEPARTURE_MESSAGES = {
  /** Order creation, ticketPrice/ticketVerify and payment of a flight inside the cut-off. */
  closed: `This flight leaves in less than ${TICKETING_CUTOFF_HOURS} hours or has already left, so it can no longer be booked or paid for. Please search for a later flight.`,
  /** A search whose departure date has passed where the flight leaves. */
  datePassed: (date: string) =>
    `${formatDate(date)} has passed, so its flights can no longer be booked. Please search from today onwards.`,
  /**
   * Why a charge completed (after 3-D Secure) once the flight had come inside the cut-off is
   * given back at once: the end of the late-charge mail's first sentence (decision 042).
   */
  paidTooLate: `the flight was leaving in less than ${TICKETING_CUTOFF_HOURS} hours when your payment was completed, too late for a ticket to be issued.`,
  /** Results of a day whose flights have all left or close within the cut-off. */
  noneLeft: `No more flights can be booked on this day: flights leaving within ${TICKETING_CUTOFF_HOURS} hours or already gone are not sold.`,
} as const;

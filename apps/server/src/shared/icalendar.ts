import ical, { ICalCalendarMethod, type ICalEventData } from 'ical-generator';

export { ICalEventStatus } from 'ical-generator';
export type { ICalEventData } from 'ical-generator';

/**
 * A whole iCalendar file (RFC 5545), written by ical-generator: TEXT escaped, lines folded at 75
 * octets without splitting a character, CRLF line ends. METHOD:CANCEL withdraws an event sent before.
 */
export function icsCalendar({
  product,
  events,
  method = 'PUBLISH',
}: {
  /** 'Hotel order': the PRODID is -//Farewise//<product>//EN. */
  product: string;
  events: ICalEventData[];
  method?: 'PUBLISH' | 'CANCEL';
}): string {
  const text = ical({
    prodId: { company: 'Farewise', product, language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
    events,
  }).toString();
  // Every content line ends with CRLF, the last one too (RFC 5545 3.1).
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

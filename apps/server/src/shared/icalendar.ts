/** Pieces of an iCalendar file (RFC 5545) that every calendar attachment writes the same way. */

/** An instant as a UTC DATE-TIME ('20250615T120000Z'). */
export const icsUtcStamp = (at: Date | number): string =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value with backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
export const icsText = (s: string): string =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** Lines of at most 75 octets, continued with a space (RFC 5545 3.1). */
export function icsFold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

/** A whole calendar file: the VCALENDAR wrapper around the given event lines, CRLF-ended (METHOD:CANCEL withdraws an event sent before). */
export function icsCalendar({
  prodId,
  lines,
  method = 'PUBLISH',
}: {
  prodId: string;
  lines: string[];
  method?: 'PUBLISH' | 'CANCEL';
}): string {
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...lines,
    'END:VCALENDAR',
  ].join('\r\n')}\r\n`;
}

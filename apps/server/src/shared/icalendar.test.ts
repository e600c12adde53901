import { expect, test } from 'vitest';
import { icsCalendar } from './icalendar.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

test('an accented name folds at 75 octets without splitting a character, and unfolds to itself', () => {
  const name =
    'Hôtel Élysée Ünïcödé Résidence & Spa, Zürich — the café with the naïve façade, über-très élégant';
  const ics = icsCalendar({
    product: 'Hotel order',
    events: [
      {
        id: 'HW23456789@farewise',
        stamp: new Date('2027-01-01T00:00:00Z'),
        allDay: true,
        start: new Date('2027-03-05T00:00:00Z'),
        end: new Date('2027-03-07T00:00:00Z'),
        summary: `Stay at ${name}`,
      },
    ],
  });
  const lines = ics.split('\r\n').slice(0, -1);
  for (const line of lines) {
    expect(octets(line)).toBeLessThanOrEqual(75);
    // A character cut in two would not survive a round trip through UTF-8 bytes.
    expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
  }
  const summary = lines.findIndex((l) => l.startsWith('SUMMARY:'));
  expect(lines[summary + 1]?.startsWith(' ')).toBe(true);
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toContain(
    'SUMMARY:Stay at Hôtel Élysée Ünïcödé Résidence & Spa\\, Zürich — the café with the naïve façade\\, über-très élégant\r\n',
  );
  expect(ics).toContain('PRODID:-//Farewise//Hotel order//EN\r\n');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270305\r\n');
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
});

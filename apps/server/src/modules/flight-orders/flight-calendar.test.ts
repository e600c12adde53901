import { describe, expect, test } from 'vitest';
import type { AirportInfo, FlightRouting } from '@farewise/domain/flights/search.schemas';
import { flightCalendar } from './flight-calendar.ts';

const airport = (code: string, name: string, timeZone: string): AirportInfo => ({
  code,
  name,
  cityName: '',
  cityCode: '',
  countryName: 'Australia',
  timeZone,
});

const flight = {
  carrier: 'QF',
  carrierName: 'Qantas',
  flightNumber: 'QF401',
  depAirport: 'SYD',
  arrAirport: 'MEL',
  depTerminal: '3',
  arrTerminal: '1',
  depTimeEx: '2026-12-15 08:00',
  arrTimeEx: '2026-12-15 09:35',
};
const routing = {
  segmentInfo: {
    fromSegments: { DepAirport: 'SYD', ArrAirport: 'MEL', TotalTimes: 95, detail: [flight] },
    retSegments: null,
  },
} as unknown as FlightRouting;

/** The calendar file's lines, unfolded (RFC 5545 folds long lines with a space). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the flights calendar file', () => {
  test("an event's place names the airport beside its code and terminal, at the airport's time", () => {
    const ics = flightCalendar({
      orderNo: 'FW123',
      routing,
      airports: [
        airport('SYD', 'Sydney Kingsford Smith International Airport', 'Australia/Sydney'),
        airport('MEL', 'Melbourne International Airport', 'Australia/Melbourne'),
      ],
      now: new Date('2026-12-01T00:00:00Z'),
    });
    const lines = unfolded(ics);
    expect(lines).toContain(
      'LOCATION:Sydney Kingsford Smith International Airport (SYD) · Terminal 3',
    );
    // 08:00 in Sydney (UTC+11 in December) is 21:00 UTC the day before.
    expect(lines.some((l) => /^DTSTART.*20261214T210000Z?$/.test(l))).toBe(true);
  });
});

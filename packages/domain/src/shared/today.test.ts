import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  instantOfWallTime,
  shiftWallTime,
  todayAt,
  todayUtc,
  travellerToday,
  wallTimeAt,
} from './today.ts';

// 2026-12-01 22:30 UTC: already 2 December in Sydney and Kiritimati, still 1 December in London
// and in the afternoon in Los Angeles.
const NOW = Date.UTC(2026, 11, 1, 22, 30);

for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  describe(`with the process in ${zone}`, () => {
    // Node reads TZ again when it changes: every Date made after this is in `zone`.
    beforeAll(() => {
      vi.stubEnv('TZ', zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    test('today at a place is the date on its own wall calendar', () => {
      expect(todayAt('Australia/Sydney', NOW)).toBe('2026-12-02');
      expect(todayAt('Europe/London', NOW)).toBe('2026-12-01');
      expect(todayAt('America/Los_Angeles', new Date(NOW))).toBe('2026-12-01');
      expect(todayAt('Pacific/Kiritimati', NOW)).toBe('2026-12-02');
    });

    test("the server's today where no place applies is the UTC date", () => {
      expect(todayUtc(NOW)).toBe('2026-12-01');
      expect(todayUtc(Date.UTC(2026, 11, 1, 23, 59))).toBe('2026-12-01');
    });

    test("the traveller's today is the date where the process runs", () => {
      expect(travellerToday(NOW)).toBe(zone === 'Pacific/Kiritimati' ? '2026-12-02' : '2026-12-01');
    });

    test('a wall time at a place is read and written in that place, not the process', () => {
      expect(instantOfWallTime('2026-12-02 09:30', 'Australia/Sydney')).toBe(NOW);
      expect(wallTimeAt('Australia/Sydney', NOW)).toBe('2026-12-02 09:30');
      // Sydney's 02:30 on 8 March 2026 is in the hour Los Angeles skips that night.
      expect(wallTimeAt('Australia/Sydney', Date.UTC(2026, 2, 7, 15, 30))).toBe('2026-03-08 02:30');
      expect(todayAt('Australia/Sydney', Date.UTC(2026, 2, 7, 13, 30))).toBe('2026-03-08');
    });

    test('moving a wall time by real minutes follows the place across its clock change', () => {
      // Sydney's clocks went forward at 02:00 on 4 October 2026; London's go back at 02:00 on 25 October.
      expect(shiftWallTime('2026-10-04 01:30', 60, 'Australia/Sydney')).toBe('2026-10-04 03:30');
      expect(shiftWallTime('2026-10-25 00:30', 120, 'Europe/London')).toBe('2026-10-25 01:30');
      // Los Angeles goes forward on 8 March 2026: a Sydney time is not moved by it.
      expect(shiftWallTime('2026-03-08 01:30', 60, 'Australia/Sydney')).toBe('2026-03-08 02:30');
      expect(shiftWallTime('2026-03-08 01:30', 60, 'America/Los_Angeles')).toBe('2026-03-08 03:30');
      expect(shiftWallTime('2026-12-02 23:20', -45, 'Asia/Kolkata')).toBe('2026-12-02 22:35');
    });
  });
}

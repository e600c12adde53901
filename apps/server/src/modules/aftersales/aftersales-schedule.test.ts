import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { retimed } from './aftersales-schedule.ts';

const zones: Record<string, string> = {
  SYD: 'Australia/Sydney',
  MEL: 'Australia/Melbourne',
  LAX: 'America/Los_Angeles',
  SFO: 'America/Los_Angeles',
};
const zoneOf = (airport: string) => zones[airport] ?? 'UTC';

for (const processZone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
  describe(`a retimed flight's local times, the server in ${processZone}`, () => {
    beforeAll(() => {
      vi.stubEnv('TZ', processZone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    test("each end moves on its own airport's clock, across that airport's clock change", () => {
      // Sydney's and Melbourne's clocks go forward at 02:00 on 4 October 2026: an hour later
      // than 01:30 is 03:30 there.
      const flight = {
        depAirport: 'SYD',
        arrAirport: 'MEL',
        depTimeEx: '2026-10-04 01:30',
        arrTimeEx: '2026-10-04 03:05',
      };
      expect(retimed(flight, 60, zoneOf)).toMatchObject({
        depTimeEx: '2026-10-04 03:30',
        arrTimeEx: '2026-10-04 04:05',
      });
    });

    test("the server's own clock change does not move an airport's times", () => {
      // 8 March 2026 02:30 does not exist in Los Angeles; it does in Sydney.
      const flight = {
        depAirport: 'SYD',
        arrAirport: 'MEL',
        depTimeEx: '2026-03-08 01:30',
        arrTimeEx: '2026-03-08 03:05',
      };
      expect(retimed(flight, 60, zoneOf)).toMatchObject({
        depTimeEx: '2026-03-08 02:30',
        arrTimeEx: '2026-03-08 04:05',
      });
      const domestic = {
        depAirport: 'SFO',
        arrAirport: 'LAX',
        depTimeEx: '2026-03-08 00:45',
        arrTimeEx: '2026-03-08 01:50',
      };
      expect(retimed(domestic, 30, zoneOf)).toMatchObject({
        depTimeEx: '2026-03-08 01:15',
        arrTimeEx: '2026-03-08 03:20',
      });
      expect(retimed(domestic, -50, zoneOf).depTimeEx).toBe('2026-03-07 23:55');
    });
  });
}

import { describe, expect, test } from 'vitest';
import { formatLocal, localToUtc } from './local-time.ts';

/** The wall clock Intl gives for an instant, as 'YYYY-MM-DD HH:mm'. */
function intlWall(utcMs: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(utcMs);
  const get = (t: string) => parts.find((p) => p.type === t)?.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

// Zones with unusual rules: Morocco suspends summer time for Ramadan (four changes a year), Lord
// Howe moves by 30 minutes, Chatham is +12:45/+13:45, Santiago and Sydney change in the south.
const ZONES = [
  'Africa/Casablanca',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'Australia/Sydney',
  'Europe/London',
  'America/New_York',
  'Asia/Tokyo',
];

describe('local times', () => {
  test.each(ZONES)('%s: every 5 hours of 2026-2027 reads as Intl reads it', (zone) => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    for (let t = start; t < end; t += 5 * 3_600_000 + 7 * 60_000) {
      expect(formatLocal(t, zone), new Date(t).toISOString()).toBe(intlWall(t, zone));
    }
  });

  test('a local time on the day clocks go forward converts to the instant Intl agrees with', () => {
    // London's clocks went forward at 01:00 UTC on 29 March 2026: 09:30 local is 08:30 UTC.
    const utc = localToUtc('2026-03-29', 9 * 60 + 30, 'Europe/London');
    expect(new Date(utc).toISOString()).toBe('2026-03-29T08:30:00.000Z');
    expect(formatLocal(utc, 'Europe/London')).toBe('2026-03-29 09:30');
  });
});

import { describe, expect, test } from 'vitest';
import { scheduleChangeOf } from './schedule-changes.ts';

describe('airline schedule changes', () => {
  const dep = Date.UTC(2027, 0, 10, 8, 0);
  const keys = Array.from(
    { length: 4000 },
    (_, i) =>
      `QF${100 + (i % 900)}-2027${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}-${i}`,
  );

  test('about 3% of flights are retimed, the same way every time', () => {
    const changed = keys.map((k) => scheduleChangeOf(k, dep)).filter(Boolean);
    expect(changed.length / keys.length).toBeGreaterThan(0.015);
    expect(changed.length / keys.length).toBeLessThan(0.05);
    for (const k of keys.slice(0, 200))
      expect(scheduleChangeOf(k, dep)).toEqual(scheduleChangeOf(k, dep));
  });

  test('a change moves the flight by minutes to hours, announced 4 to 30 days before departure', () => {
    const changes = keys.map((k) => scheduleChangeOf(k, dep)).filter((c) => c !== null);
    expect(changes.some((c) => Math.abs(c.shiftMinutes) >= 180)).toBe(true);
    expect(changes.some((c) => Math.abs(c.shiftMinutes) < 60)).toBe(true);
    for (const c of changes) {
      const days = (dep - c.announcedAt) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(4);
      expect(days).toBeLessThanOrEqual(30);
    }
  });
});

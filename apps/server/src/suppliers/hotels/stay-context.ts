import type { HotelCity } from './destinations.ts';
import type { Hotel } from './hotel-catalog.ts';
import type { Stay, StayContext } from './hotel-supplier-types.ts';
import {
  cancellationDeadline,
  dayNumber,
  nightFactor,
  stayNights,
  type CancellationDeadline,
} from './stay-pricing.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A stay with its nights, and its demand factors and cancellation deadlines worked out once per city. */
export function createStayContext(stay: Stay, city: (index: number) => HotelCity): StayContext {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  const checkInDay = dayNumber(stay.checkIn);
  const factors = new Map<number, number[]>();
  const deadlines = new Map<number, CancellationDeadline>();
  const zoneDeadlines = new Map<string, CancellationDeadline>();
  const deadlineFor = (hotel: Hotel) => {
    // One number per city, days (under 1,024) and minute of the day.
    const key = (hotel.cityIndex * 1_024 + hotel.cancelDays) * 1_440 + hotel.cancelMinute;
    let deadline = deadlines.get(key);
    if (!deadline) {
      // The deadline depends on the city only through its zone, which many cities share.
      const c = city(hotel.cityIndex);
      const zoneKey = `${c.timeZone}|${hotel.cancelDays}|${hotel.cancelMinute}`;
      deadline = zoneDeadlines.get(zoneKey);
      if (!deadline) {
        deadline = cancellationDeadline(hotel, c, stay.checkIn);
        zoneDeadlines.set(zoneKey, deadline);
      }
      deadlines.set(key, deadline);
    }
    return deadline;
  };
  return {
    ...stay,
    nights,
    nightDays: nights.map(dayNumber),
    factorsFor(c) {
      let list = factors.get(c.index);
      if (!list) {
        list = nights.map((night) => nightFactor(c, night));
        factors.set(c.index, list);
      }
      return list;
    },
    deadlineFor,
    refundableAt(hotel, nowMs) {
      // The deadline is on check-in less cancelDays, at or after 00:00 local time, so at or
      // after 10:00 UTC the day before (no zone is more than 14 hours ahead): a deadline day
      // that starts more than 15 hours after now needs no zone arithmetic.
      const dayStartMs = (checkInDay - hotel.cancelDays) * DAY_MS;
      return dayStartMs - 15 * HOUR_MS > nowMs || deadlineFor(hotel).utcMs > nowMs;
    },
  };
}

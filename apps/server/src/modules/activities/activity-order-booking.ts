import {
  ACTIVITY_DATE_MESSAGE,
  ACTIVITY_HOLD_MINUTES,
  freeCancellationEnds,
  isBookableDate,
  partyErrors,
  partyPrice,
  placesOf,
} from '@farewise/domain/activities/activity.rules';
import type { ActivityBookResult } from '@farewise/domain/activities/activity.schemas';
import type { Currency } from '@farewise/domain/money/currency';
import {
  activityBookingErrors,
  type ActivityContactFields,
  type ActivityLeadFields,
} from '@farewise/domain/activities/activity-booking.rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type {
  ActivityRates,
  ActivitySupplier,
} from '../../suppliers/activities/activity-supplier.ts';
import { localDate } from '../../suppliers/activities/index.ts';
import { bookHeldOrder, orderContact } from '../orders/index.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import {
  activityNotFound,
  bookingInvalid,
  datesInvalid,
  optionNotFound,
  partyInvalid,
  priceChanged,
  slotUnavailable,
  soldOut,
} from './activities.errors.ts';
import type { Snapshot } from './activity-order-view.ts';
import { photoPath } from './activity-search.ts';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export interface ActivityOrderBookingDeps {
  db: Db;
  clock: Clock;
  supplier: ActivitySupplier;
  rates: ActivityRates;
  repo: ActivitiesRepository;
}

/** Booking: the rules, the supplier's price, the places held and the order written in one transaction. */
export function createActivityOrderBooking(deps: ActivityOrderBookingDeps) {
  const { db, clock, supplier, repo } = deps;

  /** POST /v3/vp/book: rules, the supplier's price, the places held and the order written in one transaction. */
  async function book(input: {
    userId: string | null;
    id: string;
    optionId: string;
    date: string;
    time: string;
    adults: number;
    children: number;
    infants: number;
    currency: Currency;
    totalPrice: number;
    lead: ActivityLeadFields;
    contact: ActivityContactFields;
  }): Promise<ActivityBookResult> {
    const now = clock.now();
    const product = supplier.product(input.id);
    if (!product) throw activityNotFound();
    const option = product.options.find((o) => o.id === input.optionId);
    if (!option) throw optionNotFound();
    const party = { adults: input.adults, children: input.children, infants: input.infants };
    const broken = partyErrors(party, product.bands);
    if (broken.length) throw partyInvalid(broken);
    // The supplier sells a year ahead from the city's today: any other date is not on sale.
    const today = localDate(now.getTime(), supplier.city(product.cityIndex).timeZone);
    if (!isBookableDate(input.date, today)) throw datesInvalid(ACTIVITY_DATE_MESSAGE);
    const slot = supplier.slotsOf(product, input.date).find((s) => s.time === input.time);
    if (!slot || !supplier.open(slot, now.getTime())) throw slotUnavailable();
    // The lead traveller by the activity's own rule (a traveller's names, SPEC 5), the contact as any booking's.
    const errors = activityBookingErrors({ lead: input.lead, contact: input.contact });
    if (errors.length) throw bookingInvalid(errors);
    const prices = supplier.prices(product, option.id, input.currency, deps.rates)!;
    const priced = partyPrice(prices, party);
    // The price is the supplier's, never the caller's: a different total is refused, not charged.
    if (input.totalPrice !== priced.total)
      throw priceChanged({ was: input.totalPrice, now: priced.total, currency: input.currency });
    const city = supplier.city(product.cityIndex);
    const places = placesOf(party);
    const { contact, contactEmail } = orderContact(input.contact);
    const snapshot: Snapshot = {
      title: product.title,
      category: product.category,
      photo: photoPath(product.photos[0] as string),
      cityName: city.name,
      countryName: city.countryName,
      timeZone: city.timeZone,
      meetingPoint: product.meetingPoint,
      durationMinutes: product.durationMinutes,
      languages: product.languages,
      inclusions: product.inclusions,
      optionName: option.name,
      bands: product.bands,
      lines: priced.lines,
    };
    const ends = freeCancellationEnds(product.policy, slot.startsAtMs);
    const { row, accessToken, holdExpiresAt } = await bookHeldOrder({
      db,
      now,
      userId: input.userId,
      prefix: 'AW',
      holdMinutes: ACTIVITY_HOLD_MINUTES,
      async hold(tx) {
        const left = await repo.takePlaces(
          {
            productId: product.id,
            date: input.date,
            time: input.time,
            places,
            supplierPlaces: supplier.supplierPlaces(product, input.date, input.time),
            now,
          },
          tx,
        );
        if (left === null) {
          const [known] = await repo.slotRows(
            { productIds: [product.id], dates: [input.date] },
            tx,
          );
          throw soldOut({
            placesLeft: known && known.time === input.time ? known.remaining : 0,
          });
        }
      },
      insert: (start, tx) =>
        repo.insert(
          {
            ...start,
            productId: product.id,
            optionId: option.id,
            date: input.date,
            time: input.time,
            startsAt: new Date(slot.startsAtMs),
            endsAt: new Date(slot.startsAtMs + product.durationMinutes * 60_000),
            ...party,
            places,
            snapshot,
            lead: {
              given_name: trim(input.lead.given_name),
              surname: trim(input.lead.surname),
            },
            contact,
            contactEmail,
            currency: input.currency,
            rate: deps.rates.perUsd(input.currency),
            total: priced.total,
            policy: product.policy,
            freeCancelUntil: ends === null ? null : new Date(ends),
          },
          tx,
        ),
    });
    return {
      orderNo: row.orderNo,
      accessToken,
      holdExpiresAt: holdExpiresAt.toISOString(),
      currency: row.currency,
      totalPrice: row.total,
    };
  }

  return { book };
}

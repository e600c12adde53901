import { randomBytes } from 'node:crypto';
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
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import type { Currency } from '@farewise/domain/money/currency';
import {
  hotelContactErrors,
  hotelGuestErrors,
  type HotelContactFields,
  type HotelGuestFields,
} from '@farewise/domain/orders/hotel-reservation.rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { referenceCode as code, withFreshReference } from '../../shared/references.ts';
import { hashToken } from '../../shared/token-hash.ts';
import type {
  ActivityRates,
  ActivitySupplier,
} from '../../suppliers/activities/activity-supplier.ts';
import { localDate } from '../../suppliers/activities/index.ts';
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
    lead: HotelGuestFields;
    contact: HotelContactFields;
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
    const errors = [
      ...Object.entries(hotelGuestErrors(input.lead)).map(([f, message]) => ({
        field: `lead.${f}`,
        message,
      })),
      ...Object.entries(hotelContactErrors(input.contact)).map(([f, message]) => ({
        field: `contact.${f}`,
        message,
      })),
    ];
    if (errors.length) throw bookingInvalid(errors);
    const prices = supplier.prices(product, option.id, input.currency, deps.rates)!;
    const priced = partyPrice(prices, party);
    // The price is the supplier's, never the caller's: a different total is refused, not charged.
    if (input.totalPrice !== priced.total)
      throw priceChanged({ was: input.totalPrice, now: priced.total, currency: input.currency });
    const city = supplier.city(product.cityIndex);
    const places = placesOf(party);
    const contact = {
      name: trim(input.contact.name),
      email: trim(input.contact.email),
      postcode: normaliseCallingCode(trim(input.contact.postcode)),
      mobile: trim(input.contact.mobile),
    };
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
    const accessToken = input.userId ? null : randomBytes(24).toString('base64url');
    const holdExpiresAt = new Date(now.getTime() + ACTIVITY_HOLD_MINUTES * 60_000);
    const ends = freeCancellationEnds(product.policy, slot.startsAtMs);
    return withFreshReference(async () => {
      const row = await db.transaction(async (tx) => {
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
        return repo.insert(
          {
            orderNo: `AW${code(8)}`,
            userId: input.userId,
            guestTokenHash: accessToken ? hashToken(accessToken) : null,
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
            contactEmail: contact.email.toLowerCase(),
            currency: input.currency,
            rate: deps.rates.perUsd(input.currency),
            total: priced.total,
            policy: product.policy,
            freeCancelUntil: ends === null ? null : new Date(ends),
            status: 'PendingPayment',
            holdState: 'held',
            holdExpiresAt,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
      });
      return {
        orderNo: row.orderNo,
        accessToken,
        holdExpiresAt: holdExpiresAt.toISOString(),
        currency: row.currency,
        totalPrice: row.total,
      };
    });
  }

  return { book };
}

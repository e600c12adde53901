import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FieldError } from '@farewise/domain/api/envelope';
import type { Currency } from '@farewise/domain/money/currency';
import { sliceSchedule, type SlicePlan } from '@farewise/domain/flights/slice-payment';
import { passengerListErrors } from '@farewise/domain/passengers/passenger.rules';
import { passengerTypeOfAgeType } from '@farewise/domain/passengers/passenger.schemas';
import { contactErrors } from '@farewise/domain/contacts/contact.rules';
import { normaliseCallingCode } from '@farewise/domain/contacts/calling-codes';
import type {
  BookingPassenger,
  FlightOrderInfo,
  PaymentType,
  TicketBookingResult,
  TicketPayVerifyResult,
} from '@farewise/domain/orders/flight-order.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import { searchParams } from '../flights/flight-search.service.ts';
import { createOffersRepository } from '../flights/offers.repository.ts';
import { createInventoryRepository, type SeatRequest } from '../flights/inventory.repository.ts';
import { findItinerary, parseOptionKey } from '../flights/offer-keys.ts';
import { offerExpired } from '../flights/flights.errors.ts';
import type { ExchangeRates } from '../money/exchange-rates.ts';
import { createFlightOrdersRepository, type FlightOrderRow } from './flight-orders.repository.ts';
import {
  bookingInvalid,
  holdExpired,
  orderClosed,
  orderForbidden,
  orderLookupFailed,
  orderNotFound,
  sliceBlocked,
  sliceUnavailable,
  tripTypeMismatch,
} from './flight-orders.errors.ts';
import {
  orderInfo,
  toDecimal,
  type StoredContact,
  type StoredPassenger,
  type StoredPayment,
} from './flight-order-view.ts';
import { confirmationMail } from './flight-order-mail.ts';
import { verifyOrderOffer } from './order-offer.ts';

/** Minutes seats stay held after the passengers are confirmed (issue 4). */
export const HOLD_MINUTES = 15;
const ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Who is asking: a signed-in user, and/or the guest token of one order. */
export interface OrderCaller {
  userId: string | null;
  orderToken: string | null;
}

export interface FlightOrdersDeps {
  db: Db;
  clock: Clock;
  search: FlightSearchService;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  mailer: MailService;
  siteUrl: string;
  log?: { error(obj: unknown, msg?: string): void };
  /**
   * How soon after payment the supplier issues tickets on its own; null leaves it to
   * issuePendingTickets (the sweeper, or a test) so tests see 'Issuing Ticket' first.
   */
  ticketingDelayMs?: number | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newOrderNo = () =>
  `FW${Array.from({ length: 8 }, () => ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)]).join('')}`;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const toMinor = (decimal: number) => Math.round(decimal * 100);

function sameToken(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Flight orders: creation (re-priced), booking with seat holds, look-ups, payment hooks, ticketing. */
export function createFlightOrdersService(deps: FlightOrdersDeps) {
  const { db, clock, search, supplier, rates, mailer } = deps;
  const orders = createFlightOrdersRepository({ db });
  const offers = createOffersRepository({ db });
  const inventory = createInventoryRepository({ db });
  const today = () => clock.now().toISOString().slice(0, 10);

  /** The flights of an option with what the supplier sells on them: the seats a booking holds. */
  async function seatRequests(unique: string, g: string) {
    const stored = await offers.findSearch({ id: unique });
    const params = stored ? searchParams.safeParse(stored.params) : null;
    const key = parseOptionKey(g);
    if (!stored || !params?.success || !key) throw offerExpired();
    const p = params.data;
    const outbound = findItinerary(
      await supplier.search({ from: p.from, to: p.to, date: p.fromDate }),
      key.outbound,
    );
    const inbound =
      key.inbound && p.retDate
        ? findItinerary(
            await supplier.search({ from: p.to, to: p.from, date: p.retDate }),
            key.inbound,
          )
        : null;
    if (!outbound || (key.inbound && !inbound)) throw offerExpired();
    const day = today();
    const flights: SeatRequest[] = [...outbound.flights, ...(inbound?.flights ?? [])].map((f) => ({
      flightKey: f.key,
      departureDate: f.depLocal.slice(0, 10),
      capacity: f.capacity[p.cabin],
      initialSeatsLeft: supplier.initialSeats(f, p.cabin, day),
    }));
    return {
      stored,
      cabin: p.cabin,
      flights,
      product: key.product,
      firstDeparture: outbound.flights[0]!.depLocal,
    };
  }

  async function checkSliceAllowed(
    subjects: { userId: string | null; email?: string | null },
    tx: Db | Tx = db,
  ) {
    const list = [
      ...(subjects.userId ? [`user:${subjects.userId}`] : []),
      ...(subjects.email ? [`email:${subjects.email.toLowerCase()}`] : []),
    ];
    if (await orders.isSliceBlocked({ subjects: list }, tx)) throw sliceBlocked();
  }

  function planFor(
    row: Pick<FlightOrderRow, 'totalAmount' | 'currency' | 'firstDeparture'>,
  ): SlicePlan {
    return sliceSchedule({
      total: row.totalAmount,
      currency: row.currency,
      bookedOn: today(),
      departureDate: row.firstDeparture.slice(0, 10),
    });
  }

  function canAccess(row: FlightOrderRow, caller: OrderCaller): boolean {
    if (row.userId) return caller.userId === row.userId;
    return !!caller.orderToken && sameToken(caller.orderToken, row.guestTokenHash);
  }

  async function accessible(orderId: string, caller: OrderCaller): Promise<FlightOrderRow> {
    const row = await orders.findById({ id: orderId });
    if (!row) throw orderNotFound();
    if (!canAccess(row, caller))
      throw row.userId && !caller.userId ? orderNotFound() : orderForbidden();
    return row;
  }

  async function releaseHold(row: FlightOrderRow, tx: DbOrTx) {
    const flights = row.seatFlights as SeatRequest[];
    const counts = await inventory.releaseSeats(
      {
        flightKeys: flights.map((f) => f.flightKey),
        cabin: row.cabin,
        count: row.adults + row.children,
      },
      tx,
    );
    await orders.update({ id: row.id, set: { holdState: 'released', updatedAt: clock.now() } }, tx);
    return counts;
  }

  const amountDue = (row: Pick<FlightOrderRow, 'paymentType' | 'slicePlan' | 'totalAmount'>) =>
    row.paymentType === 'slice' && (row.slicePlan as SlicePlan | null)?.valid
      ? (row.slicePlan as SlicePlan).deposit
      : row.totalAmount;

  function bookingResult(row: FlightOrderRow): TicketBookingResult {
    return {
      orderId: row.id,
      orderNo: row.orderNo,
      paymentType: row.paymentType as PaymentType,
      currency: row.currency,
      amountDueEx: toDecimal(amountDue(row)),
      totalPriceEx: toDecimal(row.totalAmount),
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? '',
    };
  }

  function validateBooking(
    row: FlightOrderRow,
    passengers: BookingPassenger[],
    contact: StoredContact,
  ): FieldError[] {
    const errors: FieldError[] = [];
    const adults = passengers.filter((p) => p.age_type === 0).length;
    if (adults !== row.adults || passengers.length - adults !== row.children) {
      errors.push({
        field: 'passengers',
        message: `This booking is for ${row.adults} adult(s) and ${row.children} child(ren). Please fill in one form per traveller.`,
      });
      return errors;
    }
    const referenceDate = row.firstDeparture.slice(0, 10);
    passengerListErrors(passengers, (i) => ({
      type: passengerTypeOfAgeType(passengers[i]!.age_type),
      referenceDate,
      today: today(),
      withPhone: true,
    })).forEach((list, i) => {
      for (const [field, message] of Object.entries(list))
        if (message) errors.push({ field: `passengers.${i}.${field}`, message });
    });
    for (const [field, message] of Object.entries(contactErrors(contact)))
      if (message) errors.push({ field: `contact.${field}`, message });
    return errors;
  }

  function storedPassenger(p: BookingPassenger): StoredPassenger {
    return {
      given_name: text(p.given_name),
      middle_name: text(p.middle_name),
      surname: text(p.surname),
      sex: Number(p.sex),
      birthday: text(p.birthday),
      id_card_issue: text(p.id_card_issue).toUpperCase(),
      national_code: text(p.national_code).toUpperCase(),
      id_card: text(p.id_card).replace(/\s+/g, '').toUpperCase(),
      id_card_time: text(p.id_card_time),
      phone_code: normaliseCallingCode(text(p.phone_code)),
      mobile: text(p.mobile),
      age_type: p.age_type,
      savedId: p.id ? String(p.id) : null,
      ticketNo: null,
    };
  }

  /** Ticket numbers: the airline's 3-digit accounting code and 10 digits (simulated). */
  function ticketNumber(carrier: string): string {
    const prefix = String(100 + ([...carrier].reduce((n, c) => n * 31 + c.charCodeAt(0), 7) % 900));
    return `${prefix}-${String(randomInt(1_000_000_000, 9_999_999_999))}`;
  }

  const service = {
    /** Create flight order: re-prices the option now; the price comes from the offer, never the caller. */
    async createOrder(input: {
      userId: string | null;
      adultNumber: number;
      childNumber: number;
      unique: string;
      g: string;
      kind: 1 | 2;
      totalPriceEx: number;
      Currency?: Currency;
      paymentType: PaymentType;
    }): Promise<{ orderId: string; orderToken: string | null }> {
      // 409 price changed { was, now }, sold out, or price expired (a fresh offer to book); 410 unknown offer.
      const verified = await verifyOrderOffer(search, input);
      const priced = await search.price({
        unique: input.unique,
        g: input.g,
        Currency: verified.currency as Currency,
      });
      if (priced.kind !== input.kind) throw tripTypeMismatch();
      const seats = await seatRequests(input.unique, input.g);
      const currency = verified.currency;
      const rate =
        currency === seats.stored.currency
          ? seats.stored.rate
          : rates.rate(currency as Currency).perUsd;
      const base = {
        totalAmount: toMinor(verified.price.totalPriceEx),
        currency,
        firstDeparture: seats.firstDeparture,
      };
      let slicePlan: SlicePlan | null = null;
      if (input.paymentType === 'slice') {
        await checkSliceAllowed({ userId: input.userId });
        slicePlan = planFor(base);
        if (!slicePlan.valid) throw sliceUnavailable();
      }
      const orderToken = input.userId ? null : randomBytes(24).toString('base64url');
      const now = clock.now();
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await orders.insert({
            orderNo: newOrderNo(),
            userId: input.userId,
            guestTokenHash: orderToken ? hashToken(orderToken) : null,
            searchId: input.unique,
            optionKey: input.g,
            fareProduct: seats.product,
            kind: input.kind,
            cabin: seats.cabin,
            adults: input.adultNumber,
            children: input.childNumber,
            currency,
            rate,
            totalAmount: base.totalAmount,
            adultAmount: toMinor(verified.price.adultPriceEx),
            childAmount: toMinor(verified.price.childPriceEx),
            paymentType: input.paymentType,
            slicePlan,
            itinerary: {
              routing: priced.routing,
              air_lines: priced.air_lines,
              air_ports: priced.air_ports,
            },
            seatFlights: seats.flights,
            firstDeparture: seats.firstDeparture,
            createdAt: now,
            updatedAt: now,
          });
          return { orderId: row.id, orderToken };
        } catch (err) {
          // A clash of order numbers (1 in 10^12 per pair): draw another.
          if (attempt < 3 && /order_no/.test(String((err as { message?: string }).message ?? '')))
            continue;
          throw err;
        }
      }
    },

    /** ticketBooking: passengers and contact checked and stored, seats held, in one transaction. */
    async book(input: {
      caller: OrderCaller;
      orderId: string;
      passengers: BookingPassenger[];
      contact: StoredContact;
      paymentType?: PaymentType;
    }): Promise<TicketBookingResult> {
      await accessible(input.orderId, input.caller);
      const now = clock.now();
      const contact: StoredContact = {
        postcode: normaliseCallingCode(text(input.contact.postcode)),
        mobile: text(input.contact.mobile),
        email: text(input.contact.email),
      };
      const { row, counts } = await db.transaction(async (tx) => {
        const locked = await orders.lockById({ id: input.orderId }, tx);
        if (!locked) throw orderNotFound();
        if (locked.status !== 0) throw orderClosed();
        const errors = validateBooking(locked, input.passengers, contact);
        if (errors.length) throw bookingInvalid(errors);
        let holdState = locked.holdState;
        let released: Awaited<ReturnType<typeof releaseHold>> = [];
        if (holdState === 'held' && locked.holdExpiresAt && locked.holdExpiresAt <= now) {
          released = await releaseHold(locked, tx);
          holdState = 'released';
        }
        const paymentType = input.paymentType ?? (locked.paymentType as PaymentType);
        let slicePlan = locked.slicePlan as SlicePlan | null;
        if (paymentType === 'slice') {
          await checkSliceAllowed({ userId: locked.userId, email: contact.email }, tx);
          slicePlan = planFor(locked);
          if (!slicePlan.valid) throw sliceUnavailable();
        }
        // The seats: held once per order; a second confirmation within the hold keeps the same seats.
        const held =
          holdState === 'held'
            ? []
            : await inventory.holdSeats(
                {
                  flights: locked.seatFlights as SeatRequest[],
                  cabin: locked.cabin,
                  count: locked.adults + locked.children,
                },
                tx,
              );
        const set = {
          passengers: input.passengers.map(storedPassenger),
          contact,
          contactEmail: contact.email.toLowerCase(),
          paymentType,
          slicePlan: paymentType === 'slice' ? slicePlan : null,
          holdState: 'held',
          holdExpiresAt:
            holdState === 'held'
              ? locked.holdExpiresAt
              : new Date(now.getTime() + HOLD_MINUTES * 60_000),
          updatedAt: now,
        };
        await orders.update({ id: locked.id, set }, tx);
        return { row: { ...locked, ...set } as FlightOrderRow, counts: [...released, ...held] };
      });
      search.noteSeats(counts);
      return bookingResult(row);
    },

    /** ticketPayVerify: the order may be paid now (awaiting payment, seats still held). */
    async payVerify({
      caller,
      orderId,
    }: {
      caller: OrderCaller;
      orderId: string;
    }): Promise<TicketPayVerifyResult> {
      await service.releaseExpiredHolds();
      const row = await accessible(orderId, caller);
      if (row.status !== 0) throw orderClosed();
      if (row.holdState !== 'held') throw holdExpired();
      return { ...bookingResult(row), status: row.status, payable: true };
    },

    /** commonQuery by id: the owner, or the guest holding the order's token. */
    async queryById({
      caller,
      orderId,
    }: {
      caller: OrderCaller;
      orderId: string;
    }): Promise<FlightOrderInfo> {
      return orderInfo(await accessible(orderId, caller));
    },

    /** commonQuery by order number and e-mail: one answer for either being wrong. */
    async queryByNumber({
      orderNo,
      email,
    }: {
      orderNo: string;
      email: string;
    }): Promise<FlightOrderInfo> {
      const row = await orders.findByOrderNo({ orderNo: orderNo.trim().toUpperCase() });
      const given = email.trim().toLowerCase();
      const expected = row?.contactEmail ?? '';
      const a = createHash('sha256').update(given).digest();
      const b = createHash('sha256').update(expected).digest();
      if (!row || !expected || !timingSafeEqual(a, b)) throw orderLookupFailed();
      return orderInfo(row);
    },

    /** Returns the seats of holds past their expiry; the job runner and lazy checks call it. */
    async releaseExpiredHolds(): Promise<number> {
      const { released, counts } = await db.transaction(async (tx) => {
        const expired = await orders.lockExpiredHolds({ now: clock.now(), limit: 100 }, tx);
        const all = [];
        for (const row of expired) all.push(...(await releaseHold(row, tx)));
        return { released: expired.length, counts: all };
      });
      search.noteSeats(counts);
      return released;
    },

    /** Paid orders get their tickets (simulated supplier ticketing), then the confirmation e-mail. */
    async issuePendingTickets(): Promise<number> {
      const issued = await db.transaction(async (tx) => {
        const rows = await orders.lockIssuing({ limit: 50 }, tx);
        for (const row of rows) {
          const carrier = (row.itinerary as { routing: { validatingCarrier: string } }).routing
            .validatingCarrier;
          const passengers = ((row.passengers as StoredPassenger[] | null) ?? []).map((p) => ({
            ...p,
            ticketNo: p.ticketNo ?? ticketNumber(carrier),
          }));
          await orders.update(
            {
              id: row.id,
              set: {
                status: 3,
                passengers,
                ticketNumbers: passengers.map((p) => p.ticketNo),
                updatedAt: clock.now(),
              },
            },
            tx,
          );
        }
        return rows.map((r) => r.id);
      });
      for (const id of issued) await service.sendConfirmation(id);
      return issued.length;
    },

    async sendConfirmation(orderId: string): Promise<void> {
      const row = await orders.findById({ id: orderId });
      const to = row?.contactEmail;
      if (!row || !to || row.confirmationSentAt) return;
      try {
        await mailer.send(
          confirmationMail({ order: orderInfo(row), to, siteUrl: deps.siteUrl, now: clock.now() }),
        );
        await orders.update({ id: row.id, set: { confirmationSentAt: clock.now() } });
      } catch (err) {
        deps.log?.error({ err, orderId }, 'confirmation mail failed');
      }
    },

    // ---- the payments module's side (registerPayable('flight', …)) ----

    async load(orderId: string, tx: Db | Tx = db) {
      const row = await orders.findById({ id: orderId }, tx);
      if (!row) throw orderNotFound();
      const plan = row.slicePlan as SlicePlan | null;
      return {
        orderNo: row.orderNo,
        amountDue: amountDue(row),
        totalAmount: row.totalAmount,
        route: routeText(row),
        currency: row.currency,
        paymentType: row.paymentType as PaymentType,
        schedule: row.paymentType === 'slice' && plan?.valid ? plan : undefined,
        ownerUserId: row.userId,
        guestEmail: row.contactEmail,
        status: row.status,
        holdActive:
          row.holdState === 'held' && !!row.holdExpiresAt && row.holdExpiresAt > clock.now(),
        holdExpiresAt: row.holdExpiresAt,
        firstDeparture: row.firstDeparture,
      };
    },

    canAccess: async (orderId: string, caller: OrderCaller) => {
      const row = await orders.findById({ id: orderId });
      return !!row && canAccess(row, caller);
    },

    /**
     * A payment succeeded. The deposit or full payment confirms the seats and starts ticketing
     * (status 1, then 3 when the tickets are issued); a later instalment is only recorded.
     */
    async onPaid(
      { orderId, payment }: { orderId: string; payment: object },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw orderNotFound();
      const earlier = (row.payments as StoredPayment[] | null) ?? [];
      const record = paymentRecord(payment as Record<string, unknown>, 'paid', clock.now());
      if (record.kind === 'instalment' && record.instalment === null)
        record.instalment =
          earlier.filter((p) => p.kind === 'instalment' && p.status === 'paid').length + 1;
      const payments = [...earlier, record];
      if (row.status !== 0) {
        await orders.update({ id: row.id, set: { payments, updatedAt: clock.now() } }, tx);
        return;
      }
      let status = 1;
      if (row.holdState !== 'held') {
        // Paid after the hold lapsed: take the seats again if they are still there.
        try {
          await tx.transaction(async (inner) => {
            await inventory.holdSeats(
              {
                flights: row.seatFlights as SeatRequest[],
                cabin: row.cabin,
                count: row.adults + row.children,
              },
              inner,
            );
          });
        } catch {
          status = 2; // 'Abnormal ticket issuance request': support refunds or rebooks.
        }
      }
      await orders.update(
        {
          id: row.id,
          set: {
            payments,
            status,
            holdState: status === 1 ? 'confirmed' : row.holdState,
            updatedAt: clock.now(),
          },
        },
        tx,
      );
      if (status === 1) scheduleTicketing();
    },

    /**
     * A payment failed. Before the booking is paid it cancels the booking and returns the seats
     * (SPEC 2.4); on a paid slice booking it is only recorded unless `cancel` says the booking
     * ends (missed instalments), which cancels it too.
     */
    async onFailed(
      { orderId, reason, cancel }: { orderId: string; reason: string; cancel?: boolean },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) throw orderNotFound();
      const payments = [
        ...((row.payments as StoredPayment[] | null) ?? []),
        paymentRecord({ kind: 'payment', reason }, 'failed', clock.now()),
      ];
      if (row.status === 0 || (cancel && row.status !== 4)) {
        if (row.holdState === 'held' || row.holdState === 'confirmed') await releaseHold(row, tx);
        await orders.update(
          {
            id: row.id,
            set: { payments, status: 4, holdState: 'released', updatedAt: clock.now() },
          },
          tx,
        );
        return;
      }
      await orders.update({ id: row.id, set: { payments, updatedAt: clock.now() } }, tx);
    },

    /** After a slice cancellation for missed payments: that account and e-mail cannot choose slice again (SPEC 9). */
    /** An instalment the job runner could not charge: shown as missed on the order. */
    async onInstalmentMissed(
      {
        orderId,
        instalmentNumber,
        reason,
      }: { orderId: string; instalmentNumber: number; reason: string },
      tx: DbOrTx,
    ): Promise<void> {
      const row = await orders.lockById({ id: orderId }, tx);
      if (!row) return;
      const record = {
        ...paymentRecord({ kind: 'instalment', reason }, 'missed', clock.now()),
        instalment: instalmentNumber,
      };
      await orders.update(
        {
          id: row.id,
          set: {
            payments: [...((row.payments as StoredPayment[] | null) ?? []), record],
            updatedAt: clock.now(),
          },
        },
        tx,
      );
    },

    async blockSlicePayment(
      { orderId, reason }: { orderId: string; reason: string },
      tx: Db | Tx = db,
    ): Promise<void> {
      const row = await orders.findById({ id: orderId }, tx);
      if (!row) return;
      await orders.blockSlice(
        {
          subjects: [
            ...(row.userId ? [`user:${row.userId}`] : []),
            ...(row.contactEmail ? [`email:${row.contactEmail}`] : []),
          ],
          reason,
        },
        tx,
      );
    },
  };

  let ticketingTimer: NodeJS.Timeout | null = null;
  /** Ticketing runs after the payment's transaction commits, as a real supplier answers later. */
  function scheduleTicketing() {
    const delay = deps.ticketingDelayMs === undefined ? 50 : deps.ticketingDelayMs;
    if (ticketingTimer || delay === null) return;
    ticketingTimer = setTimeout(() => {
      ticketingTimer = null;
      service
        .issuePendingTickets()
        .catch((err: unknown) => deps.log?.error({ err }, 'ticketing failed'));
    }, delay);
    ticketingTimer.unref();
  }

  return service;
}
export type FlightOrdersService = ReturnType<typeof createFlightOrdersService>;

function routeText(row: FlightOrderRow): string {
  const legs = (
    row.itinerary as {
      routing: { segmentInfo: { fromSegments: { DepAirport: string; ArrAirport: string } } };
    }
  ).routing.segmentInfo.fromSegments;
  return `${legs.DepAirport} → ${legs.ArrAirport}${row.kind === 2 ? ' (round trip)' : ''}`;
}

function paymentRecord(payment: Record<string, unknown>, status: string, at: Date): StoredPayment {
  const str = (k: string) => (typeof payment[k] === 'string' ? (payment[k] as string) : null);
  const num = (k: string) => (typeof payment[k] === 'number' ? (payment[k] as number) : null);
  return {
    kind: str('kind') ?? (num('instalment') !== null ? 'instalment' : 'payment'),
    amount: num('amount') ?? num('amountMinor') ?? 0,
    status,
    at: at.toISOString(),
    brand: str('brand') ?? str('cardBrand'),
    last4: str('last4') ?? str('cardLast4'),
    instalment: num('instalment') ?? num('instalmentNumber'),
  };
}

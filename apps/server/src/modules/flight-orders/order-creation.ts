import { randomBytes } from 'node:crypto';
import type { Currency } from '@farewise/domain/money/currency';
import { toMinorUnits } from '@farewise/domain/money/minor-units';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { PaymentType } from '@farewise/domain/orders/flight-order.schemas';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FlightSupplier } from '../../suppliers/flights/flight-supplier.ts';
import type { FlightSearchService } from '../flights/flight-search.service.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import type { ExchangeRates } from '../money/index.ts';
import type { FlightOrdersRepository } from './flight-orders.repository.ts';
import { sliceUnavailable, tripTypeMismatch } from './flight-orders.errors.ts';
import { hashToken } from './order-access.ts';
import { newOrderNo } from './order-numbers.ts';
import { verifyOrderOffer } from './order-offer.ts';
import type { SliceEligibility } from './slice-eligibility.ts';
import { todayUtc } from '@farewise/domain/shared/today';

export interface OrderCreationDeps {
  db: Db;
  clock: Clock;
  search: FlightSearchService;
  supplier: FlightSupplier;
  rates: ExchangeRates;
  orders: FlightOrdersRepository;
  slice: SliceEligibility;
}

/** createOrder: an order from an offer's option, priced now; the price never comes from the caller. */
export function createOrderCreation(deps: OrderCreationDeps) {
  const { clock, search, supplier, rates, orders, slice } = deps;
  // The day fares are quoted on: the server's UTC today, as in flight search (decision 047).
  const today = () => todayUtc(clock.now());

  /** The flights of an option with what the supplier sells on them: the seats a booking holds. */
  async function seatRequests(unique: string, g: string) {
    const { stored, params: p } = await search.storedSearch(unique);
    const { journey, product } = await search.resolveOption(p, g);
    const day = today();
    const flights: SeatRequest[] = journey
      .flatMap((it) => it.flights)
      .map((f) => ({
        flightKey: f.key,
        departureDate: f.depLocal.slice(0, 10),
        capacity: f.capacity[p.cabin],
        initialSeatsLeft: supplier.initialSeats(f, p.cabin, day),
      }));
    return {
      stored,
      cabin: p.cabin,
      flights,
      product,
      // Slice payment's rule looks at the journey's first departure, whatever the number of legs.
      firstDeparture: journey[0]!.flights[0]!.depLocal,
    };
  }

  return {
    /** Create flight order: re-prices the option now; the price comes from the offer, never the caller. */
    async createOrder(input: {
      userId: string | null;
      adultNumber: number;
      childNumber: number;
      unique: string;
      g: string;
      kind: 1 | 2 | 3;
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
        totalAmount: toMinorUnits(verified.price.totalPriceEx),
        currency,
        firstDeparture: seats.firstDeparture,
      };
      let slicePlan: SlicePlan | null = null;
      if (input.paymentType === 'slice') {
        await slice.checkAllowed({ userId: input.userId });
        slicePlan = slice.planFor(base);
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
            adultAmount: toMinorUnits(verified.price.adultPriceEx),
            childAmount: toMinorUnits(verified.price.childPriceEx),
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
  };
}

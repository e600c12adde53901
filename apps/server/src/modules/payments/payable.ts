import type { FastifyRequest } from 'fastify';
import type { SlicePlan } from '@farewise/domain/flights/slice-payment';
import type { OrderType } from '@farewise/domain/payments/payment.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { orderNotFound } from './payments.errors.ts';

/**
 * The contract between payments and the things a traveller pays for (flight orders, hotel
 * orders). Payments knows no order table: each order module registers a Payable with its app's
 * payments service (`payments.payables.register('flight', …)`); payments calls it by kind.
 *
 * Every hook that takes `tx` runs inside the payments transaction that records the outcome,
 * so the order's change and the payment's commit or roll back together. Use `tx` for all
 * queries in them (on PGlite a query outside the open transaction would wait for it forever).
 */

export type PayableKind = OrderType;

/** Where an order stands, as payments needs to know it. */
export type PayableStatus =
  /** Held and waiting for the money: the only state createPayment accepts. */
  | 'awaiting_payment'
  /** Paid in full, or the slice deposit paid. */
  | 'paid'
  | 'cancelled'
  /** The hold ran out before payment. */
  | 'expired';

export interface PayableOrder {
  /** The order's price paid in full, in minor units (cents), from the server's own records. */
  amountDue: number;
  currency: string;
  /** What the traveller chose at booking; createPayment must ask for the same. */
  paymentType: 'full' | 'slice';
  /**
   * The slice plan (sliceSchedule from @farewise/domain/flights/slice-payment, with the
   * booking date and the departure or check-in date). Required when paymentType is 'slice':
   * its deposit is charged now and its instalments are charged weekly by the job runner.
   */
  schedule?: SlicePlan;
  /** The signed-in owner, or null for a guest's order. */
  ownerUserId: string | null;
  /** A guest's e-mail (null for a user's order): slice-pay blocks for guests go by it. */
  guestEmail: string | null;
  /** Where payment mails go (reminders, notices); defaults to guestEmail, then the owner's account e-mail. */
  contactEmail?: string;
  status: PayableStatus;
  /** The order's number as the traveller knows it (FW…, HW…, AC…): pages name the order by it. */
  orderNo?: string;
  /** A line for e-mails, e.g. 'Flight order FW123456 · SYD → MEL'. Defaults to '<kind> order <id>'. */
  title?: string;
  /** The site path of this order's pay page, when it is not payPagePath(kind, id) (3-D Secure returns there). */
  payPath?: string;
}

/** A payment as the hooks see it (minor units). */
export interface PaymentRecord {
  paymentId: string;
  kind: 'full' | 'deposit' | 'instalment';
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface Payable {
  /** The order, or null when there is none with this id. Read it with `tx`. */
  load(orderId: string, tx: DbOrTx): Promise<PayableOrder | null>;
  /**
   * Throws the order's own refusal when it awaits payment but may not be charged now (a flight
   * inside the ticketing cut-off, decision 039). createPayment asks it before the charge; a
   * charge already made (3-D Secure) is never refused here but given back through onPaid.
   */
  refuseCharge?(orderId: string, tx: DbOrTx): Promise<void>;
  /**
   * Whether this request may pay for or read the payments of the order: its signed-in owner
   * (request.user), or a guest holding the order's access token (the order module decides
   * where the token travels, e.g. a header). Payments answers 404 when this is false.
   * `lookUp` is the order's look-up proof where a call accepts it (orderMoney): the e-mail the
   * order was booked with, which opens the order wherever the order module's own look-up does.
   */
  canAccess(
    request: FastifyRequest,
    orderId: string,
    lookUp?: { email: string | null },
  ): Promise<boolean>;
  /**
   * The full price or the slice deposit was paid: confirm the order (ticketing, e-mail). When
   * the order cannot take it after all (its hold lapsed and the stock went to someone else) it
   * answers `{ giveBack: why }` (the end of a sentence, e.g. 'the seats were no longer
   * available when your payment was completed.'): payments refunds all of it at once and mails
   * the traveller. Orders cancelled before the charge arrived never see it.
   */
  onPaid(
    event: { orderId: string; payment: PaymentRecord },
    tx: DbOrTx,
  ): Promise<void | { giveBack: string }>;
  /**
   * The payment failed (declined, insufficient funds, 3-D Secure failed). SPEC 2.4: a failed
   * payment cancels the booking: cancel the order and release its seats or rooms here.
   */
  onFailed(event: { orderId: string; reason: string }, tx: DbOrTx): Promise<void>;
  /** An instalment's charge failed (the job runner); optional, e.g. to show it on the order. */
  onInstalmentMissed?(
    event: { orderId: string; instalmentNumber: number; reason: string },
    tx: DbOrTx,
  ): Promise<void>;
  /** The last instalment was paid. */
  onFullyPaid?(event: { orderId: string }, tx: DbOrTx): Promise<void>;
  /**
   * Two instalments were missed and the 24-hour notice ran out (SPEC 9): cancel the order.
   * When absent, payments calls onFailed with the reason instead.
   */
  onCancelForMissed?(event: { orderId: string; reason: string }, tx: DbOrTx): Promise<void>;
  /**
   * Other payables whose money belongs to this order (a flight order's after-sales requests:
   * fare differences, extra bags), each with the words its charges are listed under
   * ('Extra bags AS123456'): the order's movements (order-movements.ts) include theirs.
   */
  linkedOrders?(
    orderId: string,
    tx: DbOrTx,
  ): Promise<{ orderType: PayableKind; orderId: string; label: string }[]>;
  /**
   * Runs after the transaction that recorded a payment's outcome has committed (outside it): for
   * what must not run inside it, such as sending the mails the hooks queued.
   */
  afterSettled?(event: { orderId: string }): Promise<void>;
}

/**
 * The order kinds one app's payments can take, each with its hooks. Built with the app's payments
 * service (services.ts), so two apps in one process (the tests build many) never see each other's.
 */
export interface Payables {
  /** Plugs an order type in; a later registration of the same kind replaces the earlier (tests). */
  register(kind: PayableKind, payable: Payable): void;
  get(kind: PayableKind): Payable | undefined;
  /** The kind's hooks, or the 404 of an unknown order when the kind has none. */
  orThrow(kind: PayableKind): Payable;
}

export function createPayables(): Payables {
  const payables = new Map<PayableKind, Payable>();
  return {
    register: (kind, payable) => void payables.set(kind, payable),
    get: (kind) => payables.get(kind),
    orThrow(kind) {
      const payable = payables.get(kind);
      if (!payable) throw orderNotFound();
      return payable;
    },
  };
}

/** The pay page of an order type: where 3-D Secure sends the traveller back. */
export function payPagePath(kind: PayableKind, orderId: string): string {
  const page = {
    flight: '/flightsPay',
    hotel: '/hotelPay',
    activity: '/activityPay',
    aftersales: '/flightsPay',
  }[kind];
  return `${page}/${encodeURIComponent(orderId)}`;
}

/** A path with one more query parameter. */
export const withParam = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

import type {
  AfterSalesRequest,
  RequestSummary,
  TimelineEntry,
} from '@farewise/domain/aftersales/aftersales.schemas';
import {
  REQUEST_STATUS_LABELS,
  type RequestKind,
  type RequestStatus,
  type TimelineEvent,
} from '@farewise/domain/aftersales/request-status';
import type { BagLine, ChangePassengerPrice } from '@farewise/domain/aftersales/change-quote';
import { legName, tripRoute } from '@farewise/domain/flights/journey-legs';
import type { SegmentDetail } from '@farewise/domain/flights/search.schemas';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { OutgoingMail } from '../mail/mail.service.ts';
import type { SeatRequest } from '../flights/seat-inventory.service.ts';
import type { RequestRow } from './aftersales.repository.ts';
import type { StoredItinerary } from '../flight-orders/index.ts';

/** What a request keeps of what was asked, by kind (the `details` column). */
export interface RequestDetails {
  route?: string;
  passengerNames?: string[];
  reason?: string | null;
  reasonText?: string | null;
  attachments?: string[];
  category?: string;
  description?: string;
  /** Refunds and cancellations: the quote the traveller confirmed (minor units). */
  quote?: {
    refund: number;
    fee: number;
    nonRefundable: number;
    taxes: number;
    holdFeeKept: number;
  };
  /** Changes: the new flights per changed direction and what they cost. */
  changedDirections?: number[];
  /** The new flights' keys per changed leg index ('0' the outbound, '1' the return or second flight). */
  newKeys?: Record<string, string | undefined>;
  newSegments?: SegmentDetail[];
  oldSegments?: SegmentDetail[];
  newSeatRequests?: Partial<Record<'0' | '1', SeatRequest[]>>;
  /** The new journey (routing with its price entry, airlines, airports, option key), stored on the order when the change is made. */
  newItinerary?: {
    routing: StoredItinerary['routing'];
    air_lines: StoredItinerary['air_lines'];
    air_ports: StoredItinerary['air_ports'];
    optionKey: string;
    prices: { adult: number; child: number };
  };
  prices?: ChangePassengerPrice[];
  fee?: number;
  difference?: number;
  newOrderId?: string;
  newOrderNo?: string;
  scheduleRequestId?: string;
  /** Name corrections. */
  passengerIndex?: number;
  oldName?: { given_name: string; middle_name: string; surname: string };
  newName?: { given_name: string; middle_name: string; surname: string };
  /** Extra bags. */
  bags?: BagLine[];
  /** Airline schedule changes. */
  flightKey?: string;
  flightNumber?: string;
  shiftMinutes?: number;
  significant?: boolean;
}

/** One refund of a request against one payment: the ledger's key and where it stands. */
export interface RequestRefund {
  paymentId: string;
  amount: number;
  key: string;
  status: 'processing' | 'succeeded' | 'failed';
}

export const detailsOf = (row: RequestRow) => row.details as RequestDetails;
export const timelineOf = (row: RequestRow) => row.timeline as TimelineEntry[];
export const refundsOf = (row: RequestRow) => row.refunds as RequestRefund[];
export const pendingMailsOf = (row: RequestRow) => row.pendingMails as OutgoingMail[];

export const entry = (event: TimelineEvent, at: Date, text: string): TimelineEntry => ({
  event,
  at: at.toISOString(),
  text,
});

const names = (list: readonly string[]) =>
  list.length <= 2 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const fullName = (n: { given_name: string; middle_name: string; surname: string }) =>
  [n.given_name, n.middle_name, n.surname].filter(Boolean).join(' ');

/**
 * The flights a request is about, as one line by city ('Sydney → Singapore, London → Sydney'),
 * written by the domain's tripRoute as every page names a trip; undefined for none.
 */
export const requestRoute = (dirs: readonly { fromCity: string; toCity: string }[]) =>
  dirs.length ? tripRoute(dirs.map((d) => ({ from: d.fromCity, to: d.toCity }))) : undefined;

/** One line of what was asked, in the traveller's words. */
export function requestSummaryText(row: RequestRow): string {
  const d = detailsOf(row);
  const who = d.passengerNames?.length ? ` for ${names(d.passengerNames)}` : '';
  const route = d.route ? `, ${d.route}` : '';
  switch (row.kind as RequestKind) {
    case 'refund':
      return `Refund${who || ` of ${plural((row.passengers as number[]).length, 'traveller')}`}${route}`;
    case 'cancel':
      return `Cancellation of the booking${route}`;
    case 'change': {
      // A multi-city trip's flights are 'Flight 1' to 'Flight 5', not outbound and return.
      const legs = d.newItinerary?.routing.segmentInfo.legs;
      const changed = d.changedDirections ?? [];
      return legs?.length
        ? `New flights on ${names(changed.map((x) => legName(x, legs.length, true)))}${who}${route}`
        : `New ${changed.map((x) => (x === 0 ? 'outbound' : 'return')).join(' and ')} flights${who}${route}`;
    }
    case 'name':
      return d.oldName && d.newName
        ? `Name correction: ${fullName(d.oldName)} to ${fullName(d.newName)}`
        : 'Name correction';
    case 'bags': {
      const pieces = (d.bags ?? []).reduce((s, b) => s + b.pieces, 0);
      return `${plural(pieces, 'extra checked bag')}${who}${route}`;
    }
    case 'problem':
      return `Problem report: ${d.category ?? 'Something else'}`;
    case 'schedule':
      return `The airline moved ${d.flightNumber ?? 'a flight'} by ${Math.abs(d.shiftMinutes ?? 0)} minutes${route}`;
  }
  return row.kind;
}

export function requestSummary(row: RequestRow): RequestSummary {
  return {
    requestId: row.id,
    requestNo: row.requestNo,
    kind: row.kind as RequestKind,
    status: row.status as RequestStatus,
    statusText: REQUEST_STATUS_LABELS[row.status as RequestStatus] ?? row.status,
    createdAt: row.createdAt.toISOString(),
    summary: requestSummaryText(row),
  };
}

/**
 * The airports of a request's flights, new and old: the new journey's (a change) or the booking's
 * (a schedule change keeps its airports), for the codes those flights use.
 */
function requestAirports(d: RequestDetails, itinerary: unknown): AfterSalesRequest['airports'] {
  const codes = new Set(
    [...(d.newSegments ?? []), ...(d.oldSegments ?? [])].flatMap((s) => [
      s.depAirport,
      s.arrAirport,
    ]),
  );
  const known = [
    ...(d.newItinerary?.air_ports ?? []),
    ...((itinerary as StoredItinerary | undefined)?.air_ports ?? []),
  ];
  return [...codes].flatMap((code) => known.find((a) => a.code === code) ?? []);
}

/** A request as the pages show it: what was asked, the money, and the dated timeline. */
export function requestView(
  row: RequestRow,
  order: { orderNo: string; itinerary?: unknown },
): AfterSalesRequest {
  const d = detailsOf(row);
  const pays = row.status === 'awaiting_payment' && row.chargeAmount > 0;
  return {
    ...requestSummary(row),
    orderId: row.orderId,
    orderNo: order.orderNo,
    currency: row.currency,
    refundAmount: toDecimal(row.refundAmount),
    chargeAmount: toDecimal(row.chargeAmount),
    payUrl: pays
      ? `/flightsPay/${encodeURIComponent(row.orderId)}?request=${encodeURIComponent(row.id)}`
      : null,
    card: row.card,
    arrivesBy: row.arrivesBy,
    passengers: d.passengerNames ?? [],
    directions: row.directions as number[],
    reason: d.reason ?? null,
    description: d.description ?? d.reasonText ?? null,
    category: d.category ?? null,
    attachments: d.attachments ?? [],
    newSegments: d.newSegments ?? [],
    oldSegments: d.oldSegments ?? [],
    airports: requestAirports(d, order.itinerary),
    oldName: d.oldName ? fullName(d.oldName) : null,
    newName: d.newName ? fullName(d.newName) : null,
    scheduleShiftMinutes: d.shiftMinutes ?? null,
    significant: d.significant ?? false,
    newOrderId: d.newOrderId ?? null,
    newOrderNo: d.newOrderNo ?? null,
    timeline: timelineOf(row),
  };
}

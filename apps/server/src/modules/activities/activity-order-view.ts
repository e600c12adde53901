import {
  POLICY_TITLES,
  activityStatusLabel,
  bandLabels,
  cancellationQuote,
  categoryLabel,
  policyText,
  type AgeBands,
  type CancellationPolicyKind,
  type PartyPriceLine,
} from '@farewise/domain/activities/activity.rules';
import type {
  ActivityOrderInfo,
  ActivityOrderListItem,
  ActivityOrderRefund,
} from '@farewise/domain/activities/activity.schemas';
import { toDecimal } from '@farewise/domain/money/minor-units';
import type { ActivityOrderRow } from './activities.repository.ts';

/** The product as sold, kept on the order. */
export interface Snapshot {
  title: string;
  category: string;
  photo: string;
  cityName: string;
  countryName: string;
  timeZone: string;
  meetingPoint: { name: string; address: string; lat: number; lon: number };
  durationMinutes: number;
  languages: string[];
  inclusions: string[];
  optionName: string;
  bands: AgeBands;
  lines: PartyPriceLine[];
}

export interface StoredPayment {
  paymentId: string | null;
  amount: number;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  at: string;
}

const OPEN = ['PendingPayment', 'Issued'];

/** The status a traveller sees: a confirmed activity whose time has passed is completed. */
export function shownStatus(row: ActivityOrderRow, now: Date): ActivityOrderInfo['status'] {
  if (row.status === 'Issued' && row.endsAt <= now) return 'Completed';
  return row.status as ActivityOrderInfo['status'];
}

export function bandsWire(bands: AgeBands): ActivityOrderInfo['ageBands'] {
  const labels = bandLabels(bands);
  return {
    adult: { minAge: bands.adult.minAge, label: labels.adult },
    child: bands.child ? { ...bands.child, label: labels.child as string } : null,
    infant: bands.infant ? { ...bands.infant, label: labels.infant as string } : null,
  };
}

/** The text a voucher's QR code carries: enough for the operator to check it at the meeting point. */
export const voucherQrText = (row: ActivityOrderRow) =>
  `FAREWISE-ACTIVITY|${row.orderNo}|${row.voucherCode ?? ''}|${row.productId}|${row.date} ${row.time}|A${row.adults}C${row.children}I${row.infants}`;

export function cancellationOf(row: ActivityOrderRow, now: Date) {
  return cancellationQuote({
    kind: row.policy as CancellationPolicyKind,
    startUtcMs: row.startsAt.getTime(),
    nowMs: now.getTime(),
    paid: row.paidAmount - row.refundedAmount,
    currency: row.currency,
    open: OPEN.includes(row.status),
  });
}

export function orderInfo(row: ActivityOrderRow, now: Date): ActivityOrderInfo {
  const snap = row.snapshot as Snapshot;
  const status = shownStatus(row, now);
  const kind = row.policy as CancellationPolicyKind;
  return {
    orderNo: row.orderNo,
    status,
    statusText: activityStatusLabel(status),
    bookingTime: row.createdAt.toISOString(),
    holdExpiresAt:
      row.status === 'PendingPayment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    product: {
      id: row.productId,
      title: snap.title,
      category: snap.category,
      categoryLabel: categoryLabel(snap.category),
      photo: snap.photo,
      cityName: snap.cityName,
      countryName: snap.countryName,
      meetingPoint: snap.meetingPoint,
      durationMinutes: snap.durationMinutes,
      languages: snap.languages,
      inclusions: snap.inclusions,
    },
    option: { id: row.optionId, name: snap.optionName },
    date: row.date,
    time: row.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: snap.timeZone,
    party: { adults: row.adults, children: row.children, infants: row.infants },
    ageBands: bandsWire(snap.bands),
    lines: snap.lines,
    currency: row.currency,
    total: row.total,
    paid: row.paidAmount,
    refunded: row.refundedAmount,
    policy: { kind, title: POLICY_TITLES[kind], text: policyText(kind) },
    freeCancellationUntil: row.freeCancelUntil?.toISOString() ?? null,
    cancellation: cancellationOf(row, now),
    lead: row.lead as ActivityOrderInfo['lead'],
    contact: row.contact as ActivityOrderInfo['contact'],
    voucher:
      row.voucherCode && (status === 'Issued' || status === 'Completed')
        ? { code: row.voucherCode, qrText: voucherQrText(row) }
        : null,
    payments: row.payments as StoredPayment[],
    refunds: row.refunds as ActivityOrderRefund[],
  };
}

/** The order in My Trips (order_type 3). */
export function orderListItem(
  row: ActivityOrderRow,
  now: Date = new Date(),
): ActivityOrderListItem {
  const snap = row.snapshot as Snapshot;
  const status = shownStatus(row, now);
  return {
    order_type: 3,
    order_no: row.orderNo,
    booking_time: row.createdAt.toISOString(),
    name: snap.title,
    photo: snap.photo,
    city: snap.cityName,
    date: row.date,
    time: row.time,
    adt_num: row.adults,
    chd_num: row.children,
    inf_num: row.infants,
    price_total: { currency: row.currency, total: toDecimal(row.total) },
    status,
    status_text: activityStatusLabel(status),
  };
}

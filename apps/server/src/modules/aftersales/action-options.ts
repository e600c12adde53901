import type { ActionOption } from '@farewise/domain/aftersales/aftersales.schemas';
import { AFTERSALES, type AftersalesOrder } from '@farewise/domain/aftersales/aftersales.rules';
import { cancelQuote, refundQuote } from '@farewise/domain/aftersales/refund-quote';
import { changeLine, EXTRA_BAGS_REFUND_TERMS } from '@farewise/domain/aftersales/change-quote';
import { formatInstant } from '@farewise/domain/aftersales/request-status';
import { fareProductName } from '@farewise/domain/flights/products';
import type { FlightOrderRow } from '../flight-orders/index.ts';
import type { AftersalesContext, AftersalesDeps } from './aftersales-context.ts';
import { includedBaggage } from './aftersales-order.ts';
import { type OrderDirection } from '../flight-orders/index.ts';

const HOUR = 3_600_000;

/**
 * Each action of psgList (refund, change, name, bags, cancel, other problem) as the booking
 * allows it now, per passenger and direction, from the domain's quotes and the order's rules.
 */
export function createActionOptions(
  { search }: Pick<AftersalesDeps, 'search'>,
  { money }: Pick<AftersalesContext, 'money'>,
) {
  function refundOption(row: FlightOrderRow, order: AftersalesOrder, now: number): ActionOption {
    const slice = row.paymentType === 'slice';
    const perSegment = order.coupons.map((c) => {
      const line = refundQuote(
        order,
        { passengers: [c.passengerIndex], directions: [c.direction] },
        now,
      ).lines[0];
      return {
        passengerIndex: c.passengerIndex,
        direction: c.direction,
        allowed: !!line?.allowed,
        text: !line?.allowed
          ? 'Not allowed'
          : slice
            ? 'With the whole booking (slice payment terms)'
            : `${money(line.refund, row.currency)} back (${line.ruleText.split(': ').slice(1).join(': ')})`,
        reason: line?.allowed ? null : (line?.reason ?? null),
      };
    });
    const open = order.coupons.filter((c) => c.status === 'open' && c.departureUtc > now);
    const all = refundQuote(
      order,
      {
        passengers: [...new Set(open.map((c) => c.passengerIndex))],
        directions: [...new Set(open.map((c) => c.direction))],
      },
      now,
    );
    const allowed = !slice && perSegment.some((s) => s.allowed);
    return {
      action: 'refund',
      label: 'Refund',
      allowed,
      price: allowed ? `Up to ${money(all.refund, row.currency)} back` : 'Not allowed',
      reason: slice
        ? 'Paid in slices: cancel the booking instead (slice payment terms apply).'
        : all.fullRefundReason && order.scheduleChange
          ? all.fullRefundReason
          : all.freeCancellation
            ? `Free cancellation within ${AFTERSALES.freeCancellationHours} hours of booking: every ticket is refunded in full.`
            : (perSegment.find((s) => !s.allowed)?.reason ??
              `${fareProductName(row.fareProduct)} fare: ${all.lines[0]?.ruleText.split(': ').slice(1).join(': ') ?? 'per the fare rules'}; taxes are refunded on every flight not yet flown.`),
      perSegment,
    };
  }

  function changeOption(row: FlightOrderRow, order: AftersalesOrder, now: number): ActionOption {
    const lines = order.coupons.map((c) => changeLine(order, c, now));
    const allowedByRules = [1, 2, 3, 6].includes(row.status) && lines.some((l) => l.allowed);
    const allowed = allowedByRules;
    const fees = [...new Set(lines.filter((l) => l.allowed).map((l) => l.fee))];
    return {
      action: 'change',
      label: 'Change flights',
      allowed,
      price: !allowedByRules
        ? 'Not allowed'
        : fees.every((f) => f === 0)
          ? 'No change fee (fare difference may apply)'
          : `From ${money(Math.min(...fees), row.currency)} per flight, plus any fare difference`,
      reason: allowed
        ? lines.find((l) => l.allowed)!.ruleText
        : (([1, 2, 3, 6].includes(row.status)
            ? lines.find((l) => !l.allowed)?.reason
            : order.status === 0
              ? 'This booking is not paid yet.'
              : 'This booking is cancelled.') ?? 'This fare cannot be changed.'),
      perSegment: lines.map((l) => ({
        passengerIndex: l.passengerIndex,
        direction: l.direction,
        allowed: l.allowed,
        text: l.allowed
          ? l.fee
            ? `Fee ${money(l.fee, row.currency)}`
            : 'No change fee'
          : 'Not allowed',
        reason: l.reason,
      })),
    };
  }

  function nameOption(row: FlightOrderRow, order: AftersalesOrder, now: number): ActionOption {
    const ticketed = [1, 2, 3, 6].includes(row.status);
    const freeUntil = order.bookedAt + AFTERSALES.freeNameCorrectionHours * HOUR;
    const free = ticketed && now < freeUntil;
    const change = changeOption(row, order, now);
    const allowed = free || change.allowed;
    return {
      action: 'name',
      label: 'Name correction',
      allowed,
      price: free
        ? `Free until ${formatInstant(new Date(freeUntil).toISOString())}`
        : change.allowed
          ? change.price
              .replace(' (fare difference may apply)', '')
              .replace(', plus any fare difference', '')
          : 'Not allowed',
      reason: free
        ? `A correction of up to ${AFTERSALES.nameCorrectionLetters} letters, or first and last names swapped, is free within ${AFTERSALES.freeNameCorrectionHours} hours of booking. A ticket cannot be given to another person.`
        : change.allowed
          ? "After 24 hours from booking, names are corrected under the fare's change rules."
          : change.reason,
      perSegment: [],
    };
  }

  function bagsOption(
    row: FlightOrderRow,
    order: AftersalesOrder,
    now: number,
    dirs: OrderDirection[],
  ): ActionOption {
    const perSegment = order.coupons.map((c) => {
      const ok =
        [1, 2, 3, 6].includes(row.status) &&
        c.status === 'open' &&
        c.departureUtc - now >= AFTERSALES.bagsCutoffHours * HOUR;
      const dir = dirs.find((d) => d.direction === c.direction)!;
      const price = search.extraBagPrice(dir.from, dir.to, row.rate);
      return {
        passengerIndex: c.passengerIndex,
        direction: c.direction,
        allowed: ok,
        text: ok ? `${money(price, row.currency)} per bag` : 'Not allowed',
        reason: ok
          ? null
          : c.status !== 'open'
            ? 'This ticket is no longer open.'
            : `Bags can be added online until ${AFTERSALES.bagsCutoffHours} hours before departure.`,
      };
    });
    const allowed = perSegment.some((s) => s.allowed);
    const prices = dirs.map((d) => search.extraBagPrice(d.from, d.to, row.rate));
    return {
      action: 'bags',
      label: 'Add bags',
      allowed,
      price: allowed
        ? `From ${money(Math.min(...prices), row.currency)} per bag (23KG)`
        : 'Not allowed',
      reason: allowed
        ? `Included now: ${dirs.map((d) => `${d.label} ${includedBaggage(row, d.direction)}`).join(', ')}. Up to ${AFTERSALES.maxExtraBags} extra bags per passenger and flight. ${EXTRA_BAGS_REFUND_TERMS}`
        : row.status === 0
          ? 'Bags can be added once the booking is paid.'
          : (perSegment[0]?.reason ?? 'Bags cannot be added now.'),
      perSegment,
    };
  }

  function cancelOption(row: FlightOrderRow, order: AftersalesOrder, now: number): ActionOption {
    const q = cancelQuote(order, now);
    return {
      action: 'cancel',
      label: 'Cancel booking',
      allowed: q.allowed,
      price: !q.allowed
        ? 'Not allowed'
        : q.unpaid
          ? 'Free: nothing was paid'
          : q.refund > 0
            ? `${money(q.refund, row.currency)} back`
            : 'Nothing is refunded',
      reason: q.allowed
        ? q.unpaid
          ? 'The booking is not paid yet: cancelling releases its seats at once.'
          : q.holdFeeKept > 0
            ? `Paid in slices: no cancellation fee. Everything you paid comes back except the hold price fee of ${money(q.holdFeeKept, row.currency)}; the instalments stop.`
            : 'Paid in slices: no cancellation fee. Everything you paid comes back, the hold price fee too; the instalments stop.'
        : (q.reason ?? 'This booking cannot be cancelled.'),
      perSegment: [],
    };
  }

  const problemOption: ActionOption = {
    action: 'problem',
    label: 'Other problem',
    allowed: true,
    price: 'Free',
    reason:
      'Tell us what happened, with pictures if they help; we answer by e-mail within 24 hours.',
    perSegment: [],
  };

  return { refundOption, changeOption, nameOption, bagsOption, cancelOption, problemOption };
}

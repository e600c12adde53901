import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { baggageLine, baggageRows } from './baggage.ts';
import { cardRuleText, fareRuleTable, periodLabel, policySummary } from './fare-rules.ts';
import { aircraftMaker, cabinName, fareProductName, RF24_TOOLTIP } from './products.ts';
import { fareSurcharge, sliceSchedule, SLICE } from './slice-payment.ts';
import {
  flightSearchErrors,
  maxChildren,
  passengerCountsError,
  returnDateForTripType,
  withAdults,
  withChildren,
} from './flight-search.rules.ts';
import { formatDuration } from '../shared/duration.ts';
import { orderStatusLabel } from '../orders/order-status.ts';
import { daysInMonth, isIsoDate } from '../shared/dates.ts';

const fee = (status: 'T' | 'F' | 'H' | 'E', amount = 0) => ({
  status,
  fee: amount,
  currency: 'AUD',
});

describe('fare cards', () => {
  test('each status has the single-card text of SPEC 9', () => {
    expect(cardRuleText('refund', fee('H', 15000))).toBe('from AUD 150.00');
    expect(cardRuleText('refund', fee('T'))).toBe('No Refunds');
    expect(cardRuleText('change', fee('T'))).toBe('Non-changeable');
    expect(cardRuleText('refund', fee('F'))).toBe('Free Cancellation');
    expect(cardRuleText('change', fee('F'))).toBe('No Change Fee');
    expect(cardRuleText('change', fee('E'))).toBe('Per airline rules');
    expect(cardRuleText('refund', undefined)).toBe('/');
  });

  test('the policy dialog summarises a set of entries', () => {
    expect(policySummary('refund', [fee('T'), fee('T')])).toBe('Non-Refundable');
    expect(policySummary('change', [fee('T')])).toBe('Unchangeable');
    expect(policySummary('refund', [fee('F')])).toBe('Free Cancellation');
    expect(policySummary('change', [fee('F')])).toBe('No Change Fee');
    expect(policySummary('refund', [fee('H', 5000), fee('H', 5000)])).toBe('Refund Fee: AUD 50.00');
    expect(policySummary('change', [fee('H', 7000)])).toBe('Change Fee: AUD 70.00');
    expect(policySummary('refund', [fee('H', 5000), fee('T')])).toBe('Partially Refundable');
    expect(policySummary('change', [fee('H', 5000), fee('E')])).toBe('Partially Modifiable');
    expect(policySummary('refund', [fee('E'), fee('E')])).toBe('Per airline rules');
  });

  test('table rows split by a no-show hour condition', () => {
    expect(periodLabel({ period: 'before' })).toBe('Before Flight Departure');
    expect(periodLabel({ period: 'noShow' })).toBe('No-Show');
    expect(periodLabel({ period: 'after' })).toBe('After Flight Departure');
    expect(periodLabel({ period: 'before', noShowHours: 4, window: 'outside' })).toBe(
      'Before Flight Departure (outside 4 hours)',
    );
    expect(periodLabel({ period: 'before', noShowHours: 4, window: 'within' })).toBe(
      'Before Flight Departure (within 4 hours)',
    );
  });

  test('the fare-rule tables follow SPEC 9 for each product', () => {
    expect(fareRuleTable('0THP').change.before48h).toBe('Unchangeable');
    expect(fareRuleTable('CHGF').change.before48h).toBe(
      'No penalty fee* (price difference may apply)',
    );
    expect(fareRuleTable('RF24').change.before48h).toBe(
      'No penalty fee* (price difference may apply)',
    );
    expect(fareRuleTable('XXXX').change.before48h).toBe('Per airline rules');
    expect(fareRuleTable('RF24').change.within48h).toBe('Unchangeable');
    expect(fareRuleTable('0THP').refund.before48h).toBe('Non-refundable');
    expect(fareRuleTable('CHGF').refund.before48h).toBe('Non-refundable');
    expect(fareRuleTable('RF24').refund.before48h).toBe('80% refund (no questions asked)');
    expect(fareRuleTable('XXXX').refund.before48h).toBe('Per airline rules');
    expect(fareRuleTable('RF24').refund.within48h).toBe('Non-refundable');
  });

  test('product and cabin names', () => {
    expect(fareProductName('0THP')).toBe('Standard');
    expect(fareProductName('CHGF')).toBe('Flex');
    expect(fareProductName('RF24')).toBe('Flex-Plus');
    expect(cabinName('Y')).toBe('Economy');
    expect(cabinName('C')).toBe('Business');
    expect(cabinName('F')).toBe('First');
    expect(cabinName('S')).toBe('Super economy');
    expect(RF24_TOOLTIP).toBe('80% Ticket Price Refund Without Any Reason');
    expect(aircraftMaker('320')).toBe('Airbus');
    expect(aircraftMaker('789')).toBe('Boeing');
    expect(aircraftMaker('E90')).toBeNull();
  });
});

describe('baggage', () => {
  const bag = (
    segmentNo: number,
    passengerType: 0 | 1,
    baggagePiece: number,
    baggageWeight: number,
  ) => ({
    segmentNo,
    passengerType,
    baggagePiece,
    baggageWeight,
    handBaggageWeight: 7,
  });

  test('pieces times weight in KG, none for -1 or 0 pieces', () => {
    expect(baggageLine([bag(1, 0, 1, 23)])).toBe('1 x 23KG');
    expect(baggageLine([bag(1, 0, 0, -1), bag(2, 0, -1, -1)])).toBe('No Baggage');
  });

  test('identical allowances on every leg collapse into one row labelled ALL', () => {
    expect(
      baggageRows([bag(1, 0, 1, 23), bag(1, 1, 1, 23), bag(2, 0, 1, 23), bag(2, 1, 1, 23)]),
    ).toEqual([{ segment: 'ALL', adult: '1 x 23KG', child: '1 x 23KG' }]);
    expect(baggageRows([bag(1, 0, 1, 23), bag(2, 0, 2, 23)])).toEqual([
      { segment: 1, adult: '1 x 23KG', child: '/' },
      { segment: 2, adult: '2 x 23KG', child: '/' },
    ]);
  });
});

describe('slice payment', () => {
  test('deposit now and weekly instalments ending at least 7 days before departure', () => {
    const plan = sliceSchedule({
      total: 100_000,
      currency: 'AUD',
      bookedOn: '2026-01-01',
      departureDate: '2026-03-01',
    });
    expect(plan.valid).toBe(true);
    const last = plan.instalments[plan.instalments.length - 1]!;
    expect(last.dueDate <= '2026-02-22').toBe(true);
    expect(plan.instalments[0]!.dueDate).toBe('2026-01-08');
    expect(plan.adjustedAmount).toBe(100_000 + plan.holdFee);
  });

  test('the deposit and instalments add up to the adjusted amount exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 200 }),
        (total, days) => {
          const departure = new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
          const plan = sliceSchedule({
            total,
            currency: 'USD',
            bookedOn: '2026-01-01',
            departureDate: departure,
          });
          if (!plan.valid) return days < 7 + 7 * SLICE.minInstalments;
          const paid = plan.deposit + plan.instalments.reduce((s, i) => s + i.amount, 0);
          return paid === plan.adjustedAmount && plan.instalments.length >= SLICE.minInstalments;
        },
      ),
    );
  });

  test('slice payment is not offered when departure is too close', () => {
    expect(
      sliceSchedule({
        total: 50_000,
        currency: 'AUD',
        bookedOn: '2026-01-01',
        departureDate: '2026-01-15',
      }).valid,
    ).toBe(false);
  });

  test('the fare surcharge is the difference to the first fare', () => {
    const fares = [
      { total: 10_000, adjustedAmount: 10_300 },
      { total: 12_500, adjustedAmount: 12_900 },
    ];
    expect(fareSurcharge(fares, 1)).toBe(2_500);
    expect(fareSurcharge(fares, 1, 'slice')).toBe(2_600);
    expect(fareSurcharge(fares, 0)).toBe(0);
  });
});

describe('flight search', () => {
  const base = {
    tripType: 2,
    fromCityCode: 'SYD',
    toCityCode: 'MEL',
    fromDate: '2026-12-01',
    retDate: '2026-12-03',
    adultNumber: 1,
    childNumber: 0,
  };

  test('each missing field has its SPEC 5 message', () => {
    const errors = flightSearchErrors(
      { ...base, fromCityCode: '', toCityCode: '', fromDate: '', retDate: '' },
      '2026-11-21',
    );
    expect(errors.fromCityCode).toBe('Please select a from City or Airport');
    expect(errors.toCityCode).toBe('Please select a to City or Airport');
    expect(errors.fromDate).toBe('Please select a time');
    expect(errors.retDate).toBe('Please select a time');
    expect(flightSearchErrors({ ...base, tripType: 1, retDate: null }, '2026-11-21')).toEqual({});
    expect(flightSearchErrors({ ...base, toCityCode: 'syd' }, '2026-11-21').toCityCode).toBe(
      'From city and to city cannot be the same',
    );
  });

  test('dates start from yesterday and the return cannot be before departure', () => {
    expect(
      flightSearchErrors({ ...base, fromDate: '2026-11-20', retDate: '2026-11-22' }, '2026-11-21'),
    ).toEqual({});
    expect(
      flightSearchErrors({ ...base, fromDate: '2026-11-19' }, '2026-11-21').fromDate,
    ).toBeTruthy();
    expect(
      flightSearchErrors({ ...base, retDate: '2026-11-30' }, '2026-11-21').retDate,
    ).toBeTruthy();
  });

  test('passenger counts: at least 1 adult, at most 9, at most 2 children per adult', () => {
    expect(passengerCountsError({ adults: 0, children: 0 })).toBeTruthy();
    expect(passengerCountsError({ adults: 4, children: 6 })).toBe(
      'At most 9 travellers can be booked together',
    );
    expect(passengerCountsError({ adults: 1, children: 3 })).toBe(
      'One adult can accompany at most two children',
    );
    expect(passengerCountsError({ adults: 3, children: 6 })).toBeNull();
    expect(maxChildren(4)).toBe(5);
    expect(withAdults({ adults: 2, children: 4 }, 1)).toEqual({ adults: 1, children: 2 });
    expect(withChildren({ adults: 1, children: 0 }, 5)).toEqual({ adults: 1, children: 2 });
  });

  test('switching trip type sets or clears the return date', () => {
    expect(returnDateForTripType(1, '2026-12-01', '2026-12-09')).toBeNull();
    expect(returnDateForTripType(2, '2026-12-01', null)).toBe('2026-12-03');
    expect(returnDateForTripType(2, '2026-12-01', '2026-12-01')).toBe('2026-12-03');
    expect(returnDateForTripType(2, '2026-12-01', '2026-12-09')).toBe('2026-12-09');
  });
});

describe('shared displays', () => {
  test('durations show hours and minutes', () => {
    expect(formatDuration(155)).toBe('2h 35m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(120)).toBe('2h');
  });

  test('order statuses show SPEC 4 texts and unknown ones raw', () => {
    expect(orderStatusLabel('PendingPayment')).toBe('Awaiting Payment');
    expect(orderStatusLabel('Issued')).toBe('Upcoming');
    expect(orderStatusLabel('Paid')).toBe('Pending ticket issuance');
    expect(orderStatusLabel('Cancelled')).toBe('Room Cancelled');
    expect(orderStatusLabel('PartRefund')).toBe('Room Part Refund');
    expect(orderStatusLabel(0)).toBe('Awaiting Payment');
    expect(orderStatusLabel(3)).toBe('Ticket Confirmed');
    expect(orderStatusLabel('6')).toBe('Changed');
    expect(orderStatusLabel('Mystery')).toBe('Mystery');
    expect(orderStatusLabel(42)).toBe('42');
  });

  test('strict dates and February', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
  });
});

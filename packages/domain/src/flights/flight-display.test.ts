import { describe, expect, test } from 'vitest';
import {
  aircraftLabel,
  clockTime,
  dayShiftMark,
  stopsLabel,
  terminalLabel,
} from './itinerary-display.ts';
import {
  cardRuleEntry,
  formatFare,
  formatSurcharge,
  policyTable,
  surchargePerTraveller,
} from './fare-display.ts';
import { toDecimal, toMinorUnits } from '../money/minor-units.ts';
import { legSummary, quotedLegSummary, type QuotedRule } from './fare-summary.ts';
import type { RefundInfo } from './search.schemas.ts';

describe('flight detail texts', () => {
  test('arrivals on a later local day carry a +1 mark', () => {
    expect(clockTime('2030-03-10 09:05')).toBe('09:05');
    expect(dayShiftMark('2030-03-10 22:00', '2030-03-11 06:00')).toBe('+1');
    expect(dayShiftMark('2030-03-10 08:00', '2030-03-10 16:00')).toBe('');
    expect(dayShiftMark('2030-12-31 22:00', '2031-01-02 01:00')).toBe('+2');
    expect(dayShiftMark('2030-03-10 01:00', '2030-03-09 20:00')).toBe('-1');
  });

  test('aircraft codes starting 3 are Airbus and 7 Boeing', () => {
    expect(aircraftLabel('388')).toBe('Airbus 388');
    expect(aircraftLabel('77W', 'Boeing 777-300ER')).toBe('Boeing 777-300ER');
    expect(aircraftLabel('789', 'Dreamliner')).toBe('Boeing 789');
    expect(aircraftLabel('E90', 'Embraer 190')).toBe('Embraer 190');
    expect(aircraftLabel('DH4', '')).toBe('DH4');
  });

  test('terminals and stops read as words', () => {
    expect(terminalLabel('3')).toBe('Terminal 3');
    expect(terminalLabel('2E')).toBe('Terminal 2E');
    expect(terminalLabel('North')).toBe('North Terminal');
    expect(terminalLabel('')).toBe('');
    expect(stopsLabel(0)).toBe('Nonstop');
    expect(stopsLabel(1)).toBe('1 stop');
    expect(stopsLabel(2)).toBe('2 stops');
  });
});

const refund = (over: Partial<RefundInfo>): RefundInfo => ({
  refundType: 0,
  passengerType: 0,
  refundStatus: 'T',
  refundFeeEx: 0,
  currencyEx: 'AUD',
  period: 'before',
  noShowCondition: null,
  window: null,
  ...over,
});

describe('fare money and rules from the wire', () => {
  test('decimal amounts format with 2 decimals and the currency', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(formatFare(1234.5, 'AUD')).toBe('AUD 1,234.50');
    expect(formatSurcharge(4500, 'AUD')).toBe('+AUD 45.00');
    expect(formatSurcharge(0, 'AUD')).toBe('+AUD 0.00');
  });

  test('the fare card describes an adult cancelling early', () => {
    const list = [
      refund({ passengerType: 1, refundStatus: 'F' }),
      refund({ refundStatus: 'T', window: 'within', noShowCondition: 48 }),
      refund({ refundStatus: 'H', refundFeeEx: 120, window: 'outside', noShowCondition: 48 }),
    ];
    expect(cardRuleEntry(list)).toMatchObject({ status: 'H', fee: 12000, passengerType: 0 });
    expect(cardRuleEntry([])).toBeNull();
  });

  test("a quote's leg summary is the one its full wire lists give", () => {
    const quoted: QuotedRule[] = [0, 1].flatMap((direction) =>
      ([0, 1] as const).flatMap((passengerType) => [
        {
          direction,
          passengerType,
          status: 'T' as const,
          fee: 0,
          period: 'before' as const,
          window: 'within' as const,
        },
        {
          direction,
          passengerType,
          status: 'H' as const,
          fee: 4550 + direction * 100 + passengerType,
          period: 'before' as const,
          window: 'outside' as const,
        },
        {
          direction,
          passengerType,
          status: 'F' as const,
          fee: 0,
          period: 'after' as const,
          window: null,
        },
      ]),
    );
    const baggage = [1, 2].flatMap((segmentNo) =>
      ([1, 0] as const).map((passengerType) => ({
        segmentNo,
        passengerType,
        baggagePiece: passengerType + segmentNo,
        baggageWeight: 23,
        handBaggageWeight: 7,
      })),
    );
    for (const direction of [0, 1]) {
      const own = quoted.filter((r) => r.direction === direction);
      const wire = {
        cabinGrade: 'Economy',
        baggageInfoList: baggage,
        refundInfoList: own.map((r) =>
          refund({
            refundType: direction,
            passengerType: r.passengerType,
            refundStatus: r.status,
            refundFeeEx: toDecimal(r.fee),
            period: r.period,
            window: r.window,
          }),
        ),
        changesInfoList: [],
      };
      const summary = quotedLegSummary(baggage, quoted, [], direction);
      expect(summary).toEqual(legSummary(wire));
      expect(summary.refund).toEqual({ status: 'H', fee: 45.5 + direction });
      expect(summary.baggage).toEqual([
        { piece: 1, weight: 23 },
        { piece: 2, weight: 23 },
      ]);
    }
  });

  test('the policy table has before (outside, within), no-show and after rows with adult and child cells', () => {
    const list = [
      refund({ period: 'after' }),
      refund({ period: 'noShow', passengerType: 1 }),
      refund({ period: 'noShow' }),
      refund({ refundStatus: 'H', refundFeeEx: 50, window: 'outside', noShowCondition: 48 }),
      refund({
        refundStatus: 'H',
        refundFeeEx: 40,
        window: 'outside',
        noShowCondition: 48,
        passengerType: 1,
      }),
      refund({ window: 'within', noShowCondition: 48 }),
    ];
    const table = policyTable('refund', list);
    expect(table.summary).toBe('Partially Refundable');
    expect(table.rows).toEqual([
      {
        label: 'Before Flight Departure (outside 48 hours)',
        adult: 'Refund Fee: AUD 50.00',
        child: 'Refund Fee: AUD 40.00',
      },
      { label: 'Before Flight Departure (within 48 hours)', adult: 'Non-Refundable', child: '/' },
      { label: 'No-Show', adult: 'Non-Refundable', child: 'Non-Refundable' },
      { label: 'After Flight Departure', adult: 'Non-Refundable', child: '/' },
    ]);
  });

  test('the Select Fare surcharge is the difference to the first fare, per traveller', () => {
    const fares = [
      {
        totalPriceEx: 1000,
        SlicePayItem: {
          valid: true,
          deposit: 0,
          weekly: 0,
          adjustedAmount: 1030,
          currency: 'AUD',
          instalments: 4,
        },
      },
      {
        totalPriceEx: 1300,
        SlicePayItem: {
          valid: true,
          deposit: 0,
          weekly: 0,
          adjustedAmount: 1339,
          currency: 'AUD',
          instalments: 4,
        },
      },
    ];
    expect(surchargePerTraveller(fares, 0, 2)).toBe(0);
    expect(surchargePerTraveller(fares, 1, 2)).toBe(15000);
    expect(surchargePerTraveller(fares, 1, 3, 'slice')).toBe(10300);
  });
});

import { describe, expect, test } from 'vitest';
import { sliceSchedule } from '../flights/slice-payment.ts';
import { flightOrderTotal, formatOrderTotal, orderTotal } from './order-total.ts';

describe('orderTotal: the money an order owes (decision 022)', () => {
  test('paid in full: the total is the price, all due now', () => {
    const t = orderTotal({ currency: 'AUD', paymentType: 'full', price: 1_032_434 });
    expect(t.total).toBe(1_032_434);
    expect(t.dueNow).toBe(1_032_434);
    expect(t.parts).toEqual([{ key: 'price', label: 'Price', amount: 1_032_434 }]);
    expect(formatOrderTotal(t)).toBe('AUD 10,324.34');
  });

  test('paid in slices: the total adds the hold price fee, the deposit is due now', () => {
    const plan = sliceSchedule({
      total: 1_163_704,
      currency: 'AUD',
      bookedOn: '2026-11-24',
      departureDate: '2027-02-10',
    });
    const t = orderTotal({ currency: 'AUD', paymentType: 'slice', price: 1_163_704, slice: plan });
    expect(t.total).toBe(plan.adjustedAmount);
    expect(t.total).toBe(1_163_704 + plan.holdFee);
    expect(t.parts.map((p) => p.label)).toEqual(['Price', 'Hold price fee']);
    expect(t.dueNow).toBe(plan.deposit);
    // The deposit and the instalments add up to the total.
    expect(t.dueNow + t.instalments.reduce((s, i) => s + i.amount, 0)).toBe(t.total);
  });

  test('a slice order without a valid plan is priced as paid in full', () => {
    const t = orderTotal({
      currency: 'USD',
      paymentType: 'slice',
      price: 5_000,
      slice: { valid: false, holdFee: 150, deposit: 0, weekly: 0 },
    });
    expect(t.paymentType).toBe('full');
    expect(t.total).toBe(5_000);
  });

  test("a flight order's wire form gives the same total as its minor units", () => {
    const plan = sliceSchedule({
      total: 1_163_704,
      currency: 'AUD',
      bookedOn: '2026-11-24',
      departureDate: '2027-02-10',
    });
    const wire = flightOrderTotal({
      currency: 'AUD',
      paymentType: 'slice',
      totalPriceEx: 11_637.04,
      slice: {
        deposit: plan.deposit / 100,
        weekly: plan.weekly / 100,
        adjustedAmount: plan.adjustedAmount / 100,
        instalments: plan.instalments.map((i) => ({ ...i, amountEx: i.amount / 100 })),
      },
    });
    expect(wire.total).toBe(plan.adjustedAmount);
    expect(wire.parts[1]!.amount).toBe(plan.holdFee);
    expect(wire.dueNow).toBe(plan.deposit);
    expect(
      flightOrderTotal({ currency: 'AUD', paymentType: 'full', totalPriceEx: 11_637.04 }).total,
    ).toBe(1_163_704);
  });
});

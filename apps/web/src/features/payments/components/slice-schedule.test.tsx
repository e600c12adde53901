import { describe, expect, test } from 'vitest';
import { formatDate } from '@farewise/domain/shared/dates';
import { screen, within } from '@testing-library/react';
import { SLICE_TERMS } from '@farewise/domain/payments/slice-terms';
import { renderWithApp } from '../../../../test/render';
import { SliceSchedule } from './slice-schedule';

const plan = {
  available: true,
  reason: null,
  currency: 'AUD',
  total: 1000,
  deposit: 230,
  holdFee: 30,
  weekly: 80,
  adjustedAmount: 1030,
  instalments: Array.from({ length: 10 }, (_, i) => ({
    number: i + 1,
    dueDate: `2025-0${6 + Math.floor((i + 1) / 3)}-1${i % 9}`,
    amount: 80,
  })),
};

describe('slice schedule', () => {
  test('lists the deposit today, every weekly instalment with its due date, and the total', () => {
    renderWithApp(<SliceSchedule plan={plan} />);
    const table = screen.getByRole('table', { name: 'Payment schedule' });
    const rows = within(table).getAllByRole('row');
    // header + deposit + 10 instalments + total
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByText('Today')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('AUD 230.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/hold price fee of AUD 30.00/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Instalment 1')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText(formatDate(plan.instalments[0]!.dueDate)),
    ).toBeInTheDocument();
    expect(within(rows[12]!).getByText('AUD 1,030.00')).toBeInTheDocument();
  });

  test('shows the slice payment terms of SPEC 9', () => {
    renderWithApp(<SliceSchedule plan={plan} />);
    for (const term of SLICE_TERMS) expect(screen.getByText(term)).toBeInTheDocument();
  });
});

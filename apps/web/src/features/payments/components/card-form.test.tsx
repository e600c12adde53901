import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_MESSAGES } from '@farewise/domain/payments/card.rules';
import { renderWithApp } from '../../../../test/render';
import { CardForm } from './card-form';

function setup(prefillNumber?: string) {
  const onPay = vi.fn();
  renderWithApp(<CardForm payLabel="Pay AUD 230.00" onPay={onPay} prefillNumber={prefillNumber} />);
  return { onPay, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  v: { number?: string; name?: string; expiry?: string; cvc?: string },
) {
  if (v.number !== undefined) await user.type(screen.getByLabelText(/Card number/), v.number);
  if (v.name !== undefined) await user.type(screen.getByLabelText(/Name on card/), v.name);
  if (v.expiry !== undefined) await user.type(screen.getByLabelText(/Expiry/), v.expiry);
  if (v.cvc !== undefined) await user.type(screen.getByLabelText(/CVC/), v.cvc);
}

describe('card form', () => {
  test('the number is grouped in fours and the expiry gets its slash as typed', async () => {
    const { user } = setup();
    await fill(user, { number: '4242424242424242', expiry: '1230' });
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/Expiry/)).toHaveValue('12/30');
  });

  test('a valid card is paid with the digits, name, month, year and CVC', async () => {
    const { user, onPay } = setup();
    await fill(user, {
      number: '4242 4242 4242 4242',
      name: 'Ann Lee',
      expiry: '12/30',
      cvc: '123',
    });
    await user.click(screen.getByRole('button', { name: 'Pay AUD 230.00' }));
    expect(onPay).toHaveBeenCalledWith({
      number: '4242424242424242',
      name: 'Ann Lee',
      expMonth: 12,
      expYear: 30,
      cvc: '123',
    });
  });

  test('a mistyped number, a past expiry and a short CVC are refused before paying', async () => {
    const { user, onPay } = setup();
    await fill(user, { number: '4242424242424241', name: 'Ann Lee', expiry: '01/20', cvc: '12' });
    await user.click(screen.getByRole('button', { name: 'Pay AUD 230.00' }));
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvcInvalid)).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  test('empty fields say what is missing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pay AUD 230.00' }));
    expect(await screen.findByText(CARD_MESSAGES.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryInvalid)).toBeInTheDocument();
  });

  test('a sandbox test card fills the number', async () => {
    setup('4000 0000 0000 3220');
    expect(await screen.findByDisplayValue('4000 0000 0000 3220')).toBeInTheDocument();
  });
});

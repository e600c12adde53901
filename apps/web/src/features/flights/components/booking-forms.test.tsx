import { describe, expect, test } from 'vitest';
import { Fragment, useState } from 'react';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { PASSENGER_MESSAGES as M } from '@farewise/domain/passengers/passenger.messages';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { renderFlights } from '../test/render-flights';
import { flightOrderTotal } from '@farewise/domain/orders/order-total';
import { BookingPrice } from './booking-price';
import { usePassengerFormParts } from './booking-passenger-forms';
import { usePassengerForms } from './use-passenger-forms';

const today = '2026-11-20';
const referenceDate = '2026-12-15';
const ann = {
  sex: 2,
  given_name: 'Ann',
  middle_name: '',
  surname: 'Lee',
  birthday: '1990-04-02',
  id_card_issue: 'AU',
  national_code: 'AU',
  id_card: 'PA1234567',
  id_card_time: '2030-01-31',
  phone_code: '61',
  mobile: '0412 345 678',
};
const savedAnn: SavedPassenger = {
  ...ann,
  id: '00000000-0000-4000-8000-000000000001',
  sex: 2,
  age_type: 0,
};

describe('price block', () => {
  test('full payment shows one price', () => {
    renderFlights(
      <BookingPrice
        totals={flightOrderTotal({ currency: 'AUD', paymentType: 'full', totalPriceEx: 1650 })}
      />,
    );
    expect(screen.getByText('Total price')).toBeInTheDocument();
    expect(screen.getByText('AUD 1,650.00')).toBeInTheDocument();
    expect(screen.queryByText('Deposit')).toBeNull();
  });

  test('slice payment shows Deposit, From {weekly} per week and Total', () => {
    renderFlights(
      <BookingPrice
        totals={flightOrderTotal({
          currency: 'AUD',
          paymentType: 'slice',
          totalPriceEx: 1000,
          slice: { deposit: 230, weekly: 200, adjustedAmount: 1030 },
        })}
      />,
    );
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByText('AUD 230.00')).toBeInTheDocument();
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('AUD 200.00 per week')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('Hold price fee')).toBeInTheDocument();
    expect(screen.getByText('AUD 30.00')).toBeInTheDocument();
    expect(screen.getByText('AUD 1,030.00')).toBeInTheDocument();
  });
});

function Forms({
  adults,
  children,
  saved,
}: {
  adults: number;
  children: number;
  saved?: SavedPassenger[];
}) {
  const forms = usePassengerForms({ adults, children, referenceDate, today, guest: false });
  const [chosenError, setChosenError] = useState<string | null>(null);
  const parts = usePassengerFormParts({
    forms,
    referenceDate,
    today,
    savedFor: () => saved,
    onChooseError: setChosenError,
  });
  return (
    <>
      {parts.map((part) => (
        <Fragment key={part.key}>{part.node}</Fragment>
      ))}
      {chosenError && <p>toast: {chosenError}</p>}
      <button onClick={() => forms.submit()}>Submit all</button>
    </>
  );
}

// Three forms of Mantine selects with every country render slowly under jsdom.
describe('passenger forms', () => {
  test('headers number children after the adults; Remove passengers is not on the first', () => {
    renderFlights(<Forms adults={2} children={1} />);
    expect(screen.getByRole('heading', { name: 'Passenger 1 (Adult Ticket)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passenger 2 (Adult Ticket)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passenger 3 (Child Ticket)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove passengers' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Reset' })).toHaveLength(3);
  });

  test('messages show on change, all of them after submit, and Reset clears the form', () => {
    renderFlights(<Forms adults={1} children={0} />);
    const first = screen.getByLabelText('First name');
    fireEvent.change(first, { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Last/Family/Surname'), { target: { value: 'L3e' } });
    expect(screen.getByText(M.nameFormat)).toBeInTheDocument();
    expect(screen.queryByText(M.sexRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit all' }));
    expect(screen.getByText(M.sexRequired)).toBeInTheDocument();
    expect(screen.getByText(M.passportNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(M.birthdayRequired)).toBeInTheDocument();
    expect(screen.getByText(M.phoneCodeRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  test('the passport number duplicate shows once the field is left; Remove passengers empties the form', () => {
    renderFlights(<Forms adults={2} children={0} />);
    const [one, two] = screen.getAllByLabelText('Passport number');
    fireEvent.change(one!, { target: { value: 'PA1234567' } });
    fireEvent.change(two!, { target: { value: 'pa 1234567' } });
    expect(screen.queryByText(M.duplicatePassport)).toBeNull();
    fireEvent.blur(two!);
    expect(screen.getAllByText(M.duplicatePassport).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove passengers' }));
    expect(screen.getAllByLabelText('Passport number')[1]).toHaveValue('');
  });

  test('choosing a regular passenger whose name is already used gives the duplicate-name error', async () => {
    renderFlights(<Forms adults={2} children={0} saved={[savedAnn]} />);
    const menus = screen.getAllByRole('button', { name: 'Regular passengers' });
    fireEvent.click(menus[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lee Ann' }));
    expect(screen.getAllByLabelText('First name')[0]).toHaveValue('Ann');
    fireEvent.click(menus[1]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lee Ann' }));
    expect(screen.getByText(`toast: ${M.duplicateName}`)).toBeInTheDocument();
    expect(screen.getByText(M.duplicateName)).toBeInTheDocument();
    expect(screen.getAllByLabelText('First name')[1]).toHaveValue('');
  });

  test('a passport expiring within 6 months shows the warning', () => {
    const { result } = renderHook(() =>
      usePassengerForms({ adults: 1, children: 0, referenceDate, today, guest: false }),
    );
    act(() => result.current.change(0, { ...ann, id_card_time: '2027-02-01' }));
    expect(result.current.warnings[0]?.id_card_time).toBe(M.passportExpiresSoon);
  });
});

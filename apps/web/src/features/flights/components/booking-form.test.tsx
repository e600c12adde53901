import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { PASSENGER_MESSAGES as M } from '@farewise/domain/passengers/passenger.messages';
import { CONTACT_MESSAGES } from '@farewise/domain/contacts/contact.rules';
import { PASSENGER_DRAFTS_KEY } from '@farewise/domain/passengers/passenger-drafts';
import type { FlightOrderInfo } from '@farewise/domain/orders/flight-order.schemas';
import { mockApi, ok, renderFlights } from '../test/render-flights';
import { sydneyLondonRoundTripPrice } from '../test/flight-fixtures';
import { BookingForm } from './booking-form';

const orderId = '11111111-2222-4333-8444-555555555555';
const info = (adults: number, children: number) =>
  ({
    orderId,
    currency: 'AUD',
    totalPriceEx: 1650,
    adultNumber: adults,
    childNumber: children,
    slice: null,
    routing: sydneyLondonRoundTripPrice(adults + children).routing,
  }) as unknown as FlightOrderInfo;

const today = dayjs().format('YYYY-MM-DD');
const ann = {
  sex: 2,
  given_name: 'Ann',
  middle_name: '',
  surname: 'Lee',
  birthday: '1990-04-02',
  id_card_issue: 'AU',
  national_code: 'AU',
  id_card: 'PA1234567',
  id_card_time: `${dayjs().year() + 5}-01-31`,
  phone_code: '61',
  mobile: '0412 345 678',
};
const draft = (values: object, type: 'adult' | 'child', index: number, at = 1) => ({
  ...values,
  _timestamp: at,
  _type: type,
  _index: index,
});
const storeDrafts = (drafts: unknown) =>
  localStorage.setItem(PASSENGER_DRAFTS_KEY, JSON.stringify(drafts));
const storedDrafts = () =>
  JSON.parse(localStorage.getItem(PASSENGER_DRAFTS_KEY) ?? '[]') as Record<string, unknown>[];

/** The booking form's first render (its parts come in turn, decision 035). */
function drawForm(adults = 1, children = 0, signedIn = false) {
  return renderFlights(<></>, {
    path: `/flightsBooking/${orderId}`,
    routes: [
      {
        path: '/flightsBooking/:id',
        element: (
          <BookingForm
            orderId={orderId}
            info={info(adults, children)}
            paymentType="full"
            today={today}
            signedIn={signedIn}
          />
        ),
      },
      { path: '/flightsPay/:id', element: <p>pay page</p> },
    ],
  });
}

/** The booking form, once all its parts are drawn. */
async function renderForm(adults = 1, children = 0, signedIn = false) {
  const view = drawForm(adults, children, signedIn);
  await screen.findByRole('button', { name: 'Terms of Use' });
  return view;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const fillContact = () => {
  fireEvent.change(screen.getAllByLabelText('Mobile').at(-1)!, { target: { value: '412345678' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
};

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('booking form', () => {
  test("its parts come in turn: the fare first, then each form, the terms and the trip's summary", async () => {
    drawForm(2, 0);
    // The first render: the fare and Continue, no form yet.
    expect(screen.getByRole('heading', { name: 'Select Fare' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Trip summary' })).not.toBeInTheDocument();
    // Then both passengers' forms, the contact form, the terms and the summary.
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getAllByLabelText('First name')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Trip summary' })).toBeInTheDocument();
  });

  test("a guest's drafts come back into the forms by type and index; corrupt entries are dropped", async () => {
    storeDrafts([
      draft({ given_name: 'Bob', surname: 'Ray', birthday: '1985-06-15' }, 'adult', 1, 3),
      draft({ given_name: 'Cy' }, 'child', 0, 2),
      { given_name: 'Eve', _type: 'adult' },
    ]);
    await renderForm(2, 1);
    const names = screen.getAllByLabelText('First name');
    expect(names.map((n) => (n as HTMLInputElement).value)).toEqual(['', 'Bob', 'Cy']);
    expect(screen.getAllByLabelText('Last/Family/Surname')[1]).toHaveValue('Ray');
    expect(screen.getAllByRole('combobox', { name: 'Birthday year' })[1]).toHaveValue('1985');
    expect(screen.getAllByRole('combobox', { name: 'Birthday day' })[1]).toHaveValue('15');
    expect(storedDrafts().map((d) => d.given_name)).toEqual(['Bob', 'Cy']);
  });

  test('stored drafts that are not a list are discarded, and the forms open empty', async () => {
    localStorage.setItem(PASSENGER_DRAFTS_KEY, '{not json');
    await renderForm(1, 0);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(localStorage.getItem(PASSENGER_DRAFTS_KEY)).toBeNull();
  });

  test("leaving keeps a guest's filled forms; Remove passengers forgets its draft; Reset brings the draft back", async () => {
    storeDrafts([draft({ given_name: 'Bob' }, 'adult', 1)]);
    const { unmount } = await renderForm(2, 0);
    fireEvent.change(screen.getAllByLabelText('First name')[0]!, { target: { value: 'Ann' } });
    fireEvent.change(screen.getAllByLabelText('First name')[1]!, { target: { value: 'Rob' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset' })[1]!);
    expect(screen.getAllByLabelText('First name')[1]).toHaveValue('Bob');
    fireEvent.click(screen.getByRole('button', { name: 'Remove passengers' }));
    expect(screen.getAllByLabelText('First name')[1]).toHaveValue('');
    expect(storedDrafts()).toEqual([]);
    unmount();
    const [saved, ...rest] = storedDrafts();
    expect(rest).toEqual([]);
    expect(saved).toMatchObject({ given_name: 'Ann', _type: 'adult', _index: 0 });
  });

  test('a signed-in traveller keeps no drafts', async () => {
    storeDrafts([draft({ given_name: 'Bob' }, 'adult', 0)]);
    const { unmount } = await renderForm(1, 0, true);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    unmount();
    expect(storedDrafts().map((d) => d.given_name)).toEqual(['Bob']);
  });

  test('Continue with empty forms shows every message and sends nothing', async () => {
    const fetchMock = mockApi(() => ok(null));
    await renderForm(1, 0);
    expect(screen.queryByText(CONTACT_MESSAGES.emailRequired)).toBeNull();
    fireEvent.click(continueButton());
    expect(screen.getByText(M.sexRequired)).toBeInTheDocument();
    expect(screen.getByText(M.givenNameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('ticketBooking'))).toEqual(
      [],
    );
  });

  test('contact messages show once the field is changed', async () => {
    await renderForm(1, 0);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ann@' } });
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.mobileRequired)).toBeNull();
    fireEvent.change(screen.getAllByLabelText('Mobile').at(-1)!, { target: { value: '412' } });
    expect(screen.getByText(CONTACT_MESSAGES.mobileTooShort)).toBeInTheDocument();
  });

  test("a server 422 puts each field's message on its field until that field changes", async () => {
    storeDrafts([draft(ann, 'adult', 0)]);
    mockApi((url) =>
      url.includes('ticketBooking')
        ? {
            status: 422,
            body: {
              code: 422,
              msg: 'Please check the passengers.',
              data: null,
              errors: [
                { field: 'passengers.0.given_name', message: 'Name refused by the airline' },
                { field: 'contact.email', message: 'Email refused' },
              ],
            },
          }
        : ok(null),
    );
    await renderForm(1, 0);
    fillContact();
    fireEvent.click(continueButton());
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveAccessibleDescription('Name refused by the airline'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email refused');
    expect(screen.getByText('Please check the passengers.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Middle name'), { target: { value: 'Jo' } });
    expect(first).toHaveAccessibleDescription('Name refused by the airline');
    fireEvent.change(first, { target: { value: 'Anne' } });
    expect(screen.queryByText('Name refused by the airline')).toBeNull();
    expect(screen.getByText('Email refused')).toBeInTheDocument();
  });

  test('changing the year clears a 29 February the new year does not have', async () => {
    storeDrafts([draft({ ...ann, birthday: '2000-02-29' }, 'adult', 0)]);
    await renderForm(1, 0);
    const year = screen.getByRole('combobox', { name: 'Birthday year' });
    expect(screen.getByRole('combobox', { name: 'Birthday day' })).toHaveValue('29');
    expect(screen.queryByText(M.birthdayRequired)).toBeNull();
    fireEvent.click(year);
    fireEvent.click(await screen.findByRole('option', { name: '2001' }));
    expect(year).toHaveValue('2001');
    expect(screen.getByRole('combobox', { name: 'Birthday month' })).toHaveValue('02');
    expect(screen.getByRole('combobox', { name: 'Birthday day' })).toHaveValue('');
    expect(screen.getByText(M.birthdayRequired)).toBeInTheDocument();
  });

  test('a passport expiring within 6 months warns but does not block the booking', async () => {
    const soon = dayjs().add(3, 'month').format('YYYY-MM-DD');
    storeDrafts([draft({ ...ann, id_card_time: soon }, 'adult', 0)]);
    const fetchMock = mockApi(() => ok({ orderId }));
    await renderForm(1, 0);
    expect(screen.getByText(M.passportExpiresSoon)).toBeInTheDocument();
    fillContact();
    fireEvent.click(continueButton());
    expect(await screen.findByText('pay page')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('ticketBooking'))!;
    const body = JSON.parse(String(init?.body)) as {
      passengers: Record<string, unknown>[];
      contact: Record<string, unknown>;
    };
    expect(body.passengers).toEqual([
      expect.objectContaining({ given_name: 'Ann', sex: 2, age_type: 0, id_card_time: soon }),
    ]);
    expect(body.contact).toEqual({ postcode: '61', mobile: '412345678', email: 'ann@example.com' });
  });
});

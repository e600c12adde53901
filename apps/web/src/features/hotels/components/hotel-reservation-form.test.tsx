import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSENGER_MESSAGES as PM } from '@farewise/domain/passengers/passenger.messages';
import { CONTACT_MESSAGES as CM } from '@farewise/domain/contacts/contact.rules';
import { HOTEL_RESERVATION_MESSAGES as RM } from '@farewise/domain/orders/hotel-reservation.rules';
import { HotelReservationForm } from './hotel-reservation-form';
import { renderHotels } from '../test/render-hotels';

const rooms = [
  { AdultNumber: 2, childNumber: 0, RoomName: 'Twin Room' },
  { AdultNumber: 1, childNumber: 1, RoomName: 'Family Room' },
];

function renderForm(onSubmit = vi.fn()) {
  renderHotels(
    <HotelReservationForm rooms={rooms} currency="AUD" submitting={false} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

const fields = (label: string) => screen.getAllByLabelText(label);
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('hotel reservation form', () => {
  test('one guest name per room, each room labelled with its type and party', () => {
    renderForm();
    expect(fields('First name')).toHaveLength(2);
    expect(screen.getByText('Room 1: Twin Room · 2 adults')).toBeInTheDocument();
    expect(screen.getByText('Room 2: Family Room · 1 adult, 1 child')).toBeInTheDocument();
  });

  test("an empty form shows SPEC 5's messages and does not continue", async () => {
    const onSubmit = renderForm();
    submit();
    expect(await screen.findAllByText(PM.givenNameRequired)).toHaveLength(2);
    expect(screen.getAllByText(PM.surnameRequired)).toHaveLength(2);
    expect(screen.getByText(RM.contactNameRequired)).toBeInTheDocument();
    expect(screen.getByText(CM.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CM.mobileRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('name format, e-mail pattern and a short mobile have their own messages', async () => {
    renderForm();
    type(fields('First name')[0]!, 'Ann3');
    type(screen.getByLabelText('Email address'), 'ann@');
    type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '12345');
    submit();
    expect(await screen.findByText(PM.nameFormat)).toBeInTheDocument();
    expect(screen.getByText(CM.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CM.mobileTooShort)).toBeInTheDocument();
  });

  test('a complete form continues with the guests, contact and requests', async () => {
    const onSubmit = renderForm();
    type(fields('First name')[0]!, 'Ann');
    type(fields('Last name')[0]!, 'Lee');
    type(fields('First name')[1]!, 'Bea');
    type(fields('Last name')[1]!, 'Lee');
    type(screen.getByLabelText('Contact name'), 'Ann Lee');
    type(screen.getByLabelText('Email address'), 'ann@example.com');
    type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '0412 345 678');
    type(screen.getByLabelText(/Requests for the hotel/), 'High floor');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      guests: [
        { given_name: 'Ann', surname: 'Lee' },
        { given_name: 'Bea', surname: 'Lee' },
      ],
      contact: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        postcode: '61',
        mobile: '0412 345 678',
      },
      specialRequests: 'High floor',
    });
  });
});

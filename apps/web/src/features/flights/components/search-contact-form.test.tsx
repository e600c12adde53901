import { afterEach, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render';
import { SearchContactForm } from './search-contact-form';

afterEach(() => sessionStorage.clear());

async function fill(code: string, mobile: string) {
  const user = userEvent.setup();
  renderWithApp(<SearchContactForm currency="AUD" />);
  await user.selectOptions(await screen.findByLabelText('Country code'), code);
  await user.type(screen.getByLabelText('Mobile phone number'), mobile);
  await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
  await user.click(screen.getByRole('button', { name: 'Save contact details' }));
  return user;
}

test('the UK mobile +44 7700 900123 is accepted', async () => {
  await fill('44', '7700 900123');
  expect(await screen.findByRole('status')).toHaveTextContent('Saved for your booking');
  expect(JSON.parse(sessionStorage.getItem('flightContact') ?? '{}')).toMatchObject({
    postcode: '44',
    mobile: '7700 900123',
  });
});

test('a number too short for its country says so and names the part to check', async () => {
  await fill('1', '555 1234');
  expect(
    await screen.findByText('Too short for a +1 number: check the digits after the country code'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("fewer than 7 digits keeps SPEC 5's message", async () => {
  await fill('61', '4123');
  expect(
    await screen.findByText('Mobile number must contain minimum 7digits after country code'),
  ).toBeInTheDocument();
});

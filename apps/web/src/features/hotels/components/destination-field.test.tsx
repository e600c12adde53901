import { expect, test } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HotelSearchForm } from './hotel-search-form';
import { defaultHotelSearch } from './hotel-search-model';
import { mockApi, ok, renderHotels } from '../test/render-hotels';

const NOW = new Date('2026-03-10T10:00:00');

const paris = {
  ID: 'c-paris',
  Name: 'Paris',
  Type: 1,
  TypeName: 'City',
  CountryCode: 'FR',
  city_name: 'Paris',
  second_display: 'Île-de-France, France',
};

function setup() {
  const fetchMock = mockApi((url) => (url.includes('/v3/hotel/keyword') ? ok([paris]) : ok(null)));
  renderHotels(<HotelSearchForm now={() => NOW} initialValues={defaultHotelSearch(NOW)} />);
  return { fetchMock, field: screen.getByRole('textbox', { name: 'Destination' }) };
}

test('retyping the chosen text, key by key, shows the suggestions again', async () => {
  const user = userEvent.setup();
  const { field } = setup();
  await user.type(field, 'Paris');
  await user.click(await screen.findByRole('option', { name: /^Paris, City/ }));
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, 'Paris');
  expect(await screen.findByRole('option', { name: /^Paris, City/ })).toBeInTheDocument();
});

test('the chosen text typed over itself at once (a paste, a phone keyboard) shows them too', async () => {
  const user = userEvent.setup();
  const { field } = setup();
  await user.type(field, 'Paris');
  await user.click(await screen.findByRole('option', { name: /^Paris, City/ }));
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  // The field selects its text on focus; the new text is the same, so the value does not change.
  field.focus();
  fireEvent.input(field, { target: { value: 'Paris' } });
  expect(await screen.findByRole('option', { name: /^Paris, City/ })).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@farewise/domain/shared/dates';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { PASSENGER_MESSAGES as M } from '@farewise/domain/passengers/passenger.messages';
import { todayIso } from '@farewise/domain/passengers/passenger-dates';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { TravelerList } from './traveler-list';

const thisYear = Number(todayIso().slice(0, 4));

const ann: SavedPassenger = {
  id: '11111111-1111-4111-8111-111111111111',
  given_name: 'Ann',
  middle_name: '',
  surname: 'Lee',
  sex: 2,
  birthday: '1990-04-02',
  id_card_issue: 'AU',
  national_code: 'AU',
  id_card: 'E1234567',
  id_card_time: `${thisYear + 5}-06-30`,
  age_type: 0,
};

function setup(initial: { adults: SavedPassenger[]; children: SavedPassenger[] }) {
  let lists = initial;
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/v2/user/queryUserPassengers'))
      return ok({ ...lists, total: lists.adults.length + lists.children.length, limit: 100 });
    if (url.startsWith('/v2/user/updateUserPassenger')) {
      const body = JSON.parse(String(init?.body)) as SavedPassenger;
      const saved = { ...ann, ...body, id: body.id ?? '22222222-2222-4222-8222-222222222222' };
      lists = {
        adults: [saved, ...lists.adults.filter((p) => p.id !== saved.id)],
        children: lists.children,
      };
      return ok(saved);
    }
    if (url.startsWith('/v2/user/delUserPassenger')) {
      const { id } = JSON.parse(String(init?.body)) as { id: string };
      lists = {
        adults: lists.adults.filter((p) => p.id !== id),
        children: lists.children.filter((p) => p.id !== id),
      };
      return ok(null);
    }
    return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
  });
  renderWithApp(<TravelerList />);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

/** Chooses an option of a Mantine select: its listbox is the one the input controls. */
async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: string | RegExp,
  option: string,
) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

// The passenger form is a large dialog: jsdom on a shared machine needs a while to draw it.
async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a traveller' }));
  return screen.findByRole('dialog', { name: 'Add a traveller' });
}

describe('Traveler List', () => {
  test('an empty list invites the traveller to add someone', async () => {
    setup({ adults: [], children: [] });
    expect(await screen.findByText('No saved travellers yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a traveller' })).toBeInTheDocument();
  });

  test('saved adults show name, type, passport country and expiry', async () => {
    setup({ adults: [ann], children: [] });
    const card = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(card).getByText('Adult')).toBeInTheDocument();
    expect(within(card).getByText(/Passport: Australia/)).toBeInTheDocument();
    expect(
      within(card).getByText(`Expires ${formatDate(`${thisYear + 5}-06-30`)}`),
    ).toBeInTheDocument();
  });

  test('submitting an empty form shows every required message of SPEC 5', async () => {
    const { user, fetchMock } = setup({ adults: [], children: [] });
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save traveller' }));
    for (const message of [
      M.sexRequired,
      M.givenNameRequired,
      M.surnameRequired,
      M.passportCountryRequired,
      M.nationalityRequired,
      M.passportNumberRequired,
      M.birthdayRequired,
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(M.expireYearRequired))).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(M.expireMonthRequired))).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(M.expireDayRequired))).toBeInTheDocument();
    expect(callsTo(fetchMock, '/v2/user/updateUserPassenger')).toHaveLength(0);
  });

  test('names must be letters and spaces once first and last name are both entered', async () => {
    const { user } = setup({ adults: [], children: [] });
    await openAdd(user);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann2');
    expect(screen.queryByText(M.nameFormat)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lee');
    expect(await screen.findByText(M.nameFormat)).toBeInTheDocument();
  });

  test('a child must be 2 to 12 and an adult over 12', async () => {
    const { user } = setup({ adults: [], children: [] });
    await openAdd(user);
    await user.click(screen.getByRole('radio', { name: 'Child (2 to 12)' }));
    await pick(user, 'Birth year', String(thisYear - 12));
    await pick(user, 'Birth month', 'Jan');
    await pick(user, 'Birth day', '1');
    expect(await screen.findByText(M.childAge)).toBeInTheDocument();
  });

  test('changing the month clears a day the month does not have', async () => {
    const { user } = setup({ adults: [], children: [] });
    await openAdd(user);
    await pick(user, 'Birth year', '1990');
    await pick(user, 'Birth month', 'Jan');
    await pick(user, 'Birth day', '31');
    expect(screen.getByLabelText('Birth day', { selector: 'input' })).toHaveValue('31');
    await pick(user, 'Birth month', 'Feb');
    expect(screen.getByLabelText('Birth day', { selector: 'input' })).toHaveValue('');
  });

  test('a passport expiring within 6 months draws the warning', async () => {
    const { user } = setup({ adults: [], children: [] });
    await openAdd(user);
    const soon = new Date();
    soon.setMonth(soon.getMonth() + 2, 1);
    await pick(user, 'Expiry year', String(soon.getFullYear()));
    await pick(
      user,
      'Expiry month',
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
        soon.getMonth()
      ]!,
    );
    await pick(user, 'Expiry day', '1');
    expect(await screen.findByText(M.passportExpiresSoon)).toBeInTheDocument();
  });

  test('a new adult is saved with the SPEC field names and appears in the list', async () => {
    const { user, fetchMock } = setup({ adults: [], children: [] });
    await openAdd(user);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mia');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Wong');
    await pick(user, 'Birth year', '1985');
    await pick(user, 'Birth month', 'Mar');
    await pick(user, 'Birth day', '9');
    await pick(user, /Passport issuing country/, 'Australia');
    await pick(user, /Nationality/, 'Australian');
    await user.type(screen.getByRole('textbox', { name: /Passport number/ }), 'pa 123456');
    await pick(user, 'Expiry year', String(thisYear + 4));
    await pick(user, 'Expiry month', 'Dec');
    await pick(user, 'Expiry day', '31');
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    await waitFor(() => expect(callsTo(fetchMock, '/v2/user/updateUserPassenger')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/v2/user/updateUserPassenger')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      given_name: 'Mia',
      middle_name: '',
      surname: 'Wong',
      sex: 2,
      birthday: '1985-03-09',
      id_card_issue: 'AU',
      national_code: 'AU',
      id_card: 'PA123456',
      id_card_time: `${thisYear + 4}-12-31`,
      age_type: 0,
    });
    expect(await screen.findByRole('article', { name: 'Mia Wong' })).toBeInTheDocument();
  });

  test('editing keeps the id and sends the change', async () => {
    const { user, fetchMock } = setup({ adults: [ann], children: [] });
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Lee' }));
    const first = await screen.findByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Anne');
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    await waitFor(() => expect(callsTo(fetchMock, '/v2/user/updateUserPassenger')).toHaveLength(1));
    const body = JSON.parse(
      String(callsTo(fetchMock, '/v2/user/updateUserPassenger')[0]![1]?.body),
    );
    expect(body).toMatchObject({ id: ann.id, given_name: 'Anne', surname: 'Lee', age_type: 0 });
    expect(await screen.findByRole('article', { name: 'Anne Lee' })).toBeInTheDocument();
  });

  test('a server rule message lands on its field', async () => {
    const { user } = setup({ adults: [ann], children: [] });
    mockApi((url) => {
      if (url.startsWith('/v2/user/updateUserPassenger'))
        return {
          status: 422,
          body: {
            code: 422,
            msg: M.duplicateName,
            data: null,
            errors: [{ field: 'given_name', message: M.duplicateName }],
          },
        };
      return ok({ adults: [ann], children: [], total: 1, limit: 100 });
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Lee' }));
    await user.click(await screen.findByRole('button', { name: 'Save traveller' }));
    expect(await screen.findByText(M.duplicateName)).toBeInTheDocument();
  });

  test('deleting asks first, then removes the traveller', async () => {
    const { user, fetchMock } = setup({ adults: [ann], children: [] });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete traveller?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(callsTo(fetchMock, '/v2/user/delUserPassenger')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete traveller?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/v2/user/delUserPassenger')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/v2/user/delUserPassenger')[0]![1]?.body)),
    ).toEqual({ id: ann.id });
    expect(await screen.findByText('No saved travellers yet')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CONTACT_MESSAGES as M } from '@farewise/domain/contacts/contact.rules';
import type { SavedContact } from '@farewise/domain/contacts/contact.schemas';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { ContactList } from './contact-list';

const ann: SavedContact = {
  id: '33333333-3333-4333-8333-333333333333',
  postcode: '61',
  mobile: '412345678',
  email: 'ann@example.com',
};

function setup(initial: SavedContact[]) {
  let list = initial;
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/v2/user/queryUserContacts'))
      return ok({ list, total: list.length, limit: 100 });
    if (url.startsWith('/v2/user/updateUserContact')) {
      const body = JSON.parse(String(init?.body)) as SavedContact;
      const saved = { ...body, id: body.id ?? '44444444-4444-4444-8444-444444444444' };
      list = [saved, ...list.filter((c) => c.id !== saved.id)];
      return ok(saved);
    }
    if (url.startsWith('/v2/user/delUserContact')) {
      const { id } = JSON.parse(String(init?.body)) as { id: string };
      list = list.filter((c) => c.id !== id);
      return ok(null);
    }
    return { status: 404, body: { code: 404, msg: 'Not found.', data: null } };
  });
  renderWithApp(<ContactList />);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a contact' }));
  return screen.findByRole('dialog', { name: 'Add a contact' });
}

async function pickCode(user: ReturnType<typeof userEvent.setup>, option: string) {
  const input = screen.getByLabelText(/Country code/, { selector: 'input' });
  await user.click(input);
  await user.type(input, option.slice(0, 5));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('Contact List', () => {
  test('an empty form shows the SPEC 5 contact messages', async () => {
    const { user, fetchMock } = setup([]);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText(M.codeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.mobileRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.emailRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/v2/user/updateUserContact')).toHaveLength(0);
  });

  test('a short mobile and a malformed email are named', async () => {
    const { user } = setup([]);
    const dialog = await openAdd(user);
    await pickCode(user, 'Australia (+61)');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '41234');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ann@');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText(M.mobileTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(M.emailInvalid)).toBeInTheDocument();
  });

  test('a contact is added, shown, edited and deleted', async () => {
    const { user, fetchMock } = setup([]);
    const dialog = await openAdd(user);
    await pickCode(user, 'Australia (+61)');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile/ }), '0412 345 678');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'mia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(callsTo(fetchMock, '/v2/user/updateUserContact')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/v2/user/updateUserContact')[0]![1]?.body)),
    ).toEqual({ postcode: '61', mobile: '0412 345 678', email: 'mia@example.com' });
    expect(await screen.findByRole('article', { name: 'mia@example.com' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit mia@example.com' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit contact' });
    const email = within(edit).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'mia.w@example.com');
    await user.click(within(edit).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(callsTo(fetchMock, '/v2/user/updateUserContact')).toHaveLength(2));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/v2/user/updateUserContact')[1]![1]?.body)),
    ).toMatchObject({ id: '44444444-4444-4444-8444-444444444444', email: 'mia.w@example.com' });

    await user.click(await screen.findByRole('button', { name: 'Delete mia.w@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete contact?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved contacts yet')).toBeInTheDocument();
  });

  test('a saved contact shows its number in international form', async () => {
    setup([ann]);
    const card = await screen.findByRole('article', { name: 'ann@example.com' });
    expect(within(card).getByText('+61 412 345 678')).toBeInTheDocument();
  });
});

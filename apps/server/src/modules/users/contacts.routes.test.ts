import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SavedContact, SavedContactList } from '@farewise/domain/contacts/contact.schemas';
import { call } from '../../../test/helpers.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { contactAnn, makeUsersApp } from './users.test-support.ts';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await makeUsersApp();
  token = (await signUp(app)).token;
});
afterAll(async () => {
  await app?.close();
});

const save = (payload: object, as = token) =>
  call<SavedContact>(app, {
    method: 'POST',
    url: '/v2/user/updateUserContact',
    token: as,
    payload,
  });
const list = (as = token) =>
  call<SavedContactList>(app, { method: 'GET', url: '/v2/user/queryUserContacts', token: as });

describe('saved contacts', () => {
  test('a traveller adds, edits and deletes a contact', async () => {
    const added = await save(contactAnn);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      postcode: '61',
      mobile: '412345678',
      email: 'ann@example.com',
    });

    const edited = await save({
      id: added.body.data.id,
      postcode: '+86',
      mobile: '138 1234 5678',
      email: 'ann@example.com',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: added.body.data.id,
      postcode: '86',
      mobile: '13812345678',
    });

    const listed = await list();
    expect(listed.body.data).toMatchObject({ total: 1, limit: 100 });
    expect(listed.body.data.list[0]).toEqual(edited.body.data);

    const deleted = await call(app, {
      method: 'POST',
      url: '/v2/user/delUserContact',
      token,
      payload: { id: added.body.data.id },
    });
    expect(deleted.status).toBe(200);
    expect((await list()).body.data.list).toEqual([]);
  });

  test('the contact rules of SPEC 5 answer in its words', async () => {
    const empty = await save({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([
      { field: 'postcode', message: 'Enter a valid code' },
      { field: 'mobile', message: 'Enter a valid mobile' },
      { field: 'email', message: 'Enter a valid Email' },
    ]);
    const short = await save({ ...contactAnn, mobile: '41234' });
    expect(short.body.errors).toEqual([
      { field: 'mobile', message: 'Mobile number must contain minimum 7digits after country code' },
    ]);
    const wrongForCode = await save({ ...contactAnn, postcode: '1', mobile: '555 1234' });
    expect(wrongForCode.body.errors).toEqual([
      {
        field: 'mobile',
        message: 'Too short for a +1 number: check the digits after the country code',
      },
    ]);
    const badEmail = await save({ ...contactAnn, email: 'ann@' });
    expect(badEmail.body.msg).toBe('This email address appears to be incorrect.');
  });

  test('the UK mobile +44 7700 900123 is saved, as its national digits', async () => {
    const { token: uk } = await signUp(app);
    const res = await save({ ...contactAnn, postcode: '44', mobile: '07700 900123' }, uk);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ postcode: '44', mobile: '7700900123' });
  });

  test('the same contact twice is refused', async () => {
    const { token: other } = await signUp(app);
    expect((await save(contactAnn, other)).status).toBe(200);
    const again = await save(
      { ...contactAnn, mobile: '412-345-678', email: 'ANN@example.com' },
      other,
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This contact is already in your list.');
  });

  test('the list is bounded at 100 contacts', async () => {
    const { token: busy } = await signUp(app);
    for (let i = 0; i < 100; i++) {
      expect((await save({ ...contactAnn, email: `c${i}@example.com` }, busy)).status).toBe(200);
    }
    const full = await save({ ...contactAnn, email: 'last@example.com' }, busy);
    expect(full.status).toBe(422);
    expect(full.body.msg).toBe(
      'You can keep up to 100 contacts. Please delete one before adding another.',
    );
  });
});

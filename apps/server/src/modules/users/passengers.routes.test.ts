import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  SavedPassenger,
  SavedPassengerLists,
} from '@farewise/domain/passengers/passenger.schemas';
import { call } from '../../../test/helpers.ts';
import { signUp } from '../auth/auth.test-support.ts';
import { adultAnn, childTom, makeUsersApp } from './users.test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeUsersApp();
});
afterAll(async () => {
  await app?.close();
});

const save = (token: string, payload: object) =>
  call<SavedPassenger>(app, {
    method: 'POST',
    url: '/v2/user/updateUserPassenger',
    token,
    payload,
  });
const list = (token: string) =>
  call<SavedPassengerLists>(app, { method: 'GET', url: '/v2/user/queryUserPassengers', token });

describe('saved travellers', () => {
  test('a traveller saves an adult and a child, sees them listed separately, edits one and deletes one', async () => {
    const { token } = await signUp(app);
    const ann = await save(token, adultAnn);
    expect(ann.status).toBe(200);
    expect(ann.body.data).toMatchObject({
      given_name: 'Ann',
      surname: 'Lee',
      sex: 2,
      age_type: 0,
      id_card: 'PA1234567',
    });
    const tom = await save(token, { ...childTom, id_card: 'pa 765 4321' });
    expect(tom.body.data).toMatchObject({ given_name: 'Tom', age_type: 1, id_card: 'PA7654321' });

    const listed = await list(token);
    expect(listed.body.data.adults.map((p) => p.given_name)).toEqual(['Ann']);
    expect(listed.body.data.children.map((p) => p.given_name)).toEqual(['Tom']);
    expect(listed.body.data).toMatchObject({ total: 2, limit: 100 });

    const edited = await save(token, {
      ...adultAnn,
      id: ann.body.data.id,
      middle_name: 'Jo',
      id_card_time: '2031-05-05',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: ann.body.data.id,
      middle_name: 'Jo',
      id_card_time: '2031-05-05',
    });

    const deleted = await call(app, {
      method: 'POST',
      url: '/v2/user/delUserPassenger',
      token,
      payload: { id: tom.body.data.id },
    });
    expect(deleted.status).toBe(200);
    const after = await list(token);
    expect(after.body.data.children).toEqual([]);
    expect(after.body.data.adults).toHaveLength(1);
    expect(after.body.data.adults[0]?.middle_name).toBe('Jo');
  });

  test('signed-out callers are asked to log in', async () => {
    const res = await call(app, { method: 'GET', url: '/v2/user/queryUserPassengers' });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('Please log in first.');
  });
});

describe('the passenger rules of SPEC 5 on the server', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(app)).token;
  });

  test('an empty traveller gets every required message', async () => {
    const res = await save(token, {});
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('Select a Gender');
    expect(res.body.errors).toEqual([
      { field: 'sex', message: 'Select a Gender' },
      { field: 'given_name', message: 'Enter a valid first name' },
      { field: 'surname', message: 'Enter a valid Last/Family/Surname' },
      { field: 'id_card_issue', message: 'Enter a valid Passport' },
      { field: 'national_code', message: 'Enter a valid Country' },
      { field: 'id_card', message: 'Enter a valid passportNumber' },
      { field: 'birthday', message: 'Enter a valid birthday' },
      { field: 'id_card_time', message: 'Enter a valid id_card_time' },
    ]);
  });

  test.each([
    [{ given_name: 'Ann2' }, 'given_name', 'Please enter the correct name format'],
    [{ middle_name: 'J.' }, 'middle_name', 'Please enter the correct name format'],
    [{ birthday: '1990-02-29' }, 'birthday', 'Please select a valid day for February'],
    [{ birthday: '1990-13-01' }, 'birthday', 'Please select a valid date'],
    [
      { birthday: '2013-06-16', age_type: 0 },
      'birthday',
      'Age requirement for adult tickets:>12 years old',
    ],
    [
      { birthday: '2013-06-15', age_type: 1 },
      'birthday',
      "Age requirement for children's tickets: 2-12 years old",
    ],
    [
      { birthday: '2023-06-16' },
      'birthday',
      "Age requirement for children's tickets: 2-12 years old",
    ],
    [
      { id_card_time: '2025-06-14' },
      'id_card_time',
      'Please select the correct passport validity period',
    ],
    [{ id_card_time: '2027-02-29' }, 'id_card_time', 'Please select a valid day for February'],
  ])('%o is refused on %s', async (change, field, message) => {
    const res = await save(token, { ...adultAnn, given_name: 'Rita', ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(res.body.msg).toBe(message);
  });

  test('the 12-year boundary day counts from today: 12 years to the day is an adult', async () => {
    const res = await save(token, {
      ...adultAnn,
      given_name: 'Edge',
      birthday: '2013-06-15',
      id_card: 'ED1234567',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.age_type).toBe(0);
    const child = await save(token, {
      ...adultAnn,
      given_name: 'Edgar',
      birthday: '2013-06-16',
      id_card: 'ED7654321',
    });
    expect(child.body.data.age_type).toBe(1);
  });

  test('a passport expiring within 6 months is saved (the warning is the form’s)', async () => {
    const res = await save(token, {
      ...adultAnn,
      given_name: 'Soon',
      id_card: 'SO1234567',
      id_card_time: '2025-09-01',
    });
    expect(res.status).toBe(200);
  });

  test('two travellers of the same name are refused, whatever the case', async () => {
    const first = await save(token, { ...adultAnn, given_name: 'Mia', id_card: 'MI1111111' });
    expect(first.status).toBe(200);
    const again = await save(token, {
      ...adultAnn,
      given_name: ' MIA ',
      surname: 'lee',
      id_card: 'MI2222222',
    });
    expect(again.status).toBe(422);
    expect(again.body.msg).toBe(
      'Separate bookings should be made for each passenger if two passengers have the same name.',
    );
    // Saving the same traveller again under its own id is an update, not a duplicate.
    const update = await save(token, {
      ...adultAnn,
      id: first.body.data.id,
      given_name: 'Mia',
      id_card: 'MI1111111',
      sex: 1,
    });
    expect(update.status).toBe(200);
  });

  test('two travellers with one passport number are refused', async () => {
    await save(token, { ...adultAnn, given_name: 'Pat', id_card: 'PP5555555' });
    const res = await save(token, { ...adultAnn, given_name: 'Sam', id_card: 'pp5555555' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'id_card', message: 'The passport number is duplicate. Please verify and modify' },
    ]);
  });

  test('a malformed id is bad input, an unknown one is not found', async () => {
    expect((await save(token, { ...adultAnn, id: 'nope' })).status).toBe(400);
    const missing = await save(token, { ...adultAnn, id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This traveller was not found.');
  });
});

describe('the list is bounded', () => {
  test('the 101st traveller is refused with a clear message', async () => {
    const { token } = await signUp(app);
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 100; i++) {
      const name = `${letters[Math.floor(i / 26)]}${letters[i % 26]}`.toLowerCase();
      const res = await save(token, {
        ...adultAnn,
        given_name: `Ann ${name}`,
        id_card: `PX${100000 + i}`,
      });
      expect(res.status).toBe(200);
    }
    const full = await save(token, { ...adultAnn, given_name: 'Last', id_card: 'PX999999' });
    expect(full.status).toBe(422);
    expect(full.body.msg).toBe(
      'You can keep up to 100 travellers. Please delete one before adding another.',
    );
    expect((await list(token)).body.data.total).toBe(100);
  });
});

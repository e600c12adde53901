import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../../../test/helpers.ts';
import { signUp } from '../auth/auth.test-support.ts';
import {
  PNG_1PX,
  adultAnn,
  contactAnn,
  makeUsersApp,
  multipartBody,
} from './users.test-support.ts';

let app: FastifyInstance;
let alice: string;
let bob: string;
let passengerId: string;
let contactId: string;
let pictureName: string;
let guestToken: string;
let guestPicture: string;

beforeAll(async () => {
  app = await makeUsersApp();
  alice = (await signUp(app)).token;
  bob = (await signUp(app)).token;
  passengerId = (
    await call<{ id: string }>(app, {
      method: 'POST',
      url: '/v2/user/updateUserPassenger',
      token: alice,
      payload: adultAnn,
    })
  ).body.data.id;
  contactId = (
    await call<{ id: string }>(app, {
      method: 'POST',
      url: '/v2/user/updateUserContact',
      token: alice,
      payload: contactAnn,
    })
  ).body.data.id;
  const { payload, headers } = multipartBody([
    { filename: 'a.png', contentType: 'image/png', data: PNG_1PX },
  ]);
  pictureName = (
    await call<{ files: string[] }>(app, {
      method: 'POST',
      url: '/v3/common_app/upload',
      token: alice,
      payload,
      headers,
    })
  ).body.data.files[0]!;
  const guest = await call<{ files: string[]; guestToken: string }>(app, {
    method: 'POST',
    url: '/v3/common_app/upload',
    payload,
    headers,
  });
  guestToken = guest.body.data.guestToken;
  guestPicture = guest.body.data.files[0]!;
});
afterAll(async () => {
  await app?.close();
});

const refused = (status: number) => expect([403, 404]).toContain(status);

describe("another user cannot read, change or delete Alice's rows (IDOR)", () => {
  test("Bob's lists never show Alice's traveller or contact", async () => {
    const passengers = await call<{ adults: { id: string }[]; children: { id: string }[] }>(app, {
      method: 'GET',
      url: '/v2/user/queryUserPassengers',
      token: bob,
    });
    expect(
      [...passengers.body.data.adults, ...passengers.body.data.children].map((p) => p.id),
    ).not.toContain(passengerId);
    const contacts = await call<{ list: { id: string }[] }>(app, {
      method: 'GET',
      url: '/v2/user/queryUserContacts',
      token: bob,
    });
    expect(contacts.body.data.list.map((c) => c.id)).not.toContain(contactId);
  });

  test.each([
    [
      'update traveller',
      () => ({
        url: '/v2/user/updateUserPassenger',
        payload: { ...adultAnn, id: passengerId, given_name: 'Bob' },
      }),
    ],
    [
      'delete traveller',
      () => ({ url: '/v2/user/delUserPassenger', payload: { id: passengerId } }),
    ],
    [
      'update contact',
      () => ({
        url: '/v2/user/updateUserContact',
        payload: { ...contactAnn, id: contactId, email: 'bob@example.com' },
      }),
    ],
    ['delete contact', () => ({ url: '/v2/user/delUserContact', payload: { id: contactId } })],
  ])('Bob cannot %s', async (_what, request) => {
    const res = await call(app, { method: 'POST', token: bob, ...request() });
    refused(res.status);
  });

  test("Bob cannot read or delete Alice's picture, signed in or not", async () => {
    for (const as of [bob, undefined]) {
      refused(
        (await call(app, { method: 'GET', url: `/v3/common_app/upload/${pictureName}`, token: as }))
          .status,
      );
      refused(
        (
          await call(app, {
            method: 'DELETE',
            url: `/v3/common_app/upload/${pictureName}`,
            token: as,
          })
        ).status,
      );
    }
  });

  test("neither Bob nor a guest with another token can read a guest's picture", async () => {
    refused(
      (await call(app, { method: 'GET', url: `/v3/common_app/upload/${guestPicture}`, token: bob }))
        .status,
    );
    const { payload, headers } = multipartBody([
      { filename: 'b.png', contentType: 'image/png', data: PNG_1PX },
    ]);
    const otherGuest = (
      await call<{ guestToken: string }>(app, {
        method: 'POST',
        url: '/v3/common_app/upload',
        payload,
        headers,
      })
    ).body.data.guestToken;
    refused(
      (
        await call(app, {
          method: 'GET',
          url: `/v3/common_app/upload/${guestPicture}?token=${otherGuest}`,
        })
      ).status,
    );
    refused(
      (
        await call(app, {
          method: 'DELETE',
          url: `/v3/common_app/upload/${guestPicture}?token=${otherGuest}`,
        })
      ).status,
    );
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/v3/common_app/upload/${guestPicture}?token=${guestToken}`,
        })
      ).status,
    ).toBe(200);
  });

  test("after all of that, Alice's rows are unchanged", async () => {
    const passengers = await call<{ adults: { id: string; given_name: string }[] }>(app, {
      method: 'GET',
      url: '/v2/user/queryUserPassengers',
      token: alice,
    });
    expect(passengers.body.data.adults).toEqual([
      expect.objectContaining({ id: passengerId, given_name: 'Ann' }),
    ]);
    const contacts = await call<{ list: { id: string; email: string }[] }>(app, {
      method: 'GET',
      url: '/v2/user/queryUserContacts',
      token: alice,
    });
    expect(contacts.body.data.list).toEqual([
      expect.objectContaining({ id: contactId, email: 'ann@example.com' }),
    ]);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/v3/common_app/upload/${pictureName}`,
          token: alice,
        })
      ).status,
    ).toBe(200);
  });
});

import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../../../test/helpers.ts';
import { signUp } from '../auth/auth.test-support.ts';
import {
  GIF_HEAD,
  JPEG_HEAD,
  PNG_1PX,
  WEBP_HEAD,
  makeUsersApp,
  multipartBody,
  pngOfSize,
  type FilePart,
} from './users.test-support.ts';
import { uploads } from './uploads.table.ts';
import { users } from './users.table.ts';

interface UploadResult {
  files: string[];
  urls: string[];
  guestToken?: string;
}

let app: FastifyInstance;
let token: string;
let email: string;
beforeAll(async () => {
  app = await makeUsersApp();
  ({ token, email } = await signUp(app));
});
afterAll(async () => {
  await app?.close();
});

function upload(
  parts: FilePart[],
  opts: { token?: string; headers?: Record<string, string> } = {},
) {
  const { payload, headers } = multipartBody(parts);
  return call<UploadResult>(app, {
    method: 'POST',
    url: '/v3/common_app/upload',
    payload,
    headers: { ...headers, ...opts.headers },
    token: opts.token,
  });
}

// Only this user's rows: other test files may write to the same PostgreSQL database meanwhile.
const storedCount = async () =>
  (
    await app.db
      .select({ n: count() })
      .from(uploads)
      .innerJoin(users, eq(users.id, uploads.ownerUserId))
      .where(eq(users.email, email))
  )[0]?.n;

const png = (filename = 'me.png'): FilePart => ({
  filename,
  contentType: 'image/png',
  data: PNG_1PX,
});

describe('uploading pictures', () => {
  test('a signed-in traveller uploads a picture and reads it back with its content type', async () => {
    const res = await upload([png()], { token });
    expect(res.status).toBe(200);
    const name = res.body.data.files[0]!;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(res.body.data.urls[0]).toBe(`/v3/common_app/upload/${name}`);
    expect(res.body.data.guestToken).toBeUndefined();

    const read = await app.inject({
      method: 'GET',
      url: `/v3/common_app/upload/${name}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  test('the type comes from the bytes, whatever the name says', async () => {
    const res = await upload(
      [
        { filename: 'a.png', contentType: 'image/png', data: JPEG_HEAD },
        { filename: 'b', contentType: 'application/octet-stream', data: GIF_HEAD },
        { filename: 'c.jpg', contentType: 'image/jpeg', data: WEBP_HEAD },
      ],
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.files.map((f) => f.split('.')[1])).toEqual(['jpg', 'gif', 'webp']);
    const types = await Promise.all(
      res.body.data.files.map(
        async (f) =>
          (
            await app.inject({
              method: 'GET',
              url: `/v3/common_app/upload/${f}`,
              headers: { authorization: `Bearer ${token}` },
            })
          ).headers['content-type'],
      ),
    );
    expect(types).toEqual(['image/jpeg', 'image/gif', 'image/webp']);
  });

  test('a renamed non-image is refused', async () => {
    const res = await upload(
      [
        {
          filename: 'holiday.png',
          contentType: 'image/png',
          data: Buffer.from('#!/bin/sh\necho hi\n'),
        },
      ],
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Only pictures can be uploaded (PNG, JPEG, GIF or WebP).');
  });

  test('a 3 MB picture is refused with the SPEC message, and nothing of the request is stored', async () => {
    const before = await storedCount();
    const res = await upload(
      [
        png('ok.png'),
        { filename: 'big.png', contentType: 'image/png', data: pngOfSize(3 * 1024 * 1024) },
      ],
      { token },
    );
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('Avatar picture size can not exceed 2MB!');
    expect(await storedCount()).toBe(before);
  });

  test('a picture of exactly 2 MB is stored', async () => {
    const res = await upload(
      [{ filename: 'big.png', contentType: 'image/png', data: pngOfSize(2 * 1024 * 1024) }],
      { token },
    );
    expect(res.status).toBe(200);
  });

  test('more than 10 files at once are refused', async () => {
    const res = await upload(
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
      { token },
    );
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('You can upload at most 10 pictures at a time.');
  });

  test('a request without pictures is bad input', async () => {
    const none = await call(app, {
      method: 'POST',
      url: '/v3/common_app/upload',
      token,
      payload: { files: [] },
    });
    expect(none.status).toBe(400);
    const otherField = await upload([{ ...png(), field: 'avatar' }], { token });
    expect(otherField.status).toBe(400);
  });

  test('a traversal in the uploaded file name never reaches storage', async () => {
    const res = await upload([png('../../../etc/passwd.png')], { token });
    expect(res.status).toBe(200);
    expect(res.body.data.files[0]).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  test.each([
    '/v3/common_app/upload/..%2F..%2Fpackage.json',
    '/v3/common_app/upload/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/v3/common_app/upload/../../package.json',
    '/v3/common_app/upload/0123456789abcdef0123456789abcdef.svg',
    '/v3/common_app/upload/0123456789abcdef0123456789abcdef.png',
  ])('a name the server did not make is not found: %s', async (url) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^image\//);
    if (url.includes('upload/0123')) expect(res.json().msg).toBe('File not found');
  });

  test('the owner deletes a picture; then it is not found', async () => {
    const name = (await upload([png()], { token })).body.data.files[0]!;
    const del = await call(app, { method: 'DELETE', url: `/v3/common_app/upload/${name}`, token });
    expect(del.status).toBe(200);
    const read = await call(app, { method: 'GET', url: `/v3/common_app/upload/${name}`, token });
    expect(read.status).toBe(404);
    expect(read.body.msg).toBe('File not found');
  });
});

describe('guest uploads', () => {
  test('a guest gets a token with the first upload, reads with it, and adds more under it', async () => {
    const first = await upload([png()]);
    expect(first.status).toBe(200);
    const guestToken = first.body.data.guestToken!;
    expect(guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const name = first.body.data.files[0]!;

    const byHeader = await app.inject({
      method: 'GET',
      url: `/v3/common_app/upload/${name}`,
      headers: { 'x-upload-token': guestToken },
    });
    expect(byHeader.statusCode).toBe(200);
    const byQuery = await app.inject({
      method: 'GET',
      url: `/v3/common_app/upload/${name}?token=${guestToken}`,
    });
    expect(byQuery.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/v3/common_app/upload/${name}` })).statusCode,
    ).toBe(404);

    const second = await upload([png()], { headers: { 'x-upload-token': guestToken } });
    expect(second.body.data.guestToken).toBeUndefined();
    const secondRead = await app.inject({
      method: 'GET',
      url: `/v3/common_app/upload/${second.body.data.files[0]}?token=${guestToken}`,
    });
    expect(secondRead.statusCode).toBe(200);
  });

  test('an upload with a dead sign-in token is refused rather than stored as a guest', async () => {
    const res = await upload([png()], { token: 'not-a-real-token' });
    expect(res.status).toBe(401);
  });

  test('a token the server never issued is not adopted: a new one is issued', async () => {
    const made = 'A'.repeat(43);
    const res = await upload([png()], { headers: { 'x-upload-token': made } });
    expect(res.body.data.guestToken).toBeDefined();
    expect(res.body.data.guestToken).not.toBe(made);
  });
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { manualClock } from '../../shared/clock.ts';

/** The day the tests' clock shows, so ages and passport dates do not drift with the calendar. */
export const TEST_NOW = new Date('2025-06-15T12:00:00Z');

/** The whole app on a test clock, ready. */
export async function makeUsersApp(): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { clock: manualClock(TEST_NOW) });
  await app.ready();
  return app;
}

export const adultAnn = {
  given_name: 'Ann',
  middle_name: '',
  surname: 'Lee',
  sex: 2,
  birthday: '1990-04-02',
  id_card_issue: 'AU',
  national_code: 'AU',
  id_card: 'PA1234567',
  id_card_time: '2030-01-31',
};

export const childTom = {
  ...adultAnn,
  given_name: 'Tom',
  sex: 1,
  birthday: '2018-03-03',
  id_card: 'PA7654321',
};

export const contactAnn = { postcode: '61', mobile: '0412 345 678', email: 'Ann@Example.com' };

// Smallest real PNG (1 x 1 pixel).
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00,
]);
export const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);

/** A PNG padded to the given size: only its first bytes matter to the type check. */
export const pngOfSize = (bytes: number) =>
  Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, bytes - PNG_1PX.length))]);

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipartBody(parts: FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----farewise${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

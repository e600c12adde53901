import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../../test/helpers.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and answers the status and the parsed body of the reply. */
function raw(request: string): Promise<{ status: number; body: unknown; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body), head });
    });
  });
}

const envelope = (code: number) => ({
  code,
  msg: expect.any(String),
  data: null,
  requestId: expect.any(String),
});

describe('errors met before a route runs keep the envelope', () => {
  test('431: a query too large for the headers', async () => {
    const res = await fetch(
      `http://127.0.0.1:${port}/v2/ticket/getCity?query=${'a'.repeat(20_000)}`,
    );
    expect(res.status).toBe(431);
    const body = (await res.json()) as { msg: string };
    expect(body).toEqual({ ...envelope(431), error: 'request.invalid' });
    expect(body.msg).toBe('The request headers are too large.');
  });

  test('414: a path parameter longer than the router takes', async () => {
    const res = await app.inject({ method: 'GET', url: `/v3/hotel/photo/${'a'.repeat(300)}.svg` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      ...envelope(414),
      msg: 'The address of this request is too long.',
      error: 'request.invalid',
    });
  });

  test('400: a URL that is not valid percent-encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/v3/common_app/upload/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...envelope(400),
      msg: 'The address of this request is not valid.',
      error: 'request.invalid',
    });
  });

  test('400: a request line Node cannot parse', async () => {
    const res = await raw('GET /v2/static/siteInfo HTTP/1.1 extra\r\nHost: x\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ...envelope(400),
      msg: 'The request could not be understood.',
      error: 'request.invalid',
    });
  });

  test('400: a header with a control character in it', async () => {
    const res = await raw(
      'GET /v2/static/siteInfo HTTP/1.1\r\nHost: x\r\nX-Junk: a\u0001b\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(envelope(400));
  });

  test('417: an Expect header Node does not support', async () => {
    const res = await raw(
      'POST /v3/login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(417);
    expect(res.body).toMatchObject(envelope(417));
  });

  test('415 and 413: a body of another type, and a body too large', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<mail/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ ...envelope(415), msg: 'Unsupported content type.' });
    const big = await app.inject({
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mail: 'a'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ ...envelope(413), msg: 'The request is too large.' });
  });
});

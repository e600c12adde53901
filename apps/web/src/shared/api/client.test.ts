import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isAbortError, request } from './client';

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A 200 answer whose body stops arriving with `error` after its first bytes. */
function brokenBody(error: unknown) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"code":200,"msg":"success","data":{"rou'));
      controller.error(error);
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('returns the data of a 200 envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ code: 200, msg: 'success', data: [1] })),
    );
    await expect(request('/v2/x')).resolves.toEqual([1]);
  });

  it("throws the envelope's message and code when the envelope is not 200", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ code: 409, msg: 'The price has changed.', data: null })),
    );
    const err = await request('/v2/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 409, message: 'The price has changed.' });
  });

  it("keeps the request id: the envelope's, else the X-Request-Id header's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ code: 404, msg: 'Not found.', data: null, requestId: 'r-1' })),
    );
    await expect(request('/v2/x')).rejects.toMatchObject({ code: 404, requestId: 'r-1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'x-request-id': 'r-2' },
          }),
      ),
    );
    await expect(request('/v2/x')).rejects.toMatchObject({ code: 502, requestId: 'r-2' });
  });

  it('names the status when the answer is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(request('/v2/x')).rejects.toMatchObject({
      code: 502,
      message: 'The server answered 502. Please try again.',
    });
  });

  it('rejects with an abort, not a server error, when the body is abandoned while it arrives', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        return brokenBody(new DOMException('The operation was aborted.', 'AbortError'));
      }),
    );
    const err = await request('/v2/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect(isAbortError(err)).toBe(true);
  });

  it('rejects with an abort when the signal was aborted and the read failed another way', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        return brokenBody(new TypeError('network error'));
      }),
    );
    const err = await request('/v2/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
  });

  it('still reports a body cut short without an abort as a failed answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => brokenBody(new TypeError('network error'))),
    );
    await expect(request('/v2/x')).rejects.toMatchObject({
      code: 200,
      message: 'The server answered 200. Please try again.',
    });
  });
});

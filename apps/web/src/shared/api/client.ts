import type { Envelope, FieldError } from '@farewise/domain/api/envelope';
import { STORAGE_KEYS, readText } from '../storage/storage';

/** A non-200 answer (or a network failure, code 0) with the server's msg. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly errors: FieldError[];
  readonly errorCode?: string;
  /** The server's id of the request (its log lines carry it): the reference shown to quote to support. */
  readonly requestId?: string;

  constructor(opts: {
    code: number;
    msg: string;
    data?: unknown;
    errors?: FieldError[];
    errorCode?: string;
    requestId?: string;
  }) {
    super(opts.msg);
    this.name = 'ApiError';
    this.code = opts.code;
    this.data = opts.data ?? null;
    this.errors = opts.errors ?? [];
    this.errorCode = opts.errorCode;
    this.requestId = opts.requestId;
  }
}

/** The id the server gave a request: its X-Request-Id header (absent when no server answered). */
const requestIdOf = (res: Response) => res.headers.get('x-request-id') ?? undefined;

export const isAbortError = (err: unknown) =>
  err instanceof DOMException
    ? err.name === 'AbortError'
    : (err as { name?: string })?.name === 'AbortError';

/** What an abandoned read rejects with: the signal's AbortError, or the read's own. */
function abortReason(signal: AbortSignal | undefined, err: unknown): unknown {
  if (isAbortError(err)) return err;
  return isAbortError(signal?.reason)
    ? signal!.reason
    : new DOMException('The request was aborted.', 'AbortError');
}

type Listener = (err: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
/** Lets the session layer sign out when the server says the token is no longer valid. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Calls the API and returns the whole envelope when code is 200; throws ApiError otherwise. */
export async function requestEnvelope<T>(
  path: string,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = readText('local', STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if (isAbortError(err)) throw err;
    throw new ApiError({
      code: 0,
      msg: 'Network error. Please check your connection and try again.',
    });
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch (err) {
    // The answer was abandoned while its body arrived (a newer search, a page left): an abort,
    // as it would have been a moment earlier, not an answer the server got wrong.
    if (isAbortError(err) || opts.signal?.aborted) throw abortReason(opts.signal, err);
    throw new ApiError({
      code: res.status,
      msg: `The server answered ${res.status}. Please try again.`,
      requestId: requestIdOf(res),
    });
  }
  if (envelope.code !== 200) {
    const error = new ApiError({
      code: envelope.code ?? res.status,
      msg: envelope.msg || 'Something went wrong. Please try again.',
      data: envelope.data,
      errors: envelope.errors,
      errorCode: envelope.error,
      requestId: envelope.requestId ?? requestIdOf(res),
    });
    if (error.code === 401 && token) unauthorizedListeners.forEach((l) => l(error));
    throw error;
  }
  return envelope;
}

/** Calls the API and returns data; throws ApiError on any code other than 200. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(path, opts)).data;
}

/**
 * Downloads a file the API answers (a PDF receipt) with the same sign-in as every call; a
 * refusal comes back as the envelope's ApiError. With a body it is a POST of that JSON (a proof
 * such as the booking's e-mail travels there, never in the URL).
 */
export async function requestFile(
  path: string,
  opts: Pick<RequestOptions, 'headers' | 'signal' | 'body'> = {},
): Promise<Blob> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = readText('local', STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const withBody = opts.body !== undefined;
  if (withBody) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: withBody ? 'POST' : 'GET',
      headers,
      body: withBody ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    if (isAbortError(err)) throw err;
    throw new ApiError({
      code: 0,
      msg: 'Network error. Please check your connection and try again.',
    });
  }
  if (res.ok) return res.blob();
  let msg = `The server answered ${res.status}. Please try again.`;
  let requestId = requestIdOf(res);
  try {
    const envelope = (await res.json()) as { msg?: string; requestId?: string };
    msg = envelope.msg || msg;
    requestId = envelope.requestId ?? requestId;
  } catch {
    // not an envelope: keep the status message
  }
  throw new ApiError({ code: res.status, msg, requestId });
}

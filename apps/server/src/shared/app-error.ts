import type { FieldError } from '@farewise/domain/api/envelope';

/**
 * An error a module throws on purpose. The errors plugin writes it as the envelope
 * { code: status, msg, data, error }. Modules make these through their own factories.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(opts: {
    status: number;
    code: string;
    msg: string;
    data?: unknown;
    errors?: FieldError[];
    headers?: Record<string, string>;
  }) {
    super(opts.msg);
    this.name = 'AppError';
    this.status = opts.status;
    this.code = opts.code;
    this.data = opts.data ?? null;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const badRequest = (msg: string, errors?: FieldError[], code = 'request.invalid') =>
  new AppError({ status: 400, code, msg, errors });
export const unauthorized = (msg = 'Please log in first.') =>
  new AppError({ status: 401, code: 'auth.required', msg });
export const forbidden = (msg = 'You do not have access to this.') =>
  new AppError({ status: 403, code: 'auth.forbidden', msg });
export const notFound = (msg = 'Not found.', code = 'not_found') =>
  new AppError({ status: 404, code, msg });
export const tooManyRequests = (msg: string, retryAfterSeconds: number, code = 'rate_limited') =>
  new AppError({
    status: 429,
    code,
    msg,
    data: { retryAfter: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

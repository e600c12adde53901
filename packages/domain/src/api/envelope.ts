/** The one response shape of every API call (DESIGN section 3). */
export interface FieldError {
  field: string;
  message: string;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** Dotted error code such as 'auth.invalid_credentials'; absent on success. */
  error?: string;
  /** Bad fields, present on 400 answers. */
  errors?: FieldError[];
  /** The request's id on every error answer (also the X-Request-Id header): the reference a traveller quotes to support, found in the logs. */
  requestId?: string;
}

export const SUCCESS_CODE = 200;

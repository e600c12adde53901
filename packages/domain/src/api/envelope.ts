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
  /** Request id on server errors, so support can find the log line. */
  requestId?: string;
}

export const SUCCESS_CODE = 200;

/** The one error shape that crosses the API. `code` is stable and translatable; `message` is English. */
export interface ApiError {
  code: string;
  message: string;
  /** Dotted path of the offending payload field, when a payload was refused. */
  field?: string;
  /** Values a translation may interpolate (a die symbol, a slot number, …). */
  params?: Record<string, string | number>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: ApiError): Result<never> => ({ ok: false, error });

/** Thrown by API clients in the renderer when a call is answered with an error. */
export class ApiCallError extends Error {
  readonly code: string;
  readonly field?: string;
  readonly params?: Record<string, string | number>;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.code = error.code;
    this.field = error.field;
    this.params = error.params;
  }
}

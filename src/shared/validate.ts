import type { z } from 'zod';
import { apiInputSchemas, type ApiMethod, type ApiParsedInput } from './api';
import type { Result } from './errors';

/** Turns a zod failure into the API's error: the first issue, naming its field. */
export function payloadError(error: z.ZodError, what = 'payload') {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const detail = issue?.message ?? 'invalid';
  return {
    code: 'invalid-payload',
    message: field ? `Invalid ${what}: ${field}: ${detail}` : `Invalid ${what}: ${detail}`,
    ...(field ? { field } : {}),
  };
}

export function isApiMethod(name: unknown): name is ApiMethod {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(apiInputSchemas, name);
}

/** Validates a method's payload at the boundary; nothing runs on a payload that fails. */
export function validateInput<M extends ApiMethod>(method: M, payload: unknown): Result<ApiParsedInput<M>> {
  const parsed = apiInputSchemas[method].safeParse(payload === undefined ? {} : payload);
  if (!parsed.success) return { ok: false, error: payloadError(parsed.error) };
  return { ok: true, value: parsed.data as ApiParsedInput<M> };
}

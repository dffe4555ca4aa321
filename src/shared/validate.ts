import { apiInputSchemas, type ApiMethod, type ApiParsedInput } from './api';
import type { Result } from './errors';
import { isMethodOf, validatePayload } from './dispatch';

export { payloadError } from './dispatch';

/** One of the host's methods (the main screen's contract). */
export const isApiMethod = (name: unknown): name is ApiMethod => isMethodOf(apiInputSchemas, name);

/** Validates a host method's payload at the boundary; nothing runs on a payload that fails. */
export const validateInput = <M extends ApiMethod>(method: M, payload: unknown): Result<ApiParsedInput<M>> => validatePayload(apiInputSchemas, method, payload);

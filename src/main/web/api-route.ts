import type { IncomingMessage } from 'node:http';
import type { ApiHost } from '../services/api-host';
import { isApiMethod } from '@shared/validate';
import { GAME_FILE_MAX_CHARS } from '@shared/saves';
import { notPost, readJsonCall, refuse, type ApiReply } from './json-call';

/**
 * Largest request body accepted. Payloads are small objects except an imported game file, which the
 * contract allows up to GAME_FILE_MAX_CHARS characters; JSON escaping can double that.
 */
export const MAX_BODY_BYTES = 2 * GAME_FILE_MAX_CHARS + 64 * 1024;

/** Error codes that mean the caller sent something wrong: answered 400 rather than 200. */
const CALLER_ERRORS = new Set(['invalid-payload', 'unknown-method', 'invalid-json']);

/**
 * POST /api/<method> with a JSON body: answers the ApiHost's Result as JSON. Everything the
 * transport itself can tell is wrong (verb, type, size, JSON, method name) is refused before the
 * ApiHost sees it; the payload's own fields are the ApiHost's to validate.
 */
export async function handleApiCall(req: IncomingMessage, method: string, apiHost: ApiHost): Promise<ApiReply> {
  const wrongVerb = notPost(req, 'API calls');
  if (wrongVerb) return wrongVerb;
  if (!isApiMethod(method)) {
    return refuse(400, { code: 'unknown-method', message: `Unknown API method "${method}"` });
  }
  const call = await readJsonCall(req, 'API calls', MAX_BODY_BYTES);
  if ('refusal' in call) return call.refusal;
  const { payload } = call;
  const result = await apiHost.dispatch(method, payload);
  const status = !result.ok && CALLER_ERRORS.has(result.error.code) ? 400 : 200;
  return { status, body: result };
}

import type { IncomingMessage } from 'node:http';
import type { ApiHost } from '../services/api-host';
import { isApiMethod } from '@shared/validate';
import type { ApiError } from '@shared/errors';
import { GAME_FILE_MAX_CHARS } from '@shared/saves';
import { isJsonContentType } from './request-guard';
import { BodyTooLarge, readBody } from './http-limits';

/**
 * Largest request body accepted. Payloads are small objects except an imported game file, which the
 * contract allows up to GAME_FILE_MAX_CHARS characters; JSON escaping can double that.
 */
export const MAX_BODY_BYTES = 2 * GAME_FILE_MAX_CHARS + 64 * 1024;

export interface ApiReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The request is refused before its body was read: answer at once, then close the connection. */
  close?: true;
}

const refuse = (status: number, error: ApiError, headers?: Record<string, string>): ApiReply => ({
  status,
  body: { ok: false, error },
  ...(headers ? { headers } : {}),
});

/** Error codes that mean the caller sent something wrong: answered 400 rather than 200. */
const CALLER_ERRORS = new Set(['invalid-payload', 'unknown-method', 'invalid-json']);

/**
 * POST /api/<method> with a JSON body: answers the ApiHost's Result as JSON. Everything the
 * transport itself can tell is wrong (verb, type, size, JSON, method name) is refused before the
 * ApiHost sees it; the payload's own fields are the ApiHost's to validate.
 */
export async function handleApiCall(req: IncomingMessage, method: string, apiHost: ApiHost): Promise<ApiReply> {
  if (req.method !== 'POST') {
    return refuse(405, { code: 'method-not-allowed', message: `API calls are POST requests, not ${req.method ?? 'unknown'}` }, { Allow: 'POST' });
  }
  if (!isApiMethod(method)) {
    return refuse(400, { code: 'unknown-method', message: `Unknown API method "${method}"` });
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    return refuse(415, { code: 'unsupported-media-type', message: 'API calls need Content-Type: application/json' });
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // Answered at once; the connection closes after the answer.
      return { ...refuse(413, { code: 'payload-too-large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes` }), close: true };
    }
    throw error;
  }
  let payload: unknown;
  try {
    payload = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
  } catch {
    return refuse(400, { code: 'invalid-json', message: 'The request body is not valid JSON' });
  }
  const result = await apiHost.dispatch(method, payload);
  const status = !result.ok && CALLER_ERRORS.has(result.error.code) ? 400 : 200;
  return { status, body: result };
}

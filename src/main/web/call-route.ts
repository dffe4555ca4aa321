import type { IncomingMessage } from 'node:http';
import type { ApiError, Result } from '@shared/errors';
import { GAME_FILE_MAX_CHARS } from '@shared/saves';
import { GUEST_MAX_BODY_BYTES } from '@shared/guest-api';
import { apiInputSchemas } from '@shared/api';
import { isMethodOf } from '@shared/dispatch';
import type { ApiHost } from '../services/api-host';
import type { GuestGate } from '../services/guests/guest-gate';
import { isJsonContentType } from './request-guard';
import { BodyTooLarge, readBody } from './http-limits';

/** What a call route answers: the status, the JSON body, extra headers, and whether to close after it. */
export interface ApiReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The request is refused before its body was read: answer at once, then close the connection. */
  close?: true;
}

const refuse = (status: number, error: ApiError, extra: Partial<ApiReply> = {}): ApiReply => ({ status, body: { ok: false, error }, ...extra });

/**
 * One door of the protocol over HTTP: POST /<prefix>/<method> with a JSON body, answered with the
 * dispatcher's Result. The host's own calls and the devices' calls are the same route; a door says
 * only its words, its size, the methods it refuses before reading a body, and its statuses.
 */
export interface CallDoor {
  /** Names the calls in refusals ("API calls"). */
  what: string;
  /** Largest body read: answered at once past it, the connection then closed. */
  maxBytes: number;
  /** A refusal for a method this door never serves, before its body is read (none: the dispatcher says). */
  refuseMethod?: (method: string) => ApiError | null;
  dispatch(method: string, payload: unknown, req: IncomingMessage): Promise<Result<unknown>>;
  /** The HTTP status of a refusal's code. */
  statusOf(code: string): number;
}

/**
 * What the transport can tell is wrong (verb, type, size, JSON) is refused here; the method and the
 * payload are the dispatch kernel's to check. A refusal answered 429 says when to come back.
 */
export async function answerCall(req: IncomingMessage, method: string, door: CallDoor): Promise<ApiReply> {
  if (req.method !== 'POST') {
    return refuse(405, { code: 'method-not-allowed', message: `${door.what} are POST requests, not ${req.method ?? 'unknown'}` }, { headers: { Allow: 'POST' } });
  }
  const wrongMethod = door.refuseMethod?.(method);
  if (wrongMethod) return refuse(door.statusOf(wrongMethod.code), wrongMethod);
  if (!isJsonContentType(req.headers['content-type'])) {
    return refuse(415, { code: 'unsupported-media-type', message: `${door.what} need Content-Type: application/json` });
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, door.maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, { code: 'payload-too-large', message: `The request body is larger than ${door.maxBytes} bytes` }, { close: true });
    throw error;
  }
  let payload: unknown;
  try {
    payload = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
  } catch {
    return refuse(door.statusOf('invalid-json'), { code: 'invalid-json', message: 'The request body is not valid JSON' });
  }
  const result = await door.dispatch(method, payload, req);
  if (result.ok) return { status: 200, body: result };
  const status = door.statusOf(result.error.code);
  const retryAfterMs = status === 429 ? Number(result.error.params?.retryAfterMs ?? 1000) : 0;
  return { status, body: result, ...(retryAfterMs ? { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } } : {}) };
}

/**
 * Largest body of the host's own calls. Payloads are small objects except an imported game file,
 * which the contract allows up to GAME_FILE_MAX_CHARS characters; JSON escaping can double that.
 */
export const MAX_BODY_BYTES = 2 * GAME_FILE_MAX_CHARS + 64 * 1024;

/** The caller's own mistakes, answered 400 at both doors. */
const CALLER_ERRORS = ['invalid-payload', 'invalid-json', 'unknown-method'];

/**
 * The HTTP status of each refusal a device may meet; a game's own refusals (an illegal move) answer
 * 200, as the host's do.
 */
const GUEST_STATUS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(CALLER_ERRORS.map((code) => [code, 400])),
  'invalid-token': 401,
  'wrong-game': 403,
  'not-your-seat': 403,
  'die-not-offered': 403,
  'guest-action-forbidden': 403,
  'host-only-method': 403,
  'wrong-join-code': 403,
  'invitations-closed': 403,
  'seat-taken': 409,
  'seat-played-by-bot': 409,
  'no-such-seat': 404,
  'too-many-tries': 429,
  'slow-down': 429,
  internal: 500,
};

/** The main screen's door (POST /api/<method>): every refusal but the caller's mistakes is a Result answered 200, as over IPC. */
export const hostDoor = (apiHost: Pick<ApiHost, 'dispatch'>): CallDoor => ({
  what: 'API calls',
  maxBytes: MAX_BODY_BYTES,
  refuseMethod: (method) => (isMethodOf(apiInputSchemas, method) ? null : { code: 'unknown-method', message: `Unknown API method "${method}"` }),
  dispatch: (method, payload) => apiHost.dispatch(method, payload),
  statusOf: (code) => (CALLER_ERRORS.includes(code) ? 400 : 200),
});

/** A device's door (POST /guest/<method>): the guest gate, told the caller's address (wrong join codes count against it). */
export const guestDoor = (gate: Pick<GuestGate, 'dispatch'>): CallDoor => ({
  what: 'Guest calls',
  maxBytes: GUEST_MAX_BODY_BYTES,
  dispatch: (method, payload, req) => gate.dispatch(method, payload, { address: req.socket.remoteAddress ?? 'unknown' }),
  statusOf: (code) => GUEST_STATUS[code] ?? 200,
});

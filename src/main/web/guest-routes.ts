import type { IncomingMessage } from 'node:http';
import { GUEST_MAX_BODY_BYTES } from '@shared/guest-api';
import type { GuestGate } from '../services/guests/guest-gate';
import { notPost, readJsonCall, type ApiReply } from './json-call';

/** The HTTP status of each refusal a guest may meet; a game's own refusals (an illegal move) answer 200, as the host's do. */
const STATUS: Readonly<Record<string, number>> = {
  'invalid-payload': 400,
  'invalid-json': 400,
  'unknown-method': 400,
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


/**
 * POST /guest/<method> with a JSON body of at most GUEST_MAX_BODY_BYTES: the guest gate's Result.
 * What the transport can tell is wrong (verb, type, size, JSON) is refused here; everything else
 * (the method, the payload, the code or the token, the game, the seat) is the gate's to check.
 */
export async function handleGuestCall(req: IncomingMessage, method: string, gate: GuestGate): Promise<ApiReply> {
  const wrongVerb = notPost(req, 'Guest calls');
  if (wrongVerb) return wrongVerb;
  const call = await readJsonCall(req, 'Guest calls', GUEST_MAX_BODY_BYTES);
  if ('refusal' in call) return call.refusal;
  const { payload } = call;
  const result = await gate.dispatch(method, payload, { address: req.socket.remoteAddress ?? 'unknown' });
  const status = result.ok ? 200 : (STATUS[result.error.code] ?? 200);
  const waits = !result.ok && (result.error.code === 'too-many-tries' || result.error.code === 'slow-down');
  return { status, body: result, ...(waits ? { headers: { 'Retry-After': String(Math.max(1, Math.ceil(Number(result.error.params?.retryAfterMs ?? 1000) / 1000))) } } : {}) };
}

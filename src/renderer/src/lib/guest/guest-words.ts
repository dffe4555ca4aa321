// The translation key of each refusal and lost-seat reason a guest may meet (docs/devices.md), as
// literals: a code this page does not know is said in the host's English words.
import { ApiCallError } from '@shared/errors';
import { t } from '../i18n/i18n.svelte';

const PROBLEM_KEYS: Readonly<Record<string, string>> = {
  'wrong-join-code': 'guests.problems.wrong-join-code',
  'too-many-tries': 'guests.problems.too-many-tries',
  'invitations-closed': 'guests.problems.invitations-closed',
  'seat-taken': 'guests.problems.seat-taken',
  'no-such-seat': 'guests.problems.no-such-seat',
  'invalid-token': 'guests.problems.invalid-token',
  'invalid-payload': 'guests.problems.invalid-payload',
  'not-your-seat': 'guests.problems.not-your-seat',
  'die-not-offered': 'guests.problems.die-not-offered',
  'wrong-game': 'guests.problems.wrong-game',
  'seat-released': 'guests.problems.seat-released',
  'game-over': 'guests.problems.game-over',
  'game-deleted': 'guests.problems.game-deleted',
  'host-closed': 'guests.problems.host-closed',
  'host-unreachable': 'guests.problems.host-unreachable',
  'slow-down': 'guests.problems.slow-down',
  'too-many-connections': 'guests.problems.slow-down',
  'seat-played-from-device': 'guests.problems.seat-played-from-device',
  'seat-played-by-bot': 'guests.problems.seat-played-by-bot',
  // A hint asked at a moment the game gives none (docs/hints.md).
  'game-paused': 'guests.problems.game-paused',
  'game-finished': 'guests.problems.game-over',
  'no-hints': 'guests.problems.no-hints',
  // The companion's clock on phones (docs/companion.md).
  'companion-token': 'guests.problems.companion-token',
  'game-token': 'guests.problems.game-token',
  'companion-closed': 'guests.problems.companion-closed',
  'companion-full': 'guests.problems.companion-full',
  'companion-invitation': 'guests.problems.companion-invitation',
  'not-companion': 'guests.problems.not-companion',
  'wrong-companion': 'guests.problems.wrong-companion',
  'companion-not-running': 'guests.problems.companion-not-running',
  'companion-not-paused': 'guests.problems.companion-not-paused',
  'companion-cannot-go-on': 'guests.problems.companion-cannot-go-on',
  'companion-over': 'guests.problems.companion-over',
  'companion-not-found': 'guests.problems.companion-not-found',
  // Friends far away (docs/far-away.md).
  'far-room-closed': 'far.problems.far-room-closed',
  'far-unreachable': 'far.problems.far-unreachable',
  'payload-too-large': 'far.problems.payload-too-large',
};

/**
 * The key of a guest refusal's words, or null for a code said in the host's own words. A seat's new
 * hint asked before its turn (`slow-down` for hints) is said as such, not as a device calling too often.
 */
export const problemKey = (code: string, params?: Record<string, string | number>): string | null =>
  code === 'slow-down' && params?.limit === 'hints' ? 'guests.problems.slow-down-hints' : (PROBLEM_KEYS[code] ?? null);

/** Whole seconds to wait, from a refusal's `retryAfterMs` (at least 1). */
export const waitSeconds = (params: Record<string, string | number> | undefined): number => Math.max(1, Math.ceil(Number(params?.retryAfterMs ?? 0) / 1000));

/**
 * An action's refusal about devices and seats (not the game's own rules, which each board words),
 * in the player's language: the board then says it where the player acted, as it says its own.
 */
export async function inPlayersWords<T>(played: Promise<T>): Promise<T> {
  try {
    return await played;
  } catch (error) {
    const key = error instanceof ApiCallError ? problemKey(error.code, error.params) : null;
    if (!key || !(error instanceof ApiCallError)) throw error;
    throw new ApiCallError({ code: error.code, message: t(key, { ...error.params, seconds: waitSeconds(error.params) }), ...(error.params ? { params: error.params } : {}) });
  }
}

// Helpers for the FUSE: Countdown records tests (not a spec): real play through the HTTP API, the
// moves chosen by the engine's reference bot from the game as the host shows it.
import type { APIRequestContext } from '@playwright/test';
import type { GameDetailOf } from '../../src/shared/games';
import type { FuseCountdownAction } from '../../src/shared/fuse-countdown/actions';
import type { FuseCountdownState } from '../../src/shared/fuse-countdown/state';
import { greedyAction } from '../../src/main/engine/fuse-countdown/bot/greedy';
import { DICE, dieKind } from '../../src/shared/fuse-countdown/components';
import { api } from './saves-play';

export type CountdownGame = GameDetailOf<'fuse-countdown'>;

/**
 * The state the bot reads, from the game as the host shows it: the bag's dice by kind (what the
 * table can count) stand for the bag; nothing else the view hides is needed.
 */
function botState(game: CountdownGame): FuseCountdownState {
  const bag: string[] = [];
  for (const [kind, count] of Object.entries(game.state.bagCounts)) bag.push(...DICE.filter((d) => dieKind(d.id) === kind).slice(0, count).map((d) => d.id));
  return { ...(game.state as unknown as FuseCountdownState), bag };
}

/** One bot move on the game as the host shows it. */
export async function countdownBotMove(request: APIRequestContext, url: string, game: CountdownGame): Promise<CountdownGame> {
  const action: FuseCountdownAction = greedyAction(botState(game));
  return api<CountdownGame>(request, url, 'act', { kind: 'fuse-countdown', id: game.id, action });
}

/** Plays a game to its end with the bot (untimed games need no ticks). */
export async function countdownPlayToEnd(request: APIRequestContext, url: string, id: string): Promise<CountdownGame> {
  let game = await api<CountdownGame>(request, url, 'getGame', { id });
  for (let i = 0; i < 3000 && game.status === 'in-progress'; i++) game = await countdownBotMove(request, url, game);
  if (game.status === 'in-progress') throw new Error(`game ${id} did not end`);
  return game;
}

// Helpers for the saves end-to-end tests (not a spec): real play through the HTTP API, the moves
// chosen by the engine's greedy bot from the state the host answers with.
import type { APIRequestContext } from '@playwright/test';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import type { GameDetailOf } from '../../src/shared/games';
import { api } from '../support/host-api';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

export { api };

/** Plays a game to its end with the greedy bot; untimed games need no ticks. */
export async function playToEnd(request: APIRequestContext, url: string, id: string): Promise<GameDetail> {
  let game = await api<GameDetail>(request, url, 'getGame', { id });
  for (let i = 0; i < 3000 && game.status === 'in-progress'; i++) {
    const action: FlatlineAction = greedyAction(game.state);
    game = await api<GameDetail>(request, url, 'act', { kind: 'flatline', id, action });
  }
  if (game.status === 'in-progress') throw new Error(`game ${id} did not end`);
  return game;
}

/** Advances (answering questions with their first option) until the countdown runs. */
export async function toCountdown(request: APIRequestContext, url: string, game: GameDetail): Promise<GameDetail> {
  for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
    game = await api<GameDetail>(request, url, 'act', { kind: 'flatline', id: game.id, action });
  }
  if (game.state.stop !== 'countdown') throw new Error('the game never reached a countdown');
  return game;
}

export const UNTIMED_TRAINING = {
  seats: [
    { name: 'Ann', colour: 'red' },
    { name: 'Bo', colour: 'blue' },
  ],
  level: 'training',
  timerSeconds: null,
} as const;

import type { GameKind, GameStatus } from '@shared/games';

import type { Refusal } from '@shared/refusal';

export type { Refusal } from '@shared/refusal';

export type Applied<State> = { ok: true; state: State } | { ok: false; refusal: Refusal };

/**
 * What every game engine offers the services: pure functions over plain-JSON state.
 * No clock, no Math.random, no I/O; time arrives as actions, randomness from the seed in the state.
 */
export interface GameRules<Setup, State, Action> {
  kind: GameKind;
  start(setup: Setup, seed: number): State;
  apply(state: State, action: Action): Applied<State>;
  status(state: State): GameStatus;
  round(state: State): number;
}

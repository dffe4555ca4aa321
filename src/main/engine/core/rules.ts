import type { GameKind, GameStatus } from '@shared/games';

/** Why an action was refused: a stable code for translation and tests, an English reason. */
export interface Refusal {
  code: string;
  reason: string;
  params?: Record<string, string | number>;
}

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

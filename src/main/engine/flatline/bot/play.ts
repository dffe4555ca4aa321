import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineSetup } from '@shared/flatline/setup';
import type { FlatlineState } from '@shared/flatline/state';
import { flatlineModule } from '../module';
import { greedyAction } from './greedy';

export interface PlayedGame {
  state: FlatlineState;
  actions: FlatlineAction[];
  refused: number;
}

/** A player for the whole table: the next action at this state (the `i`-th of the game). */
export type TablePlayer = (state: FlatlineState, i: number) => FlatlineAction;

/** Plays one seeded game headless with the greedy bot (pure: same setup and seed, same game). */
export function playGreedyGame(setup: FlatlineSetup, seed: number, maxActions = 5000, player: TablePlayer = greedyAction): PlayedGame {
  let state = flatlineModule.start(setup, seed);
  const actions: FlatlineAction[] = [];
  let refused = 0;
  for (let i = 0; i < maxActions && state.outcome === 'in-progress'; i++) {
    const action = player(state, i);
    const result = flatlineModule.apply(state, action);
    if (result.ok) {
      state = result.state;
      actions.push(action);
      continue;
    }
    refused++;
    // A refused bot move must not loop forever: fall back to ending the countdown or advancing.
    const fallback: FlatlineAction = state.pending
      ? { type: 'decide', option: state.pending.options[0]?.id ?? '' }
      : state.stop === 'countdown'
        ? { type: 'done' }
        : { type: 'advance' };
    const second = flatlineModule.apply(state, fallback);
    if (!second.ok) break;
    state = second.state;
    actions.push(fallback);
  }
  return { state, actions, refused };
}

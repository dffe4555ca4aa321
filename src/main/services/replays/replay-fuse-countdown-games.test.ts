// Over 100 bot-played FUSE: Countdown games on the clock: at every step the replay shows the state
// the engine computes for that prefix of the log, and at its last step exactly the board the game
// ended with (issue 32; the check is in replay-games.test-support.ts).
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_LEVELS } from '@shared/fuse-countdown/setup';
import { GAME_MODULES } from '../../engine/registry';
import { playBotGame } from '../../engine/fuse-countdown/bot/play';
import { setupFor } from '../../engine/fuse-countdown/bot/simulate';
import { checkReplay, GAMES, logOf } from './replay-games.test-support';

const FUSES = { training: null, standard: null, expert: 3, elite: 6, heroic: 10 } as const;

describe('replays of bot-played FUSE: Countdown games', () => {
  it(`${GAMES} games, 1 to 4 players at every level, ticks and all: each step the engine's state for that prefix, the last the board the game ended with`, () => {
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const level = COUNTDOWN_LEVELS[g % 5]!;
      const setup = setupFor(1 + (g % 4), level, FUSES[level]);
      const seed = 9000 + g;
      const { state, actions } = playBotGame(setup, seed);
      expect(state.outcome).not.toBeNull();
      const module = GAME_MODULES['fuse-countdown'];
      steps += checkReplay(module, logOf('fuse-countdown', setup, seed, actions, state.outcome!.status, state.turn), module.view(state), g % 10 === 0);
    }
    expect(steps).toBeGreaterThan(GAMES * 10);
  }, 180_000);
});

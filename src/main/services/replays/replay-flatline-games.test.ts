// Over 100 bot-played FLATLINE games: at every step the replay shows the state the engine computes
// for that prefix of the log, and at its last step exactly the board the game ended with (issue 32;
// the check is in replay-games.test-support.ts; FUSE: Countdown's games run beside it in their own file).
import { describe, expect, it } from 'vitest';
import { flatlineSetupSchema, FLATLINE_LEVELS } from '@shared/flatline/setup';
import { PLAYER_COLOURS } from '@shared/players';
import { GAME_MODULES } from '../../engine/registry';
import { playGreedyGame } from '../../engine/flatline/bot/play';
import { checkReplay, GAMES, logOf } from './replay-games.test-support';

describe('replays of bot-played FLATLINE games', () => {
  it(`${GAMES} games, 1 to 5 players at every level: each step the engine's state for that prefix, the last the board the game ended with`, () => {
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const players = 1 + (g % 5);
      const solitaire = players === 1;
      const seats = PLAYER_COLOURS.slice(0, solitaire ? 2 : players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour }));
      const setup = flatlineSetupSchema.parse({ seats, solitaire, level: FLATLINE_LEVELS[g % 3], timerSeconds: null });
      const seed = 7000 + g;
      const { state, actions } = playGreedyGame(setup, seed);
      expect(state.outcome).not.toBe('in-progress');
      const module = GAME_MODULES.flatline;
      steps += checkReplay(module, logOf('flatline', setup, seed, actions, state.outcome, state.round), module.view(state), g % 10 === 0);
    }
    expect(steps).toBeGreaterThan(GAMES * 10);
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { countdownOdds } from '@shared/fuse-countdown/odds';
import { fittedClock } from '@shared/fuse-countdown/fitted-clock';
import { CLOCK_TABLES, COUNTDOWN_LEVELS, DEFAULT_FUSES, fuseCountdownSetupSchema, type CountdownLevel } from '@shared/fuse-countdown/setup';
import type { OddsFile } from '@shared/odds';
import { tEn, tIt } from '../../lib/odds/translator.test-support';
import { MAX_PLAYERS, MIN_PLAYERS, tableFor } from './setup/new-game';
import { countdownEndOdds, countdownFormOdds } from './odds-text';

const file: OddsFile = {
  game: 'fuse-countdown',
  player: 'strong',
  firstSeed: 500001,
  gamesPerSetting: 10,
  results: { won: 'score', lost: 'score' },
  settings: {
    '3p-expert-one-screen': { games: 10, won: [120, 130, 140], lost: [20, 30, 40, 50, 60, 70, 80] },
    '3p-expert-devices': { games: 10, won: [110, 120, 130, 140, 150, 160], lost: [30, 40, 50, 60] },
  },
};
const fitted = { fitted: true, fuses: DEFAULT_FUSES.expert };
const seats = ['red', 'blue', 'green'].map((colour, i) => ({ name: `P${i}`, colour: colour as 'red' }));
const game = (table: 'one-screen' | 'devices', status: 'won' | 'lost') => {
  const clock = fittedClock(3, 'expert', table);
  return {
    setup: fuseCountdownSetupSchema.parse({ seats, level: 'expert', ...clock }),
    clock: { limitMs: clock.clockMinutes! * 60_000 },
    state: { outcome: { status } },
  };
};

describe("FUSE: Countdown's odds", () => {
  it('the shipped file has every setting the new-game form can make on the fitted clock with the usual fuse cards', () => {
    for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
      for (const level of COUNTDOWN_LEVELS) {
        for (const choice of CLOCK_TABLES) {
          const table = tableFor(choice, players);
          const words = countdownFormOdds({ players, level, table, fitted: true, fuses: DEFAULT_FUSES[level as CountdownLevel] }, tEn);
          expect(words?.line, `${players}p ${level} ${table}`).toMatch(/^Strong bots (win about \d games? in 10|won (every|none of the) games?)/);
        }
      }
    }
    expect(Object.keys(countdownOdds.settings)).toHaveLength((1 + (MAX_PLAYERS - MIN_PLAYERS) * CLOCK_TABLES.length) * COUNTDOWN_LEVELS.length);
    for (const odds of Object.values(countdownOdds.settings)) {
      expect(odds.games).toBe(countdownOdds.gamesPerSetting);
      expect(odds.won.length + odds.lost.length).toBe(odds.games);
    }
    expect(countdownOdds.firstSeed).toBe(500001);
    expect(countdownOdds.player).toBe('strong');
  });

  it("the form's line for the table chosen, and why another clock or fuse count has none", () => {
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'one-screen', ...fitted }, tEn, file)?.line).toBe('Strong bots win about 3 games in 10 at this setting.');
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'devices', ...fitted }, tEn, file)?.line).toBe('Strong bots win about 6 games in 10 at this setting.');
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'devices', ...fitted }, tEn, file)?.tip).toBe(
      "From 10 games simulated at this setting with a strong bot in every seat (seeds 500001–500010): a rough guide, as people play differently. Roles dealt, the fitted clock and the level's usual fuse cards.",
    );
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'one-screen', ...fitted, rolesChosen: true }, tEn, file)?.line).toBe(
      'Strong bots win about 3 games in 10 at this setting. That is with roles dealt at random; the roles you chose may do better or worse.',
    );
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'one-screen', ...fitted, rolesChosen: true }, tIt, file)?.line).toMatch(/ Questo con i ruoli distribuiti a caso/);
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'one-screen', fitted: false, fuses: 3 }, tEn, file)?.line).toBe(
      'No odds for this clock: strong bots were simulated on the fitted clock only.',
    );
    expect(countdownFormOdds({ players: 3, level: 'expert', table: 'one-screen', fitted: true, fuses: 5 }, tIt, file)?.line).toBe(
      'Nessuna stima per questo numero di Carte Miccia: i bot forti sono stati simulati con le 3 solite del livello.',
    );
  });

  it('the end card compares the score with their wins or losses at the table the clock was fitted to', () => {
    expect(countdownEndOdds(game('one-screen', 'won'), 135, tEn, file)?.line).toBe("Score 135: better than about 7 in 10 of the strong bots' wins at this setting.");
    expect(countdownEndOdds(game('devices', 'won'), 135, tEn, file)?.line).toBe("Score 135: better than about 5 in 10 of the strong bots' wins at this setting.");
    expect(countdownEndOdds(game('one-screen', 'lost'), 45, tIt, file)?.line).toBe('Punteggio 45: meglio di circa 4 partite perse su 10 dei bot forti con queste impostazioni.');
    expect(countdownEndOdds({ ...game('one-screen', 'won'), clock: { limitMs: 20 * 60_000 } }, 135, tEn, file)).toBeNull();
  });
});

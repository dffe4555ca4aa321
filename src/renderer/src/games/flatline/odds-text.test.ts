import { describe, expect, it } from 'vitest';
import { flatlineOdds } from '@shared/flatline/odds';
import { FLATLINE_LEVELS, METER_SIDES, flatlineSetupSchema } from '@shared/flatline/setup';
import type { OddsFile } from '@shared/odds';
import { tEn, tIt } from '../../lib/odds/translator.test-support';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup/new-game';
import { flatlineEndOdds, flatlineFormOdds } from './odds-text';

const file: OddsFile = {
  game: 'flatline',
  player: 'strong',
  firstSeed: 500001,
  gamesPerSetting: 10,
  results: { won: 'rounds played', lost: 'patients treated' },
  settings: { '1p-expert-standard': { games: 10, won: [7, 8, 8, 9, 10, 12], lost: [3, 5, 6, 9] } },
};
const seats = [{ name: 'A', colour: 'red' as const }, { name: 'B', colour: 'blue' as const }];
const setup = flatlineSetupSchema.parse({ seats, solitaire: true, level: 'expert', meterSide: 'standard' });
const ended = (outcome: 'won' | 'lost', round: number, treated: number) => ({ setup, outcome, round, patientsTreated: Array.from({ length: treated }, (_, i) => `p${i}`) });

describe("FLATLINE's odds", () => {
  it('the shipped file has every setting the new-game form can make, each with its games played', () => {
    for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
      for (const level of FLATLINE_LEVELS) {
        for (const meter of METER_SIDES) {
          const words = flatlineFormOdds({ players, level, meter }, tEn);
          expect(words?.line, `${players}p ${level} ${meter}`).toMatch(/^Strong bots (win about \d games? in 10|won (every|none of the) games?)/);
        }
      }
    }
    expect(Object.keys(flatlineOdds.settings)).toHaveLength((MAX_PLAYERS - MIN_PLAYERS + 1) * FLATLINE_LEVELS.length * METER_SIDES.length);
    for (const odds of Object.values(flatlineOdds.settings)) {
      expect(odds.games).toBe(flatlineOdds.gamesPerSetting);
      expect(odds.won.length + odds.lost.length).toBe(odds.games);
    }
    // Seeds apart from the balance tuning (1–300) and report (300001–, 900001–) seeds.
    expect(flatlineOdds.firstSeed).toBe(500001);
    expect(flatlineOdds.player).toBe('strong');
  });

  it("the form's line and its tip for the choices made (the timer aside)", () => {
    expect(flatlineFormOdds({ players: 1, level: 'expert', meter: 'standard' }, tEn, file)).toEqual({
      line: 'Strong bots win about 6 games in 10 at this setting.',
      tip: 'From 10 games simulated at this setting with a strong bot in every seat (seeds 500001–500010): a rough guide, as people play differently. The bots play without the countdown.',
    });
    expect(flatlineFormOdds({ players: 2, level: 'expert', meter: 'standard' }, tEn, file)).toBeNull();
  });

  it("the end card: a win's rounds against their wins, a loss's patients treated against their losses", () => {
    expect(flatlineEndOdds(ended('won', 9, 8), tEn, file)?.line).toBe("Won in 9 rounds: quicker than about 3 in 10 of the strong bots' wins at this setting.");
    expect(flatlineEndOdds(ended('won', 9, 8), tIt, file)?.line).toBe('Vinta in 9 round: più rapida di circa 3 vittorie su 10 dei bot forti con queste impostazioni.');
    expect(flatlineEndOdds(ended('won', 6, 8), tEn, file)?.line).toBe('Won in 6 rounds: quicker than every win of the strong bots at this setting.');
    expect(flatlineEndOdds(ended('lost', 11, 6), tEn, file)?.line).toBe(
      "Patients treated: 6, more than in about 5 in 10 of the strong bots' lost games at this setting.",
    );
    expect(flatlineEndOdds(ended('lost', 11, 2), tEn, file)?.line).toBe(
      'Patients treated: 2; strong bots treated as many or more in every game they lost at this setting.',
    );
    expect(flatlineEndOdds({ ...ended('lost', 3, 1), outcome: 'in-progress' }, tEn, file)).toBeNull();
  });
});

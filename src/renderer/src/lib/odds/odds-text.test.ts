import { describe, expect, it } from 'vitest';
import type { SettingOdds } from '@shared/odds';
import { comparedLine, oddsLine, oddsTip } from './odds-text';
import { tEn, tIt } from './translator.test-support';

const odds: SettingOdds = { games: 10, won: [40, 50, 60, 70], lost: [5, 10, 15, 20, 25, 30] };
const P = 'fuse-countdown.end.odds';

describe('the odds in words', () => {
  it('says the win rate in tenths, with none, all and one game apart', () => {
    expect(oddsLine(odds, tEn)).toBe('Strong bots win about 4 games in 10 at this setting.');
    expect(oddsLine(odds, tIt)).toBe('I bot forti vincono circa 4 partite su 10 con queste impostazioni.');
    expect(oddsLine({ games: 20, won: [1, 2], lost: [] }, tEn)).toBe('Strong bots win about 1 game in 10 at this setting.');
    expect(oddsLine({ games: 20, won: [1], lost: [] }, tIt)).toBe('I bot forti vincono circa 1 partita su 10 con queste impostazioni.');
    expect(oddsLine({ games: 3, won: [], lost: [1, 2, 3] }, tEn)).toBe('Strong bots won none of the games simulated at this setting.');
    expect(oddsLine({ games: 2, won: [1, 2], lost: [] }, tEn)).toBe('Strong bots won every game simulated at this setting.');
  });

  it('says where the figures come from', () => {
    expect(oddsTip(odds, 500001, tEn, 'The bots play without the countdown.')).toBe(
      'From 10 games simulated at this setting with a strong bot in every seat (seeds 500001–500010): a rough guide, as people play differently. The bots play without the countdown.',
    );
  });

  it('compares a win with their wins and a loss with their losses', () => {
    const win = (points: number) => comparedLine(odds, { won: true, result: points, better: 'higher' }, P, { points }, tEn);
    expect(win(65)).toBe("Score 65: better than about 8 in 10 of the strong bots' wins at this setting.");
    expect(win(45)).toBe("Score 45: better than about 3 in 10 of the strong bots' wins at this setting.");
    expect(win(71)).toBe('Score 71: better than every win of the strong bots at this setting.');
    expect(win(40)).toBe('Score 40: every win of the strong bots at this setting scored as much or more.');
    expect(comparedLine(odds, { won: false, result: 12, better: 'higher' }, P, { points: 12 }, tEn)).toBe(
      "Score 12: better than about 3 in 10 of the strong bots' lost games at this setting.",
    );
    expect(comparedLine(odds, { won: false, result: 12, better: 'higher' }, P, { points: 12 }, tIt)).toBe(
      'Punteggio 12: meglio di circa 3 partite perse su 10 dei bot forti con queste impostazioni.',
    );
    const never = { games: 30, won: [], lost: [1] };
    expect(comparedLine(never, { won: true, result: 90, better: 'higher' }, P, { points: 90 }, tEn)).toBe(
      'Strong bots never saved the ship at this setting in 30 simulated games: you did.',
    );
  });
});

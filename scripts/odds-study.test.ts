import { describe, expect, it } from 'vitest';
import { simulate } from '../src/main/engine/flatline/bot/simulate';
import { simulateCountdown } from '../src/main/engine/fuse-countdown/bot/simulate';
import { oddsStudy, oddsText, parseOddsArgs } from './odds-study';

describe('the odds study', () => {
  it('takes the game, the games per setting (40 and 30 by default: 20 minutes of one core) and the first seed (500001 by default)', () => {
    expect(parseOddsArgs(['--game', 'flatline'])).toEqual({ game: 'flatline', games: 40, seed: 500001, out: null });
    expect(parseOddsArgs(['--game', 'fuse-countdown']).games).toBe(30);
    expect(parseOddsArgs(['--game', 'fuse-countdown', '--games', '30', '--seed', '7', '--out', '/tmp/x.json'])).toEqual({ game: 'fuse-countdown', games: 30, seed: 7, out: '/tmp/x.json' });
    expect(() => parseOddsArgs([])).toThrow('--game takes flatline or fuse-countdown');
    expect(() => parseOddsArgs(['--game', 'chess'])).toThrow('--game takes flatline or fuse-countdown (got "chess")');
    expect(() => parseOddsArgs(['--game', 'flatline', '--games', '0'])).toThrow('--games takes a positive whole number');
    expect(() => parseOddsArgs(['--game', 'flatline', '--player', 'strong'])).toThrow('unknown option --player');
  });

  it("plays the strong player's games as `npm run sim -- --player strong` does, the same every time", () => {
    const only = ['1p-training-one-screen'];
    const study = oddsStudy('fuse-countdown', 3, 500001, { only });
    const sim = simulateCountdown(1, 'training', null, 3, 500001, { player: 'strong' });
    expect(study.settings['1p-training-one-screen']!.won).toHaveLength(sim.wins);
    const scores = [...study.settings['1p-training-one-screen']!.won, ...study.settings['1p-training-one-screen']!.lost];
    expect(scores.reduce((a, b) => a + b, 0) / 3).toBeCloseTo(sim.averageScore, 9);
    expect(oddsStudy('fuse-countdown', 3, 500001, { only })).toEqual(study);
    const flat = oddsStudy('flatline', 2, 500001, { only: ['2p-training-standard'] });
    expect(flat.settings['2p-training-standard']!.won).toHaveLength(simulate(2, 'training', 'standard', 2, 500001, undefined, 'strong').wins);
  });

  it('writes one setting a line, as JSON', () => {
    const file = { game: 'flatline', player: 'strong' as const, firstSeed: 1, gamesPerSetting: 2, results: { won: 'rounds played', lost: 'patients treated' }, settings: { a: { games: 2, won: [8], lost: [3] }, b: { games: 2, won: [], lost: [1, 2] } } };
    const text = oddsText(file);
    expect(JSON.parse(text)).toEqual(file);
    expect(text.split('\n').filter((line) => line.includes('{"games"'))).toEqual(['    "a": {"games":2,"won":[8],"lost":[3]},', '    "b": {"games":2,"won":[],"lost":[1,2]}']);
  });
});

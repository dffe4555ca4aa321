import { afterEach, describe, expect, it, vi } from 'vitest';
import { fittedClockMinutes } from '../src/shared/fuse-countdown/fitted-clock';
import { parseCountdownArgs, runCountdownSim } from './sim-fuse-countdown';

describe('sim --game fuse-countdown options', () => {
  it('covers every player count and level on the fitted clocks by default and takes the documented options', () => {
    expect(parseCountdownArgs([])).toMatchObject({ games: 200, players: [1, 2, 3, 4], seed: 1, json: false, fuses: null, clock: 'fitted' });
    expect(parseCountdownArgs(['--games', '5', '--players', '2', '--level', 'elite', '--fuses', '4', '--clock', 'printed', '--seed', '9', '--json'])).toEqual({
      games: 5,
      players: [2],
      levels: ['elite'],
      fuses: 4,
      clock: 'printed',
      table: 'one-screen',
      seed: 9,
      player: 'reference',
      json: true,
    });
    expect(parseCountdownArgs(['--player', 'strong']).player).toBe('strong');
    expect(parseCountdownArgs(['--clock', 'fitted']).clock).toBe('fitted');
    expect(parseCountdownArgs(['--clock', 'untimed']).clock).toBe('untimed');
    expect(parseCountdownArgs(['--clock', '15']).clock).toBe(15);
    expect(parseCountdownArgs(['--table', 'devices']).table).toBe('devices');
    expect(parseCountdownArgs([]).table).toBe('one-screen');
  });

  it('refuses bad values with a clear message', () => {
    expect(() => parseCountdownArgs(['--players', '5'])).toThrow('--players takes 1 to 4');
    expect(() => parseCountdownArgs(['--level', 'easy'])).toThrow('--level takes');
    expect(() => parseCountdownArgs(['--fuses', '11'])).toThrow('--fuses takes 1 to 10');
    expect(() => parseCountdownArgs(['--games'])).toThrow('--games needs a value');
    expect(() => parseCountdownArgs(['--player', 'expert'])).toThrow('--player takes reference or strong (got "expert")');
    expect(() => parseCountdownArgs(['--clock'])).toThrow('--clock needs a value');
    for (const bad of ['phones', '', 'Devices']) expect(() => parseCountdownArgs(['--table', bad])).toThrow(`--table takes one-screen or devices (got ${JSON.stringify(bad)})`);
    for (const bad of ['12', '8.5', 'soon', '', '10min', 'Fitted']) {
      expect(() => parseCountdownArgs(['--clock', bad])).toThrow('--clock takes fitted (the default), printed, untimed, or the minutes of a clock the app offers: 10, 15, 20');
    }
  });
});

describe('sim --game fuse-countdown runs', () => {
  afterEach(() => vi.restoreAllMocks());
  const run = (argv: string[]) => {
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    runCountdownSim(argv);
    return JSON.parse(out.join('\n')) as { clock: string; table?: string; results: { players: number; level: string; clock: { minutes: number | null; fitted: boolean }; games: number; wins: number; losses: Record<string, number> }[] };
  };

  it('plays each setting on its fitted clock by default and says so in the JSON', () => {
    const out = run(['--games', '2', '--players', '3', '--json']);
    expect(out.clock).toBe('fitted');
    expect(out.results.map((r) => r.clock)).toEqual((['training', 'standard', 'expert', 'elite', 'heroic'] as const).map((level) => ({ minutes: fittedClockMinutes(3, level), fitted: true })));
    for (const r of out.results) expect(r.wins + Object.values(r.losses).reduce((a, b) => a + b, 0)).toBe(r.games);
  });

  it('with --table devices plays each setting on the device table’s fitted clock, faster games winning more on the same clock', () => {
    const devices = run(['--games', '4', '--players', '4', '--level', 'training', '--table', 'devices', '--json']);
    expect(devices.table).toBe('devices');
    expect(devices.results[0]!.clock).toEqual({ minutes: fittedClockMinutes(4, 'training', 'devices'), fitted: true });
    // One screen's JSON is as it always was: no table named.
    expect(run(['--games', '1', '--players', '4', '--level', 'training', '--json'])).not.toHaveProperty('table');
    // The same four games (three players, Elite) on the printed 10:00: one pointer saves one ship, parallel hands all four.
    const printed = (table: string) => run(['--games', '4', '--players', '3', '--level', 'elite', '--clock', 'printed', '--table', table, '--json']).results[0]!.wins;
    expect([printed('one-screen'), printed('devices')]).toEqual([1, 4]);
  });

  it('plays the printed 10:00, an offered clock or untimed when asked', () => {
    expect(run(['--games', '1', '--players', '2', '--level', 'expert', '--clock', 'printed', '--json']).results[0]!.clock).toEqual({ minutes: 10, fitted: false });
    expect(run(['--games', '1', '--players', '2', '--level', 'expert', '--clock', '20', '--json']).results[0]!.clock).toEqual({ minutes: 20, fitted: false });
    expect(run(['--games', '1', '--players', '2', '--level', 'expert', '--clock', 'untimed', '--json']).results[0]!.clock).toEqual({ minutes: null, fitted: false });
  });

  it('reports a bad --clock on stderr with exit code 2', () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const before = process.exitCode;
    runCountdownSim(['--clock', '12']);
    expect(errors).toEqual([expect.stringContaining('sim: --clock takes fitted (the default), printed, untimed')]);
    expect(process.exitCode).toBe(2);
    process.exitCode = before;
  });
});
